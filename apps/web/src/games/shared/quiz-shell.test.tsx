import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { createQuiz } from './quiz';
import { QuizShell } from './quiz-shell';
import { ListenButton } from './listen-button';
import { seededRandom } from './random';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

const FEEDBACK_MS = 1_000;
type Q = { word: string; answer: string; options: string[] };
const quiz = createQuiz<Q>({
  build: () => [
    { word: 'gato', answer: 'g', options: ['g', 'p'] },
    { word: 'pato', answer: 'p', options: ['g', 'p'] },
  ],
  feedbackMs: FEEDBACK_MS,
});
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

function renderShell(props: { feedbackReading?: (q: Q, right: boolean) => string; onComplete?: () => void } = {}) {
  return render(
    <QuizShell
      quiz={quiz}
      title="Letras"
      tips={['Dica']}
      onComplete={props.onComplete ?? vi.fn()}
      clock={{ now: () => Date.now(), random: seededRandom(1) }}
      reading={(q) => `Com que letra começa ${q.word}?`}
      feedbackReading={props.feedbackReading}
      optionsLabel={(q) => `Letras de ${q.word}`}
      renderPrompt={(q, { large, listen, answered }) => (
        <div>
          <p data-testid="prompt" data-large={large} data-answered={answered}>
            {q.word}
          </p>
          <ListenButton onListen={listen} />
        </div>
      )}
      renderOption={(option) => <span>{option.toUpperCase()}</span>}
      renderFeedback={(q, right, picked) => <p>{right ? 'Certo' : `Você escolheu ${picked}; era ${q.answer}`}</p>}
    />,
  );
}
const options = () => within(screen.getByRole('group', { name: /^Letras de/ })).getAllByRole('button');

describe('QuizShell', () => {
  it('shows the frame, the progress and the question, and reads the question aloud', () => {
    renderShell();
    expect(screen.getByRole('region', { name: 'Letras' })).toBeInTheDocument();
    expect(screen.getByText('Pergunta 1 de 2')).toBeInTheDocument();
    expect(screen.getByTestId('prompt')).toHaveTextContent('gato');
    expect(screen.getByRole('group', { name: 'Letras de gato' })).toBeInTheDocument();
    expect(spoken()).toEqual(['Com que letra começa gato?']);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(spoken()).toEqual(['Com que letra começa gato?', 'Com que letra começa gato?']);
  });

  it('locks the options, plays the cue and says the feedback, then moves on after the feedback time', async () => {
    renderShell({ feedbackReading: (q, right) => (right ? 'Certo!' : `Era ${q.answer}`) });
    fireEvent.click(options()[1]!);
    for (const o of options()) expect(o).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Você escolheu p; era g');
    expect(screen.getByTestId('prompt')).toHaveAttribute('data-answered', 'true');
    expect(playCue).toHaveBeenCalledWith('try_again', true);
    expect(spoken().at(-1)).toBe('Era g');
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByText('Pergunta 2 de 2')).toBeInTheDocument();
    expect(spoken().at(-1)).toBe('Com que letra começa pato?');
  });

  it('without a feedback reading, the cue alone marks the answer', () => {
    renderShell();
    fireEvent.click(options()[0]!);
    expect(playCue).toHaveBeenCalledWith('correct', true);
    expect(spoken()).toEqual(['Com que letra começa gato?']);
  });

  it('reports the score once after the last feedback', async () => {
    const onComplete = vi.fn();
    renderShell({ onComplete });
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 50, minutes: 1 });
  });

  it('shows the question large when no voice could say it', () => {
    vi.mocked(speak).mockReturnValue(false);
    renderShell();
    expect(screen.getByTestId('prompt')).toHaveAttribute('data-large', 'true');
  });
});
