import type { Board } from '@neurobridge/shared/api/boards';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROWN_UP_HOLD_MS } from '../../features/activities/components/child-mode/use-hold';
import { MONDAY_NOON, sampleRoutine, stubMyDay } from '../../features/schedule/schedule-stubs';
import { startChildMode } from '../../lib/child-mode';
import { setClock } from '../../lib/clock';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleChild, sampleUser, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';
import { sampleCell } from '../../features/boards/board-stubs';

vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The connection comes back for the next test (the data layer heard it go).
  window.dispatchEvent(new Event('online'));
  window.localStorage.clear();
});

const cell = sampleCell;
const HOME: Board = {
  id: 1,
  name: 'Principal',
  rows: 2,
  cols: 3,
  updated_at: '2026-11-28T10:00:00.000Z',
  cells: [cell({ row: 0, col: 0, label: 'eu', word_class: 'person' }), cell({ row: 0, col: 1, label: 'quero' })],
};

function stubLia() {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/boards': () => ({ body: { boards: [HOME] } }),
  });
}

const BOARD = '/child/10/prancha';
const layer = () => screen.queryByRole('region', { name: 'Modo criança' });
const topBar = () => screen.queryByRole('navigation', { name: 'Navegação principal' });
const editButton = () => screen.queryByRole('button', { name: 'Editar prancha' });
const editHold = () => screen.queryByRole('button', { name: 'Editar (adulto: segure 3 segundos)' });

function hold(button: HTMLElement, ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fireEvent.pointerDown(button);
  act(() => vi.advanceTimersByTime(ms));
  fireEvent.pointerUp(button);
  vi.useRealTimers();
}

describe('/child/{id}/prancha in child mode (docs/product.md#in-child-mode-and-offline)', () => {
  it("'Abrir a prancha no modo criança' makes the board child mode's home: on the layer, with no way back and editing behind the hold", async () => {
    stubLia();
    const { container, router } = renderRoute(BOARD);
    expect(await screen.findByRole('heading', { name: 'Principal' })).toBeInTheDocument();
    expect(layer()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir a prancha no modo criança' }));
    expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`)!)).toEqual({
      path: BOARD,
      childId: 10,
    });
    expect(router.state.location.pathname).toBe(BOARD);
    expect(topBar()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Voltar ao meu dia' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Voltar ao perfil' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir a prancha no modo criança' })).toBeNull();
    expect(editButton()).toBeNull();
    expect(editHold()).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it("on the layer, without the top bar or any edit control; back leads to the child's day; words speak", async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/child/10/meu-dia', childId: 10 });
    const { container, router } = renderRoute(BOARD);
    expect(await screen.findByRole('heading', { name: 'Principal' })).toBeInTheDocument();
    expect(layer()).toBeInTheDocument();
    expect(topBar()).toBeNull();
    expect(router.state.location.pathname).toBe(BOARD);
    expect(screen.getByRole('link', { name: 'Voltar ao meu dia' })).toHaveAttribute('href', '/child/10/meu-dia');
    expect(screen.queryByRole('link', { name: 'Voltar ao perfil' })).toBeNull();
    expect(editButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nova prancha' })).toBeNull();
    expect(editHold()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'eu' }));
    expect(vi.mocked(speak).mock.calls.at(-1)?.[0]).toBe('eu');
    await expectNoSeriousA11yViolations(container);
  });

  it("a grown-up's 3 s hold opens editing, still in child mode; 'Concluir edição' locks it again", async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/child/10/meu-dia', childId: 10 });
    renderRoute(BOARD);
    const lock = await screen.findByRole('button', { name: 'Editar (adulto: segure 3 segundos)' });
    // A child's tap (or a short press) does not open it.
    hold(lock, 1_000);
    expect(screen.getByText('Soltou antes da hora. Para editar, segure por 3 segundos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir edição' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar eu' })).toBeNull();

    hold(screen.getByRole('button', { name: 'Editar (adulto: segure 3 segundos)' }), GROWN_UP_HOLD_MS);
    expect(await screen.findByRole('button', { name: 'Concluir edição' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nova prancha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar eu' })).toBeInTheDocument();
    expect(layer()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Concluir edição' }));
    expect(editHold()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova prancha' })).toBeNull();
  });

  it("the grown-up's exit ends child mode and leaves the board in the page, with editing", async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/child/10/meu-dia', childId: 10 });
    const { router } = renderRoute(BOARD);
    hold(await screen.findByRole('button', { name: 'Sair (adulto: segure 3 segundos)' }), GROWN_UP_HOLD_MS);
    await waitFor(() => expect(layer()).toBeNull());
    expect(router.state.location.pathname).toBe(BOARD);
    expect(topBar()).toBeInTheDocument();
    expect(editButton()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', '/child/10');
    expect(window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`)).toBeNull();
  });

  it("'Minha prancha' on the child's day opens the board in child mode, and back returns to the day", async () => {
    setClock(MONDAY_NOON);
    stubMyDay([sampleRoutine({ id: 2 })], { 'GET /api/children/10/boards': () => ({ body: { boards: [HOME] } }) });
    startChildMode(sampleUser.id, { path: '/child/10/meu-dia', childId: 10 });
    const { router } = renderRoute('/child/10/meu-dia');
    await userEvent.click(await screen.findByRole('link', { name: 'Minha prancha' }));
    expect(await screen.findByRole('heading', { name: 'Principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(BOARD);
    expect(layer()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao meu dia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu dia' })).toBeInTheDocument();
    expect(layer()).toBeInTheDocument();
  });

  it('child mode started on an activity is not left for the board', async () => {
    stubLia();
    startChildMode(sampleUser.id, { path: '/activity/1?child=10', childId: 10 });
    const { router } = renderRoute(BOARD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/1'));
  });

  it('offline the board still speaks, and editing says it comes back with the internet', async () => {
    stubLia();
    const { router } = renderRoute(BOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar prancha' }));
    expect(await screen.findByRole('button', { name: 'Nova prancha' })).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Sem conexão: a edição volta quando a internet voltar.')).toBeInTheDocument();
    expect(editButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nova prancha' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'quero' }));
    expect(vi.mocked(speak).mock.calls.at(-1)?.[0]).toBe('quero');
    expect(router.state.location.pathname).toBe(BOARD);
  });

  it("shown online, every photo and recording of every board is kept in the account's cache", async () => {
    const kept = new Map<string, Set<string>>();
    vi.stubGlobal('caches', {
      keys: async () => [...kept.keys()],
      delete: async (name: string) => kept.delete(name),
      open: async (name: string) => {
        if (!kept.has(name)) kept.set(name, new Set());
        const urls = kept.get(name)!;
        return {
          match: async (url: string) => (urls.has(url) ? new Response('') : undefined),
          put: async (url: string) => void urls.add(url),
        };
      },
    });
    const media = (id: number) => `/api/children/10/boards/media/${id}`;
    const withMedia: Board = {
      ...HOME,
      cells: [
        cell({ row: 0, col: 0, label: 'eu', photo_id: 5, voice_id: 6 }),
        cell({ row: 0, col: 1, label: 'quero' }),
      ],
    };
    const folder: Board = {
      ...HOME,
      id: 2,
      name: 'Comida',
      cells: [cell({ row: 0, col: 0, label: 'água', photo_id: 7 })],
    };
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/children/10/boards': () => ({ body: { boards: [withMedia, folder] } }),
      [`GET ${media(5)}`]: () => ({ body: 'photo' }),
      [`GET ${media(6)}`]: () => ({ body: 'voice' }),
      [`GET ${media(7)}`]: () => ({ body: 'photo' }),
    });
    renderRoute(BOARD);
    expect(await screen.findByRole('heading', { name: 'Principal' })).toBeInTheDocument();
    await waitFor(() =>
      expect([...(kept.get(`neurobridge-board-media-${sampleUser.id}`) ?? [])].sort()).toEqual([
        media(5),
        media(6),
        media(7),
      ]),
    );
  });
});
