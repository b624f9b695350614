import type { Activity } from '@neurobridge/shared/api/activities';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MS } from '../../../games/letters/rules';
import { sampleActivity, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { activitiesMessages } from '../messages';
import { ActivityPlayer } from './activity-player';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../../lib/sound', () => ({ playCue: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

describe('ActivityPlayer saves the time it measured (docs/product.md#score-and-time)', () => {
  it('sends the seconds from the opening of the game to its end, and the card shows them rounded once', async () => {
    const { calls } = stubFetch({ 'POST /api/children/10/progress': () => ({ status: 201, body: {} }) });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const activity = sampleActivity({
      content: JSON.stringify({ type: 'letter_matching', letters: ['A'] }),
      category: 'language',
    }) as Activity;
    renderWithProviders(
      <ActivityPlayer
        activity={activity}
        childId={10}
        entryId={7}
        settings={DEFAULT_SENSORY_SETTINGS}
        onExit={vi.fn()}
        onContinue={vi.fn()}
      />,
    );
    await screen.findByText('Qual palavra começa com a letra A?');
    // 40 s later the child answers: not "1 min" per game, which summed ten short games into 22 minutes.
    clock.mockRestore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_040_000 });
    const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
    fireEvent.click(options.find((b) => b.textContent!.includes('Abelha'))!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));

    expect(screen.getByTestId('completion-card')).toHaveTextContent('Tempo: < 1 min');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/children/10/progress',
        body: {
          activity_id: activity.id,
          status: 'completed',
          score: 100,
          seconds_spent: Math.round(40 + FEEDBACK_MS / 1000),
          played_at: new Date(1_040_000 + FEEDBACK_MS).toISOString(),
          schedule_entry_id: 7,
        },
      }),
    ]);
  });
});

describe('ActivityPlayer saves each game once (docs/product.md#idempotency)', () => {
  it('a retry after a failed save sends the same key and played_at; the next game gets its own key', async () => {
    let answer = 500;
    const entry = {
      id: 1,
      child_profile_id: 10,
      activity_id: 1,
      status: 'completed',
      score: 0,
      time_spent: 0,
      seconds_spent: 2,
      completion_date: '2026-11-27T15:00:00.000Z',
      parent_notes: null,
      activity_title: 'Letras',
      activity_category: 'language',
    };
    const { calls } = stubFetch({
      'POST /api/children/10/progress': () => ({ status: answer, body: answer === 201 ? entry : { error: 'Erro' } }),
    });
    const activity = sampleActivity({
      content: JSON.stringify({ type: 'letter_matching', letters: ['A'] }),
      category: 'language',
    }) as Activity;
    renderWithProviders(
      <ActivityPlayer
        activity={activity}
        childId={10}
        settings={DEFAULT_SENSORY_SETTINGS}
        onExit={vi.fn()}
        onContinue={vi.fn()}
      />,
    );
    await screen.findByText('Qual palavra começa com a letra A?');
    const ended = Date.parse('2026-11-27T15:00:00.000Z');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: ended - FEEDBACK_MS });
    const finishGame = async () => {
      const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
      fireEvent.click(options.find((b) => !b.textContent!.includes('Abelha'))!);
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    };
    await finishGame();
    const posts = () => calls.filter((c) => c.method === 'POST');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(activitiesMessages.player.saveError)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    const first = posts()[0]!;
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(first.body).toMatchObject({ played_at: new Date(ended).toISOString() });

    // Later, the retry: the same key and the same body, played_at included.
    answer = 201;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar salvar de novo' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(activitiesMessages.player.saved)).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]).toEqual(first);

    // Played again: a new game, a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    await finishGame();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(posts()).toHaveLength(3);
    expect(posts()[2]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(posts()[2]!.idempotencyKey).not.toBe(first.idempotencyKey);
    const again = posts()[2]!.body as { played_at: string };
    expect(Date.parse(again.played_at)).toBeGreaterThan(ended);
  });
});
