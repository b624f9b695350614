import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROWN_UP_HOLD_MS } from '../../features/activities/components/child-mode/use-hold';
import { MONDAY_NOON, sampleEntry, sampleRoutine, stubMyDay } from '../../features/schedule/schedule-stubs';
import { setClock } from '../../lib/clock';
import { closeDevice, freshDevice } from '../../lib/offline/result-queue-fakes';
import { sampleActivity, sampleUser } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));

beforeEach(async () => {
  await freshDevice();
  setClock(MONDAY_NOON);
});
afterEach(closeDevice);

const DAY = '/child/10/meu-dia';
const stored = () => window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`);
const layer = () => screen.queryByRole('region', { name: 'Modo criança' });
const topBar = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

/** A new page load on this device (a reload, or the address bar): the app starts again at `path`. */
function loadPage(path: string) {
  cleanup();
  stubMyDay([sampleRoutine({ id: 2 }), sampleEntry({ id: 3, activity_id: 1, time: '08:00' })], {
    'GET /api/activities/1': () => ({ body: sampleActivity() }),
    'GET /api/children/10/shop': () => ({ body: { balance: 4, items: [] } }),
  });
  return renderRoute(path);
}

/** The parent opens 'Meu dia' in child mode from the child page. */
async function startFromChildPage() {
  const { router } = loadPage('/child/10');
  await userEvent.click(await screen.findByRole('button', { name: 'Abrir o Meu dia no modo criança' }));
  expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(DAY));
  return router;
}

describe("child mode with 'Meu dia' as its home (docs/product.md#my-day)", () => {
  it('starts from the child page, full screen asked in the click, and a reload stays on the day', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.assign(document.documentElement, { requestFullscreen });
    await startFromChildPage();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(topBar()).toBeNull();
    const { router } = loadPage(DAY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu dia' })).toBeInTheDocument();
    expect(layer()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(DAY);
    delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
  });

  it('starts from the week too', async () => {
    loadPage('/child/10/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir o Meu dia no modo criança' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu dia' })).toBeInTheDocument();
    expect(layer()).toBeInTheDocument();
  });

  it.each([
    '/dashboard',
    '/child/10',
    '/child/10/schedule',
    '/child/10/recompensas',
    '/child/11/meu-dia',
    '/activities?child=10',
    '/activity/1?child=10',
    '/activity/1?child=10&entry=3',
  ])('an edited URL (%s) returns to the day', async (path) => {
    await startFromChildPage();
    const { router } = loadPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu dia' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(DAY);
    expect(topBar()).toBeNull();
  });

  it("an entry of the day opens in child mode, and the child's shop is allowed", async () => {
    await startFromChildPage();
    let { router } = loadPage('/activity/1?child=10&entry=3&from=meu-dia');
    // The player, in child mode: no detail, no 'Jogar no modo criança'.
    expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jogar no modo criança' })).toBeNull();
    expect(router.state.location.search).toBe('?child=10&entry=3&from=meu-dia');
    ({ router } = loadPage('/child/10/loja'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha loja' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/child/10/loja');
    expect(layer()).toBeInTheDocument();
  });

  it("the grown-up's hold ends it on the day: the parent's preview, full screen left", async () => {
    const exitFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => document.documentElement });
    Object.assign(document, { exitFullscreen });
    const router = await startFromChildPage();
    const exit = await screen.findByRole('button', { name: 'Sair (adulto: segure 3 segundos)' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.pointerDown(exit);
    act(() => vi.advanceTimersByTime(GROWN_UP_HOLD_MS));
    vi.useRealTimers();
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(layer()).toBeNull();
    expect(stored()).toBeNull();
    expect(router.state.location.pathname).toBe(DAY);
    expect(screen.getByRole('button', { name: 'Abrir o Meu dia no modo criança' })).toBeInTheDocument();
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
  });

  it('an unknown child ends child mode and goes to the dashboard', async () => {
    loadPage('/child/10');
    window.localStorage.setItem(
      `neurobridge.child-mode.${sampleUser.id}`,
      JSON.stringify({ path: '/child/99/meu-dia', childId: 99 }),
    );
    const { router } = loadPage('/child/99/meu-dia');
    expect(await screen.findByText('Criança não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(stored()).toBeNull();
  });
});
