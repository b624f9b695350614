import 'fake-indexeddb/auto';
import type { Activity } from '@neurobridge/shared/api/activities';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MS } from '../../../games/letters/rules';
import { isGameOpen } from '../../../lib/offline/game-in-progress';
import { queuedItems, refusedItems, startQueueSender } from '../../../lib/offline/result-queue';
import { closeDevice, fakeServer, freshDevice, setConnection } from '../../../lib/offline/result-queue-fakes';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { sampleActivity, sampleUser } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { activitiesMessages } from '../messages';
import { ActivityPlayer } from './activity-player';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../../lib/sound', () => ({ playCue: vi.fn() }));

beforeEach(freshDevice);
afterEach(closeDevice);

function play(content: unknown, category = 'focus') {
  const onExit = vi.fn();
  const activity = sampleActivity({ content: JSON.stringify(content), category }) as Activity;
  renderWithProviders(
    <ActivityPlayer activity={activity} settings={DEFAULT_SENSORY_SETTINGS} onExit={onExit} onContinue={vi.fn()} />,
  );
  return { onExit };
}

describe('ActivityPlayer picks the game for the content', () => {
  it('loads the game the registry finds', async () => {
    play({ type: 'letter_matching', letters: ['A', 'E'] }, 'language');
    expect(await screen.findByText('Qual palavra começa com a letra A?')).toBeInTheDocument();
    expect(screen.getByText('Pergunta 1 de 2')).toBeInTheDocument();
  });

  it('shows the completion card in the frame, focused, and plays again from the start', async () => {
    play({ type: 'letter_matching', letters: ['A'] }, 'language');
    await screen.findByText('Qual palavra começa com a letra A?');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
    fireEvent.click(options.find((b) => !b.textContent!.includes('Abelha'))!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));

    const card = screen.getByTestId('completion-card');
    expect(screen.getByTestId('game-root')).toContainElement(card);
    expect(screen.getByRole('heading', { name: 'Vamos tentar de novo?' })).toHaveFocus();
    expect(card).toHaveTextContent('Pontuação: 0%');
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(screen.queryByTestId('completion-card')).toBeNull();
    expect(screen.getByText('Pergunta 1 de 1')).toBeInTheDocument();
  });
});

const letters = () =>
  sampleActivity({
    content: JSON.stringify({ type: 'letter_matching', letters: ['A'] }),
    category: 'language',
  }) as Activity;

/** The player for Lia (child 10) of the signed-in Ana (user 1), on a letters game of one question. */
async function playForLia(props: { entryId?: number; childMode?: boolean } = {}) {
  const activity = letters();
  const view = renderWithProviders(
    <ActivityPlayer
      activity={activity}
      childId={10}
      settings={DEFAULT_SENSORY_SETTINGS}
      onExit={vi.fn()}
      onContinue={vi.fn()}
      {...props}
    />,
  );
  view.queryClient.setQueryData(['session', 'user'], sampleUser);
  await screen.findByText('Qual palavra começa com a letra A?');
  return { ...view, activity };
}

/** Answers the one question (right or wrong) and lets the feedback end: the card shows. */
async function finishGame(right = true) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
  fireEvent.click(options.find((b) => b.textContent!.includes('Abelha') === right)!);
  await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
  vi.useRealTimers();
}

const t = activitiesMessages.player;

/** The saves the fake server received (the player also reads the child's levels first). */
const saves = <C extends { method: string }>(server: { calls: C[] }) => server.calls.filter((c) => c.method === 'POST');

describe('ActivityPlayer saves the time it measured (docs/product.md#score-and-time)', () => {
  it('sends the seconds from the opening of the game to its end, and the card shows them rounded once', async () => {
    const server = fakeServer();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { activity } = await playForLia({ entryId: 7 });
    // 40 s later the child answers: not "1 min" per game, which summed ten short games into 22 minutes.
    clock.mockRestore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_040_000 });
    const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
    fireEvent.click(options.find((b) => b.textContent!.includes('Abelha'))!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    vi.useRealTimers();

    expect(screen.getByTestId('completion-card')).toHaveTextContent('Tempo: < 1 min');
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(saves(server)).toEqual([
      expect.objectContaining({
        path: '/api/children/10/progress',
        body: {
          activity_id: activity.id,
          status: 'completed',
          score: 100,
          seconds_spent: Math.round(40 + FEEDBACK_MS / 1000),
          played_at: new Date(1_040_000 + FEEDBACK_MS).toISOString(),
          schedule_entry_id: 7,
          // The child's levels could not be read (this fake has none): the start level was played.
          level: 2,
        },
      }),
    ]);
  });
});

describe('ActivityPlayer saves through the queue on the device (docs/product.md#offline-play)', () => {
  it('a game on screen is marked open until the card shows, and again when played again', async () => {
    fakeServer();
    await playForLia();
    expect(isGameOpen()).toBe(true);
    await finishGame();
    expect(screen.getByTestId('completion-card')).toBeInTheDocument();
    expect(isGameOpen()).toBe(false);
    await screen.findByText(t.saved);
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(isGameOpen()).toBe(true);
  });

  it('online: saving, then saved, and nothing is left on the device', async () => {
    const server = fakeServer(undefined, { hold: true });
    await playForLia();
    await finishGame();
    expect(screen.getByRole('status')).toHaveTextContent(t.saving);
    await server.arrivals(1);
    server.release();
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(await queuedItems(1)).toEqual([]);
    expect(server.recorded.size).toBe(1);
  });

  it('offline: kept on the device, said calmly; it turns into saved by itself when the queue sends it', async () => {
    setConnection(false);
    const server = fakeServer();
    const { container } = await playForLia({ childMode: true });
    await finishGame();
    expect(await screen.findByText(t.queued)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls).toEqual([]);
    const [kept] = await queuedItems(1);
    expect(kept).toMatchObject({ kind: 'progress', userId: 1, childId: 10, activityTitle: 'Como eles se sentem?' });
    await expectNoSeriousA11yViolations(container);

    // The connection returns: the page's sender sends it, and the card follows.
    setConnection(true);
    const stop = startQueueSender(1, () => {});
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(server.posted()).toEqual([kept!.key]);
    stop();
  });

  it('server trouble: kept; the same key and played_at go again later, and the server records the game once', async () => {
    let trouble = true;
    const server = fakeServer(() => (trouble ? { status: 503, body: { error: 'Erro interno.' } } : undefined));
    await playForLia();
    await finishGame(false);
    expect(await screen.findByText(t.queued)).toBeInTheDocument();
    trouble = false;
    const stop = startQueueSender(1, () => {});
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    stop();
    const [first, second] = saves(server);
    expect(second).toEqual(first);
    expect(server.recorded.size).toBe(1);

    // Played again: a new game, a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    await finishGame(false);
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(saves(server)).toHaveLength(3);
    expect(saves(server)[2]!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it("refused: the server's reason without a way to retry, and the refusal is not kept to show again", async () => {
    fakeServer(() => ({ status: 403, body: { error: 'Atividade bloqueada no seu plano.' } }));
    const { container } = await playForLia();
    await finishGame();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Atividade bloqueada no seu plano.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(await queuedItems(1)).toEqual([]);
    expect(await refusedItems(1)).toEqual([]);
    await expectNoSeriousA11yViolations(container);
  });

  it('kept, then refused when sent later while the card is open: the card shows the reason, once', async () => {
    setConnection(false);
    fakeServer(() => ({ status: 404, body: { error: 'Criança não encontrada.' } }));
    await playForLia();
    await finishGame();
    expect(await screen.findByText(t.queued)).toBeInTheDocument();
    setConnection(true);
    const stop = startQueueSender(1, () => {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Criança não encontrada.');
    stop();
    await vi.waitFor(async () => expect(await refusedItems(1)).toEqual([]));
  });
});
