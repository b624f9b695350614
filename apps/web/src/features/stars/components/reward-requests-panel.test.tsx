import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { sampleRequest } from '../stars-stubs';
import { RewardRequestsPanel } from './reward-requests-panel';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/reward-requests';
const APPROVE = 'POST /api/children/10/reward-requests/7/approve';
const DECLINE = 'POST /api/children/10/reward-requests/7/decline';

const theo = sampleRequest({
  id: 8,
  child_id: 11,
  child_name: 'Théo',
  reward_id: 2,
  reward_name: 'Passeio no parque',
  reward_picture: 'parquinho',
  price: 20,
  size: 'grande',
  balance: 22,
});

function stubRequests(overrides: Record<string, Handler> = {}) {
  return stubFetch({ [LIST]: () => ({ body: { items: [sampleRequest(), theo] } }), ...overrides });
}

const show = () => renderPart(<RewardRequestsPanel />);
const item = (name: string) => screen.getByText(name).closest('li')!;
const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');

describe('the dashboard’s reward requests', () => {
  it('lists each waiting request with the child, the picture, the reward, the price and the balance', async () => {
    stubRequests();
    const { container } = show();
    expect(await screen.findByRole('heading', { name: 'Pedidos de recompensa' })).toBeInTheDocument();
    const lia = item('Sorvete');
    expect(lia).toHaveTextContent('Lia pediu');
    expect(lia).toHaveTextContent('3 ⭐ · Pequena · Saldo: 5 ⭐');
    expect(lia.querySelector('img')).toHaveAttribute('src', expect.stringContaining('1F366'));
    expect(item('Passeio no parque')).toHaveTextContent('Théo pediu');
    expect(item('Passeio no parque')).toHaveTextContent('20 ⭐ · Grande · Saldo: 22 ⭐');
    const approve = within(lia).getByRole('button', { name: 'Aprovar' });
    expect(approve).toHaveAccessibleDescription(expect.stringContaining('Sorvete'));
    await expectNoSeriousA11yViolations(container);
  });

  it('shows nothing while no request waits', async () => {
    const { calls } = stubRequests({ [LIST]: () => ({ body: { items: [] } }) });
    const { container } = show();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('“Aprovar” clicked twice spends once: busy while it runs, then the toast with the new balance and the list read again', async () => {
    const { gate, release } = gated();
    let pending = [sampleRequest(), theo];
    const { calls } = stubRequests({
      [LIST]: () => ({ body: { items: pending } }),
      [APPROVE]: async () => {
        await gate;
        pending = [theo];
        return { body: sampleRequest({ status: 'approved', balance: 2, decided_at: '2026-11-24T16:00:00.000Z' }) };
      },
    });
    show();
    await screen.findByText('Sorvete');
    const approve = within(item('Sorvete')).getByRole('button', { name: 'Aprovar' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(approve).toHaveAttribute('aria-busy', 'true'));
    // One answer at a time: the other buttons wait too.
    expect(within(item('Passeio no parque')).getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    release();
    expect(await screen.findByText('“Sorvete” aprovada. Lia agora tem 2 estrelas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sorvete')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/api/children/10/reward-requests/7/approve' })]);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('approving the last request still says so, once the panel has gone', async () => {
    let pending = [sampleRequest()];
    stubRequests({
      [LIST]: () => ({ body: { items: pending } }),
      [APPROVE]: () => {
        pending = [];
        return { body: sampleRequest({ status: 'approved', balance: 1, decided_at: '2026-11-24T16:00:00.000Z' }) };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('“Sorvete” aprovada. Lia agora tem 1 estrela.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pedidos de recompensa' })).not.toBeInTheDocument();
  });

  it('too few stars: the server’s words, and the request stays', async () => {
    stubRequests({
      [APPROVE]: () => ({ status: 409, body: { error: 'Ainda não há estrelas suficientes para esta recompensa.' } }),
    });
    show();
    await screen.findByText('Sorvete');
    await userEvent.click(within(item('Sorvete')).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Ainda não há estrelas suficientes para esta recompensa.')).toBeInTheDocument();
    expect(screen.getByText('Sorvete')).toBeInTheDocument();
    expect(within(item('Sorvete')).getByRole('button', { name: 'Aprovar' })).toBeEnabled();
  });

  it('“Recusar” declines: “Pedido recusado.”', async () => {
    let pending = [sampleRequest()];
    const { calls } = stubRequests({
      [LIST]: () => ({ body: { items: pending } }),
      [DECLINE]: () => {
        pending = [];
        return { body: sampleRequest({ status: 'declined', decided_at: '2026-11-24T16:00:00.000Z' }) };
      },
    });
    show();
    await screen.findByText('Sorvete');
    await userEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Pedido recusado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Pedidos de recompensa' })).not.toBeInTheDocument(),
    );
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/api/children/10/reward-requests/7/decline' })]);
  });

  it('a list that fails to load says so and offers to try again', async () => {
    let failing = true;
    stubRequests({
      [LIST]: () => (failing ? { status: 503, body: { error: 'x' } } : { body: { items: [sampleRequest()] } }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os pedidos de recompensa.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Sorvete')).toBeInTheDocument();
  });
});
