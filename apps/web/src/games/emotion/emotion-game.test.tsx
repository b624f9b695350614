import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { playCue } from '../../lib/sound';
import { seededRandom } from '../shared/random';
import { BASIC_SCENARIOS, EMOTION_LABELS, SELF_SCENARIOS } from './emotion-data';
import { EmotionGame } from './emotion-game';
import { FEEDBACK_MS } from './rules';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));

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
      // Locked: every option is locked after one pick.
      for (const o of within(screen.getByRole('group')).getAllByRole('button'))
        expect(o).toHaveAttribute('aria-disabled', 'true');
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

  it('self-recognition: every answer is accepted with a warm reflection, no marks, and answering all is 100', async () => {
    const onComplete = vi.fn();
    const self = {
      type: 'emotion_recognition' as const,
      emotions: ['happy', 'sad', 'angry', 'calm'],
      difficulty: 'self_recognition',
    };
    render(<EmotionGame content={self} title="Como eu me sinto?" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText('Pergunta 1 de 4')).toBeInTheDocument();
    expect(screen.getByText('Como você se sentiria?')).toBeInTheDocument();
    expect(screen.getByText(/Aqui não há resposta errada/)).toBeInTheDocument();

    for (let i = 0; i < 4; i++) {
      const scenario = screen.getByTestId('emotion-scenario').textContent!;
      const own = (Object.keys(SELF_SCENARIOS) as (keyof typeof SELF_SCENARIOS)[]).find((k) =>
        SELF_SCENARIOS[k].includes(scenario),
      )!;
      // Pick a feeling other than the situation's own: it is still the child's answer.
      const options = within(screen.getByRole('group')).getAllByRole('button');
      const other = options.find((b) => !b.textContent!.includes(EMOTION_LABELS[own]))!;
      const label = other.textContent!;
      fireEvent.click(other);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(`Tudo bem se sentir ${label.toLocaleLowerCase('pt-BR')}.`);
      expect(status).not.toHaveTextContent('Quase lá!');
      expect(status).not.toHaveTextContent('A resposta correta é');
      expect(other).toHaveTextContent('Sua escolha');
      expect(screen.queryByText('Resposta certa')).toBeNull();
      expect(screen.queryByText('Sua resposta')).toBeNull();
      expect(playCue).toHaveBeenLastCalledWith('correct', true);
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    }
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('self-recognition: no serious accessibility violations once a feeling is chosen', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <EmotionGame
        content={{ type: 'emotion_recognition', difficulty: 'self_recognition' }}
        title="Como eu me sinto?"
        onComplete={vi.fn()}
        clock={clock()}
      />,
    );
    fireEvent.click(within(screen.getByRole('group')).getAllByRole('button')[2]!);
    expect(screen.getByRole('status')).toHaveTextContent(/^Tudo bem se sentir /);
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

  /** The basic game without an emotions list, at a level; answers the right one or the first. */
  function renderAt(level: 1 | 3) {
    const onComplete = vi.fn();
    render(
      <EmotionGame
        content={{ type: 'emotion_recognition' }}
        title="Emoções"
        onComplete={onComplete}
        clock={clock()}
        level={level}
      />,
    );
    return onComplete;
  }
  const rightOption = () => {
    const scenario = screen.getByTestId('emotion-scenario').textContent!;
    const answer = (Object.keys(BASIC_SCENARIOS) as (keyof typeof BASIC_SCENARIOS)[]).find((k) =>
      BASIC_SCENARIOS[k].includes(scenario),
    )!;
    return within(screen.getByRole('group')).getByRole('button', { name: EMOTION_LABELS[answer] });
  };

  it('level 3: six questions of four options with a 2 s feedback, played to the end', async () => {
    const onComplete = renderAt(3);
    for (let i = 0; i < 6; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 6`)).toBeInTheDocument();
      expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(4);
      fireEvent.click(rightOption());
      await act(() => vi.advanceTimersByTimeAsync(1_999));
      expect(screen.getByText(`Pergunta ${i + 1} de 6`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('level 1: four questions of three options, each shown 3 s', async () => {
    const onComplete = renderAt(1);
    for (let i = 0; i < 4; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
      const options = within(screen.getByRole('group')).getAllByRole('button');
      expect(options.map((o) => o.textContent).sort()).toEqual(['Bravo', 'Feliz', 'Triste']);
      fireEvent.click(options[0]!);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
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
