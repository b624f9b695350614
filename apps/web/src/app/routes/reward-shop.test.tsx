import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRequest, sampleShop, sampleShopReward, sampleStars } from '../../features/stars/stars-stubs';
import { sampleChild, stubSignedInParent, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** A signed-in parent with Lia (10), her shop and stars. */
function stubLia(overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/shop': () => ({ body: sampleShop(5, [sampleShopReward()]) }),
    'GET /api/children/10/stars': () => ({ body: sampleStars(5) }),
    'GET /api/children/10/progress': () => ({ body: { items: [], next_cursor: null } }),
    'GET /api/children/10/progress/summary': () => ({ body: { completed: 0, average_score: null, total: 0 } }),
    ...overrides,
  });
}

describe('the reward shop’s routes (docs/product.md#stars-and-the-reward-shop)', () => {
  it('/child/{id}/recompensas shows the child’s shop, with the way back to the profile', async () => {
    stubLia();
    renderRoute('/child/10/recompensas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja de recompensas de Lia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', '/child/10');
    expect(await screen.findByTestId('shop-balance')).toHaveTextContent('5 estrelas');
  });

  it('an unknown child goes to the dashboard, saying so', async () => {
    stubLia();
    const { router } = renderRoute('/child/99/recompensas');
    expect(await screen.findByText('Criança não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('the child page leads to the shop and shows the stars', async () => {
    stubLia({ 'GET /api/children/10/stars': () => ({ body: sampleStars(5, { '2026-11-22': [5, 1] }) }) });
    renderRoute('/child/10');
    expect(await screen.findByRole('link', { name: 'Loja de recompensas' })).toHaveAttribute(
      'href',
      '/child/10/recompensas',
    );
    const section = await screen.findByRole('region', { name: 'Estrelas e recompensas' });
    expect(await within(section).findByTestId('stars-balance')).toHaveTextContent('5 estrelas');
    expect(within(section).getByRole('table', { name: 'Últimas semanas' })).toHaveTextContent('Semana de 22/11');
  });

  it('the dashboard shows the requests waiting', async () => {
    stubLia({ 'GET /api/reward-requests': () => ({ body: { items: [sampleRequest()] } }) });
    renderRoute('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Pedidos de recompensa' });
    expect(panel).toHaveTextContent('Lia pediu');
    expect(within(panel).getByRole('button', { name: 'Aprovar' })).toBeEnabled();
  });
});
