import 'fake-indexeddb/auto';
import type { Activity } from '@neurobridge/shared/api/activities';
import { levelsApi, type ChildLevels } from '@neurobridge/shared/api/levels';
import { GAME_KIND_LABELS, LEVELLED_KINDS } from '@neurobridge/shared/domain/game-levels';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey } from '../../../lib/api';
import { closeDevice, freshDevice, progressEntry, setConnection } from '../../../lib/offline/result-queue-fakes';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, sampleActivity, sampleUser, stubFetch, type Handler } from '../../../test/fetch-stub';
import { activitiesMessages } from '../messages';
import { ActivityPlayer } from './activity-player';

/*
 * The player plays at the child's level (docs/product.md#game-levels). A stand-in game shows the
 * level it was given and ends on a button, so these tests need no real game's rules.
 */
vi.mock('../../../games/registry', () => ({
  findGame: () => ({
    id: 'stand-in',
    loadingText: 'Carregando o jogo...',
    Game: ({ level, onComplete }: { level?: number; onComplete: (r: { score: number; minutes: number }) => void }) => (
      <div>
        <p>Nível do jogo: {level ?? 'nenhum'}</p>
        <button type="button" onClick={() => onComplete({ score: 90, minutes: 1 })}>
          Terminar bem
        </button>
      </div>
    ),
  }),
}));

beforeEach(freshDevice);
afterEach(closeDevice);

const t = activitiesMessages.player;
const MEMORY = { type: 'focus_exercise', task: 'memory' };

/** Every levelled kind at level 2, memory at `memory`. */
function levelsAnswer(memory: number, pinned = false): ChildLevels {
  return {
    levels: LEVELLED_KINDS.map((kind) => ({
      kind,
      label: GAME_KIND_LABELS[kind],
      level: kind === 'memory' ? memory : 2,
      pinned: kind === 'memory' && pinned,
      changed_at: kind === 'memory' ? '2026-11-20T12:00:00.000Z' : null,
    })),
  };
}

/** The server: the child's levels (a handler), and progress saves answered with `newLevel`. */
function server({ levels, newLevel = null }: { levels?: Handler; newLevel?: number | null } = {}) {
  let id = 0;
  return stubFetch({
    ...(levels ? { 'GET /api/children/10/levels': levels } : {}),
    'POST /api/children/10/progress': (init) => {
      const body = JSON.parse(String(init?.body)) as { activity_id: number; score: number; level?: number };
      return { status: 201, body: { ...progressEntry(++id, body), new_level: newLevel, stars: 3 } };
    },
  });
}

interface PlayerOptions {
  /** The activity's content: an object, or the stored text itself. */
  content?: unknown;
  /** Who plays (absent: child 10; undefined: nobody). */
  childId?: number;
  childMode?: boolean;
  /** Levels already on the device before the player opens. */
  kept?: ChildLevels;
}

function renderPlayer(options: PlayerOptions = {}) {
  const { content = MEMORY, childMode, kept } = options;
  const childId = 'childId' in options ? options.childId : 10;
  const queryClient = createQueryClient();
  queryClient.setQueryData(['session', 'user'], sampleUser);
  if (kept) queryClient.setQueryData(apiKey(levelsApi.list, { id: 10 }), kept);
  const handlers = { onExit: vi.fn(), onContinue: vi.fn(), onBackToDay: vi.fn() };
  const stored = typeof content === 'string' ? content : JSON.stringify(content);
  const activity = sampleActivity({ content: stored, category: 'focus' }) as Activity;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ActivityPlayer
        activity={activity}
        childId={childId}
        settings={DEFAULT_SENSORY_SETTINGS}
        childMode={childMode}
        {...handlers}
      />
    </QueryClientProvider>,
  );
  return { ...view, ...handlers, queryClient };
}

const saves = (calls: { method: string; body?: unknown }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
const levelReads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/children/10/levels');

async function finish() {
  fireEvent.click(await screen.findByRole('button', { name: 'Terminar bem' }));
  return screen.findByTestId('completion-card');
}

describe("ActivityPlayer plays at the child's level (docs/product.md#game-levels)", () => {
  it("shows the game's loading text while the levels are read, then plays and saves the child's level", async () => {
    const gate = gated();
    const { calls } = server({
      levels: async () => {
        await gate.gate;
        return { body: levelsAnswer(3) };
      },
    });
    renderPlayer();
    expect(await screen.findByText('Carregando o jogo...')).toBeInTheDocument();
    expect(screen.queryByText(/Nível do jogo/)).toBeNull();
    gate.release();
    expect(await screen.findByText('Nível do jogo: 3')).toBeInTheDocument();
    await finish();
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(saves(calls)).toEqual([expect.objectContaining({ level: 3, score: 90 })]);
  });

  it("tells a level up from the server's answer, and the next round plays the new level", async () => {
    let level = 2;
    const { calls } = server({ levels: () => ({ body: levelsAnswer(level) }), newLevel: 3 });
    const { container } = renderPlayer();
    expect(await screen.findByText('Nível do jogo: 2')).toBeInTheDocument();
    level = 3;
    const card = await finish();
    expect(await within(card).findByText('Você subiu para o nível 3!')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    fireEvent.click(within(card).getByRole('button', { name: 'Jogar de novo' }));
    // The result moved the level: the levels are read again before the next round starts.
    expect(await screen.findByText('Nível do jogo: 3')).toBeInTheDocument();
    expect(levelReads(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('never tells a level down', async () => {
    server({ levels: () => ({ body: levelsAnswer(2) }), newLevel: 1 });
    renderPlayer();
    const card = await finish();
    expect(await within(card).findByText(t.saved)).toBeInTheDocument();
    expect(within(card).queryByText(/nível/)).toBeNull();
  });

  it('a failed read plays the start level rather than hold the game', async () => {
    const { calls } = server({ levels: () => ({ status: 500, body: { error: 'Erro interno.' } }) });
    renderPlayer();
    expect(await screen.findByText('Nível do jogo: 2')).toBeInTheDocument();
    // Asked once: the game was not held by retries.
    expect(levelReads(calls)).toHaveLength(1);
    await finish();
    await screen.findByText(t.saved);
    expect(saves(calls)).toEqual([expect.objectContaining({ level: 2 })]);
  });

  it('offline: the levels kept on the device, or the start level without them, and nothing is asked', async () => {
    setConnection(false);
    const { calls } = server({ levels: () => ({ body: levelsAnswer(1) }) });
    const view = renderPlayer({ kept: levelsAnswer(3) });
    expect(await screen.findByText('Nível do jogo: 3')).toBeInTheDocument();
    await finish();
    expect(await screen.findByText(t.queued)).toBeInTheDocument();
    view.unmount();

    renderPlayer();
    expect(await screen.findByText('Nível do jogo: 2')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a read that lands mid-game does not change the game being played', async () => {
    server({ levels: () => ({ body: levelsAnswer(1) }) });
    const { queryClient } = renderPlayer();
    expect(await screen.findByText('Nível do jogo: 1')).toBeInTheDocument();
    queryClient.setQueryData(apiKey(levelsApi.list, { id: 10 }), levelsAnswer(3));
    expect(await screen.findByText('Nível do jogo: 1')).toBeInTheDocument();
    expect(screen.queryByText('Nível do jogo: 3')).toBeNull();
  });

  it('without a child, or for a kind without levels, the game gets no level and none is read or sent', async () => {
    const { calls } = server({ levels: () => ({ body: levelsAnswer(3) }) });
    const view = renderPlayer({ childId: undefined });
    expect(await screen.findByText('Nível do jogo: nenhum')).toBeInTheDocument();
    view.unmount();

    renderPlayer({ content: { type: 'breathing_exercise' } });
    expect(await screen.findByText('Nível do jogo: nenhum')).toBeInTheDocument();
    await finish();
    await screen.findByText(t.saved);
    expect(levelReads(calls)).toEqual([]);
    expect(saves(calls)[0]).not.toHaveProperty('level');
  });
});

describe("ActivityPlayer opened from 'Meu dia' (docs/product.md#my-day)", () => {
  it("in child mode the card offers 'Voltar ao meu dia' beside 'Jogar de novo'", async () => {
    server({ levels: () => ({ body: levelsAnswer(2) }) });
    const { onBackToDay, container } = renderPlayer({ childMode: true });
    const card = await finish();
    await within(card).findByText(t.saved);
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Jogar de novo', 'Voltar ao meu dia']);
    fireEvent.click(within(card).getByRole('button', { name: 'Voltar ao meu dia' }));
    expect(onBackToDay).toHaveBeenCalledTimes(1);
    await expectNoSeriousA11yViolations(container);
  });

  it("in child mode a message with nothing to play leads back to the day; outside it, 'Voltar'", async () => {
    server();
    const child = renderPlayer({ content: '', childMode: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar ao meu dia' }));
    expect(child.onBackToDay).toHaveBeenCalledTimes(1);
    child.unmount();

    const page = renderPlayer({ content: '' });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(page.onExit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Voltar ao meu dia' })).toBeNull();
  });
});
