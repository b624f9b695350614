import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROWN_UP_HOLD_MS } from '../../features/activities/components/child-mode/use-hold';
import { sampleShop, sampleShopReward } from '../../features/stars/stars-stubs';
import { startChildMode } from '../../lib/child-mode';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleChild, sampleUser, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function stubLia() {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/shop': () => ({ body: sampleShop(5, [sampleShopReward()]) }),
  });
}

const layer = () => screen.queryByRole('region', { name: 'Modo criança' });
const topBar = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

describe('/child/{id}/loja, the child’s shop (docs/product.md#stars-and-the-reward-shop)', () => {
  it('in child mode started on the child’s day: the layer, no top bar, the way back to the day', async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/child/10/meu-dia', childId: 10 });
    const { container, router } = renderRoute('/child/10/loja');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha loja' })).toBeInTheDocument();
    expect(layer()).toBeInTheDocument();
    expect(topBar()).toBeNull();
    expect(router.state.location.pathname).toBe('/child/10/loja');
    expect(screen.getByRole('link', { name: 'Voltar ao meu dia' })).toHaveAttribute('href', '/child/10/meu-dia');
    expect(await screen.findByRole('button', { name: 'Pedir Sorvete' })).toBeEnabled();
    await expectNoSeriousA11yViolations(container);
  });

  it('the grown-up’s hold ends child mode and opens the parent’s shop for the child', async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/child/10/meu-dia', childId: 10 });
    const { router } = renderRoute('/child/10/loja');
    const exit = await screen.findByRole('button', { name: 'Sair (adulto: segure 3 segundos)' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.pointerDown(exit);
    act(() => vi.advanceTimersByTime(GROWN_UP_HOLD_MS));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/10/recompensas'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja de recompensas de Lia' })).toBeInTheDocument();
    expect(layer()).toBeNull();
    expect(topBar()).toBeInTheDocument();
    expect(window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`)).toBeNull();
  });

  it('outside child mode the same shop shows in the page', async () => {
    stubLia();
    renderRoute('/child/10/loja');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha loja' })).toBeInTheDocument();
    expect(layer()).toBeNull();
    expect(topBar()).toBeInTheDocument();
  });

  it('an unknown child ends child mode and goes to the dashboard', async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/child/99/meu-dia', childId: 99 });
    const { router } = renderRoute('/child/99/loja');
    expect(await screen.findByText('Criança não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`)).toBeNull();
  });
});
