import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { BASIC_SCENARIOS, EMOTION_LABELS } from './emotion-data';
import { EmotionGame } from './emotion-game';
import { FEEDBACK_MS } from './rules';

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(11) });
const content = {
  type: 'emotion_recognition' as const,
  emotions: ['happy', 'sad', 'angry', 'worried'],
  difficulty: 'basic',
};

describe('EmotionGame', () => {
  it("answers lock, 'Muito bem!' or 'Quase lá!' with the right answer, 2.5 s auto-advance, then the score", async () => {
    const onComplete = vi.fn();
    render(<EmotionGame content={content} title="Emoções" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText('Pergunta 1 de 5')).toBeInTheDocument();

    for (let i = 0; i < 5; i++) {
      const options = within(screen.getByRole('group')).getAllByRole('button');
      expect(options).toHaveLength(4);
      fireEvent.click(options[0]!);
      // Locked: every option is disabled after one pick.
      for (const o of within(screen.getByRole('group')).getAllByRole('button')) expect(o).toBeDisabled();
      const status = screen.getByRole('status');
      const right = within(status).queryByText('Muito bem!');
      if (!right) {
        expect(within(status).getByText('Quase lá!')).toBeInTheDocument();
        expect(within(status).getByText(/^A resposta correta é: /)).toBeInTheDocument();
      }
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS - 100));
      expect(screen.getByText(`Pergunta ${i + 1} de 5`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    const { score, minutes } = onComplete.mock.calls[0]![0];
    expect(score % 20).toBe(0);
    expect(minutes).toBe(1);
  });

  it('names the correct answer after a wrong pick', () => {
    render(<EmotionGame content={content} title="Emoções" onComplete={vi.fn()} clock={clock()} />);
    const scenario = screen.getByTestId('emotion-scenario').textContent!;
    const answer = (Object.keys(BASIC_SCENARIOS) as (keyof typeof BASIC_SCENARIOS)[]).find((k) =>
      BASIC_SCENARIOS[k].includes(scenario),
    )!;
    const wrong = within(screen.getByRole('group'))
      .getAllByRole('button')
      .find((b) => !b.textContent!.includes(EMOTION_LABELS[answer]))!;
    fireEvent.click(wrong);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Quase lá!')).toBeInTheDocument();
    expect(within(status).getByText(`A resposta correta é: ${EMOTION_LABELS[answer]}`)).toBeInTheDocument();
    expect(wrong).toHaveTextContent('Sua resposta');
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <EmotionGame content={content} title="Emoções" onComplete={vi.fn()} clock={clock()} />,
    );
    await expectNoSeriousA11yViolations(container);
  });

  it("shows 'Configuração Inválida' when no listed emotion is known", () => {
    render(
      <EmotionGame
        content={{ type: 'emotion_recognition', emotions: ['bored'] }}
        title="Emoções"
        onComplete={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Configuração Inválida');
    expect(screen.getByRole('alert')).toHaveTextContent('Nenhuma emoção válida foi encontrada para esta atividade.');
  });

  it("'Recomeçar' starts over at question 1", async () => {
    render(<EmotionGame content={content} title="Emoções" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(within(screen.getByRole('group')).getAllByRole('button')[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByText('Pergunta 2 de 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Pergunta 1 de 5')).toBeInTheDocument();
  });
});
