import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { shopQueryOptions } from '../api/stars';
import { goOffline, sampleRequest, sampleShop, sampleShopReward } from '../stars-stubs';
import { ChildShopScreen } from './child-shop-screen';

let restoreConnection = () => {};
afterEach(() => {
  restoreConnection();
  restoreConnection = () => {};
  vi.unstubAllGlobals();
});

const SHOP = 'GET /api/children/10/shop';
const ASK = 'POST /api/children/10/shop/1/requests';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const rewards = [
  sampleShopReward(),
  sampleShopReward({ id: 2, name: 'Bicicleta', picture: 'bicicleta', price: 7 }),
  sampleShopReward({ id: 3, name: 'Pizza', picture: 'pizza', price: 6 }),
  sampleShopReward({ id: 4, name: 'Filme', picture: 'filme', price: 2, pending_request_id: 9 }),
];

function stubShop(overrides: Record<string, Handler> = {}) {
  return stubFetch({ [SHOP]: () => ({ body: sampleShop(5, rewards) }), ...overrides });
}

const show = (online = true) => renderPart(<ChildShopScreen childId={10} online={online} />);
const card = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;
const asks = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');

describe('the child’s shop', () => {
  it('shows the balance big, what the stars reach, what is missing and what was asked, and the way back', async () => {
    stubShop();
    const { container } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Minha loja' })).toBeInTheDocument();
    expect(await screen.findByText('Você tem 5 ⭐')).toBeInTheDocument();
    expect(within(card('Sorvete')).getByRole('button', { name: 'Pedir Sorvete' })).toBeEnabled();
    expect(card('Sorvete')).toHaveTextContent('3 ⭐');
    expect(card('Bicicleta')).toHaveTextContent('Faltam 2 estrelas');
    expect(card('Pizza')).toHaveTextContent('Falta 1 estrela');
    // Never a disabled button for what the stars do not reach: only the words.
    expect(within(card('Bicicleta')).queryByRole('button')).not.toBeInTheDocument();
    expect(card('Filme')).toHaveTextContent('Pedido enviado! Um adulto vai responder.');
    expect(within(card('Filme')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao meu dia' })).toHaveAttribute('href', '/child/10/meu-dia');
    await expectNoSeriousA11yViolations(container);
  });

  it('“Pedir” tapped twice asks once, with a key, and then says the request was sent', async () => {
    const { gate, release } = gated();
    let asked = false;
    const { calls } = stubShop({
      [SHOP]: () => ({
        body: sampleShop(
          5,
          rewards.map((r) => (r.id === 1 && asked ? { ...r, pending_request_id: 7 } : r)),
        ),
      }),
      [ASK]: async () => {
        await gate;
        asked = true;
        return { status: 201, body: sampleRequest() };
      },
    });
    show();
    const ask = await screen.findByRole('button', { name: 'Pedir Sorvete' });
    fireEvent.click(ask);
    fireEvent.click(ask);
    await waitFor(() => expect(ask).toHaveAttribute('aria-busy', 'true'));
    release();
    await waitFor(() => expect(card('Sorvete')).toHaveTextContent('Pedido enviado! Um adulto vai responder.'));
    expect(within(card('Sorvete')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pedido enviado! Um adulto vai responder.');
    const posts = asks(calls);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toMatch(KEY);
  });

  it('asking again after a failure sends the same key, so the server records one request', async () => {
    let failing = true;
    let asked = false;
    const { calls } = stubShop({
      [SHOP]: () => ({ body: sampleShop(5, [{ ...rewards[0]!, pending_request_id: asked ? 7 : null }]) }),
      [ASK]: () => {
        if (failing) return { status: 503, body: { error: 'x' } };
        asked = true;
        return { status: 201, body: sampleRequest() };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir Sorvete' }));
    expect(
      await within(card('Sorvete')).findByText('Não foi possível enviar o pedido. Tente de novo.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Pedir Sorvete' }));
    await waitFor(() => expect(card('Sorvete')).toHaveTextContent('Pedido enviado!'));
    const posts = asks(calls);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('a refusal (the stars went meanwhile) is the server’s words, calm', async () => {
    stubShop({
      [ASK]: () => ({ status: 409, body: { error: 'Ainda não há estrelas suficientes para esta recompensa.' } }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir Sorvete' }));
    expect(
      await within(card('Sorvete')).findByText('Ainda não há estrelas suficientes para esta recompensa.'),
    ).toBeInTheDocument();
  });

  it('offline it shows the kept shop and says to ask when the internet is back, asking nothing', async () => {
    const { calls } = stubShop();
    const client = createQueryClient();
    client.setQueryData(shopQueryOptions(10).queryKey, sampleShop(5, rewards));
    restoreConnection = goOffline();
    renderPart(<ChildShopScreen childId={10} online={false} />, client);
    expect(card('Sorvete')).toHaveTextContent('Sem conexão — peça quando a internet voltar.');
    expect(within(card('Sorvete')).queryByRole('button')).not.toBeInTheDocument();
    expect(card('Bicicleta')).toHaveTextContent('Faltam 2 estrelas');
    expect(calls).toEqual([]);
  });

  it('a request that finds no connection says the same, and nothing is kept to send later', async () => {
    const { calls } = stubShop({
      [ASK]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir Sorvete' }));
    expect(
      await within(card('Sorvete')).findByText('Sem conexão — peça quando a internet voltar.'),
    ).toBeInTheDocument();
    expect(asks(calls)).toHaveLength(1);
  });

  it('an empty shop says a grown-up can fill it; a failed one offers to try again', async () => {
    let answer: { status?: number; body: unknown } = { status: 503, body: { error: 'x' } };
    stubShop({ [SHOP]: () => answer });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível abrir a loja.');
    answer = { body: sampleShop(0, []) };
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('A loja ainda está vazia. Um adulto pode colocar recompensas aqui.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Você tem 0 ⭐')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao meu dia' })).toBeInTheDocument();
  });
});
