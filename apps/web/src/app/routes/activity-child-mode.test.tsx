import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROWN_UP_HOLD_MS } from '../../features/activities/components/child-mode/use-hold';
import { useSession } from '../../features/session/use-session';
import { createQueryClient } from '../../lib/query-client';
import { sampleActivity, sampleChild, sampleUser, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The device's network for the account `userId`: one child, one activity. */
function stubs(userId = sampleUser.id) {
  return stubSignedInParent({
    'GET /api/users/me': () => ({ body: { ...sampleUser, id: userId } }),
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/activities/1': () => ({ body: sampleActivity() }),
    'POST /api/logout': () => ({ body: { success: true } }),
  });
}

const layer = () => screen.queryByRole('region', { name: 'Modo criança' });
const topBar = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

/** A new page load (a reload, or the address bar) on this device: the app starts again at `path`. */
function loadPage(path: string, userId = sampleUser.id) {
  cleanup();
  stubs(userId);
  return renderRoute(path);
}

async function startChildMode() {
  const { router } = loadPage('/activity/1?child=10');
  fireEvent.click(await screen.findByRole('button', { name: 'Jogar no modo criança' }));
  expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
  return router;
}

describe("child mode is the device's state (docs/product.md#child-mode)", () => {
  it('a reload stays in child mode, with the same child', async () => {
    await startChildMode();
    loadPage('/activity/1?child=10');
    expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
    expect(topBar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jogar no modo criança' })).toBeNull();
  });

  it.each(['/dashboard', '/child/10', '/activities?child=10', '/activity/1', '/minha-conta'])(
    'an edited URL (%s) returns to the child’s activity, without the top bar',
    async (path) => {
      await startChildMode();
      const { router } = loadPage(path);
      expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
      expect(router.state.location.pathname + router.state.location.search).toBe('/activity/1?child=10');
      expect(topBar()).toBeNull();
    },
  );

  it('another account signed in on the device is not held in it', async () => {
    await startChildMode();
    const { router } = loadPage('/dashboard', 2);
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(layer()).toBeNull();
  });

  it("only the grown-up's hold ends it; then the parent's pages open again", async () => {
    await startChildMode();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sair (adulto: segure 3 segundos)' }));
    act(() => vi.advanceTimersByTime(GROWN_UP_HOLD_MS));
    vi.useRealTimers();
    expect(layer()).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    const { router } = loadPage('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signing out ends it on the device', async () => {
    await startChildMode();
    cleanup();
    stubs();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(() => result.current.logout());
    const { router } = loadPage('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
