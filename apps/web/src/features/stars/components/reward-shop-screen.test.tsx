import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { shopQueryOptions } from '../api/stars';
import { goOffline, sampleRequest, sampleShop, sampleShopReward } from '../stars-stubs';
import { RewardShopScreen } from './reward-shop-screen';

let restoreConnection = () => {};
afterEach(() => {
  restoreConnection();
  restoreConnection = () => {};
  vi.unstubAllGlobals();
});

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const LIA = { id: 10, name: 'Lia' };
const SHOP = 'GET /api/children/10/shop';

function stubShop(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    [SHOP]: () => ({ body: sampleShop(5, [sampleShopReward()]) }),
    'GET /api/reward-requests': () => ({ body: { items: [] } }),
    ...overrides,
  });
}

const show = () => renderPart(<RewardShopScreen child={LIA} />);
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method !== 'GET');

describe('the parent’s reward shop', () => {
  it('shows the balance, each reward with its picture, price and size, and only this child’s waiting requests', async () => {
    stubShop({
      [SHOP]: () => ({
        body: sampleShop(5, [
          sampleShopReward(),
          sampleShopReward({
            id: 2,
            name: 'Passeio no parque',
            picture: 'parquinho',
            price: 20,
            size: 'grande',
            pending_request_id: 8,
          }),
        ]),
      }),
      'GET /api/reward-requests': () => ({
        body: {
          items: [
            sampleRequest({ id: 8, reward_id: 2, reward_name: 'Passeio no parque', price: 20, size: 'grande' }),
            sampleRequest({ id: 9, child_id: 11, child_name: 'Théo', reward_name: 'Bola' }),
          ],
        },
      }),
    });
    const { container } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Loja de recompensas de Lia' })).toBeInTheDocument();
    expect(await screen.findByTestId('shop-balance')).toHaveTextContent('5 estrelas');
    const rewards = within(screen.getByRole('region', { name: 'Recompensas' })).getAllByRole('listitem');
    expect(rewards).toHaveLength(2);
    expect(rewards[0]).toHaveTextContent('Sorvete');
    expect(rewards[0]).toHaveTextContent('3 ⭐ · Tamanho: Pequena');
    expect(rewards[0]!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('1F366'));
    expect(rewards[1]).toHaveTextContent('20 ⭐ · Tamanho: Grande');
    expect(rewards[1]).toHaveTextContent('Pedido esperando resposta');
    const waiting = screen.getByRole('region', { name: 'Pedidos esperando resposta' });
    await waitFor(() => expect(within(waiting).getAllByRole('listitem')).toHaveLength(1));
    expect(waiting).toHaveTextContent('Passeio no parque');
    expect(waiting).toHaveTextContent('Saldo: 5 ⭐');
    expect(waiting).not.toHaveTextContent('Théo');
    expect(within(waiting).getByRole('button', { name: 'Aprovar' })).toBeEnabled();
    await expectNoSeriousA11yViolations(container);
  });

  it('says how to start when the shop is empty, and that no request waits', async () => {
    stubShop({ [SHOP]: () => ({ body: sampleShop(0, []) }) });
    show();
    expect(
      await screen.findByText(
        'A loja ainda está vazia. Adicione recompensas pequenas (ex.: escolher a música do carro), médias e grandes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('0 estrelas');
    expect(await screen.findByText('Nenhum pedido esperando resposta.')).toBeInTheDocument();
  });

  it('a shop that fails to load says so, and “Tentar novamente” reads it again', async () => {
    let failing = true;
    stubShop({
      [SHOP]: () => (failing ? { status: 503, body: { error: 'x' } } : { body: sampleShop(1, [sampleShopReward()]) }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a loja.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('shop-balance')).toHaveTextContent('1 estrela');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('“Adicionar recompensa” checks every field with the server’s texts before sending anything', async () => {
    const { calls } = stubShop();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar recompensa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar recompensa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(dialog).toHaveTextContent('Dê um nome à recompensa.');
    expect(dialog).toHaveTextContent('Escolha uma figura da lista.');
    expect(within(dialog).getByLabelText('Preço (estrelas)')).toHaveAccessibleDescription(
      'De 1 a 500 estrelas. O preço deve ser de 1 a 500 estrelas.',
    );
    await userEvent.type(within(dialog).getByLabelText('Preço (estrelas)'), '501');
    expect(dialog).toHaveTextContent('O preço deve ser de 1 a 500 estrelas.');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'x'.repeat(61));
    expect(dialog).toHaveTextContent('O nome pode ter no máximo 60 caracteres.');
    expect(writes(calls)).toEqual([]);
    // The rewards' pictures come first, the rest behind "Mais figuras".
    const pictures = within(dialog).getByRole('group', { name: 'Figura' });
    expect(within(pictures).getAllByRole('radio')[0]).toHaveAccessibleName('Sorvete');
    expect(within(pictures).queryByRole('radio', { name: 'Escovar os dentes' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(dialog);
  });

  it('a double click on “Salvar” adds one reward with the dialog’s key, and the shop is read again', async () => {
    const { gate, release } = gated();
    let items = [sampleShopReward()];
    const { calls } = stubShop({
      [SHOP]: () => ({ body: sampleShop(5, items) }),
      'POST /api/children/10/shop': async (init) => {
        await gate;
        const body = JSON.parse(String(init!.body));
        const created = sampleShopReward({ id: 2, ...body });
        items = [...items, created];
        return { status: 201, body: created };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar recompensa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar recompensa' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Escolher a música do carro');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Música' }));
    await userEvent.type(within(dialog).getByLabelText('Preço (estrelas)'), '3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tamanho'), 'Média');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toHaveTextContent('Salvando...');
    release();
    expect(await screen.findByText('“Escolher a música do carro” adicionada à loja.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = writes(calls);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/api/children/10/shop',
      body: { name: 'Escolher a música do carro', picture: 'musica', price: 3, size: 'media' },
      idempotencyKey: expect.stringMatching(KEY),
    });
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Recompensas' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('the server’s refusal of a field shows beside it; a retry of the same dialog sends the same key', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: 'O preço deve ser de 1 a 500 estrelas.',
        fields: { price: 'O preço deve ser de 1 a 500 estrelas.' },
      },
    };
    const { calls } = stubShop({ 'POST /api/children/10/shop': () => answer });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar recompensa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar recompensa' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Pizza');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pizza' }));
    await userEvent.type(within(dialog).getByLabelText('Preço (estrelas)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Preço (estrelas)')).toHaveAccessibleDescription(
        'De 1 a 500 estrelas. O preço deve ser de 1 a 500 estrelas.',
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // A refusal without fields is said in the dialog.
    answer = {
      status: 409,
      body: { error: 'A loja desta criança já tem 30 recompensas. Remova uma para adicionar outra.' },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A loja desta criança já tem 30 recompensas.');
    const posts = writes(calls);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('“Editar” opens the same dialog filled in and saves with PATCH', async () => {
    const { calls } = stubShop({
      'PATCH /api/children/10/shop/1': (init) => ({ body: sampleShopReward(JSON.parse(String(init!.body))) }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Sorvete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar recompensa' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Sorvete');
    expect(within(dialog).getByRole('radio', { name: 'Sorvete' })).toBeChecked();
    const price = within(dialog).getByLabelText('Preço (estrelas)');
    await userEvent.clear(price);
    await userEvent.type(price, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('“Sorvete” atualizada.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/children/10/shop/1',
        body: { name: 'Sorvete', picture: 'sorvete', price: 4, size: 'pequena' },
      }),
    ]);
  });

  it('“Remover” asks first, then removes once', async () => {
    const { gate, release } = gated();
    let items = [sampleShopReward()];
    const { calls } = stubShop({
      [SHOP]: () => ({ body: sampleShop(5, items) }),
      'DELETE /api/children/10/shop/1': async () => {
        await gate;
        items = [];
        return { status: 204 };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Sorvete' }));
    const confirm = screen.getByRole('dialog', { name: 'Remover “Sorvete”?' });
    expect(confirm).toHaveTextContent('A recompensa sai da loja; um pedido esperando resposta é recusado.');
    const remove = within(confirm).getByRole('button', { name: 'Remover' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await screen.findByText('“Sorvete” removida da loja.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(await screen.findByText(/A loja ainda está vazia/)).toBeInTheDocument();
  });

  it('offline shows the shop kept on the device; changes and requests wait for the connection', async () => {
    const { calls } = stubShop();
    const client = createQueryClient();
    client.setQueryData(shopQueryOptions(10).queryKey, sampleShop(5, [sampleShopReward()]));
    restoreConnection = goOffline();
    renderPart(
      <RewardShopScreen child={LIA} unavailable="Sem conexão — disponível quando voltar a internet" />,
      client,
    );
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('5 estrelas');
    const add = screen.getByRole('button', { name: 'Adicionar recompensa' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sem conexão — disponível quando voltar a internet');
    expect(screen.getByRole('button', { name: 'Editar Sorvete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover Sorvete' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Pedidos esperando resposta' })).toHaveTextContent(
      'Sem conexão — disponível quando voltar a internet',
    );
    expect(calls).toEqual([]);
  });
});
