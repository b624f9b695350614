import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { createQuiz } from './quiz';
import { QuizShell } from './quiz-shell';
import { EMPHASIS_MS, ListenButton, NOTE_MS } from './listen-button';
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

const openQuiz = createQuiz<Q>({
  build: () => [
    { word: 'gato', answer: 'g', options: ['g', 'p'] },
    { word: 'pato', answer: 'p', options: ['g', 'p'] },
  ],
  feedbackMs: FEEDBACK_MS,
  openAnswers: true,
});

function renderShell(
  props: {
    feedbackReading?: (q: Q, right: boolean) => string;
    onComplete?: () => void;
    open?: boolean;
  } = {},
) {
  return render(
    <QuizShell
      quiz={props.open ? openQuiz : quiz}
      openMark={props.open ? 'Sua escolha' : undefined}
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
    for (const o of options()) expect(o).toHaveAttribute('aria-disabled', 'true');
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

  it('takes the focus to the prompt of each new question, never to an option that would look chosen', async () => {
    renderShell();
    const prompt = () => screen.getByTestId('quiz-prompt');
    // The first question too: focus would otherwise be nowhere once the 'Começar' button is gone.
    expect(document.activeElement).toBe(prompt());
    expect(prompt()).toHaveAttribute('tabindex', '-1');
    // Focus nowhere (the child tapped the page): the next question still takes it.
    prompt().blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(document.activeElement).toBe(prompt());
    expect(prompt()).toHaveTextContent('Pergunta 2 de 2');
    expect(prompt()).toHaveTextContent('pato');
    for (const option of options()) expect(option).not.toHaveFocus();
  });

  it('the picked option keeps the focus through the whole feedback, locked but never disabled', async () => {
    renderShell();
    const picked = options()[1]!;
    picked.focus();
    fireEvent.click(picked);
    expect(playCue).toHaveBeenCalledTimes(1);
    // A disabled button would drop the focus to the page (and the next Tab to the header).
    for (let t = 0; t < FEEDBACK_MS; t += 250) {
      expect(picked).not.toBeDisabled();
      expect(picked).toHaveAttribute('aria-disabled', 'true');
      expect(document.activeElement).toBe(picked);
      // A second press (Enter held, a double tap) changes nothing.
      fireEvent.click(picked);
      await act(() => vi.advanceTimersByTimeAsync(250));
    }
    expect(playCue).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByTestId('quiz-prompt'));
    expect(screen.getByTestId('quiz-prompt')).toHaveTextContent('Pergunta 2 de 2');
    for (const option of options()) expect(option).not.toHaveAttribute('aria-disabled');
  });

  it('moves the focus from an answer button to the prompt of the next question', async () => {
    renderShell();
    fireEvent.click(options()[1]!);
    // Focus still on an option of the quiz (a browser that keeps it there): it moves to the prompt.
    options()[0]!.focus();
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(document.activeElement).toBe(screen.getByTestId('quiz-prompt'));
  });

  it('does not take the focus from elsewhere on the page', async () => {
    render(<input aria-label="outro" />);
    renderShell();
    screen.getByLabelText('outro').focus();
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByText('Pergunta 2 de 2')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('outro'));
  });

  it('shows the question large when no voice could say it', () => {
    vi.mocked(speak).mockReturnValue(false);
    renderShell();
    expect(screen.getByTestId('prompt')).toHaveAttribute('data-large', 'true');
  });

  it("without a voice, 'Ouvir de novo' emphasises the question once and reads it to screen readers", async () => {
    vi.mocked(speak).mockReturnValue(false);
    renderShell();
    const area = () => screen.getByTestId('prompt').closest('.rounded-2xl.transition-shadow')!;
    expect(area()).not.toHaveAttribute('data-emphasis');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(spoken()).toEqual(['Com que letra começa gato?', 'Com que letra começa gato?']);
    expect(area()).toHaveAttribute('data-emphasis', 'true');
    expect(area().querySelector('[aria-live].sr-only')).toHaveTextContent('Com que letra começa gato?');
    // The shell answered the press: the button adds no note of its own.
    expect(screen.queryByTestId('listen-note')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(EMPHASIS_MS));
    expect(area()).not.toHaveAttribute('data-emphasis');
    expect(area().querySelector('[aria-live].sr-only')).toBeEmptyDOMElement();
    // Each press emphasises again.
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(area()).toHaveAttribute('data-emphasis', 'true');
  });

  it('an open quiz accepts every answer: no right or wrong marks, the pick marked as the child’s own', async () => {
    const onComplete = vi.fn();
    renderShell({ open: true, onComplete });
    fireEvent.click(options()[1]!);
    expect(options()[1]).toHaveTextContent('Sua escolha');
    expect(screen.queryByText('Resposta certa')).toBeNull();
    expect(screen.queryByText('Sua resposta')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Certo');
    expect(playCue).toHaveBeenCalledWith('correct', true);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    // Every situation answered: the whole share.
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });
});

describe('ListenButton', () => {
  it('a bare say that no voice could speak: the button shows the phrase large itself, for a while', async () => {
    render(<ListenButton onListen={() => false} text="Eu quero água" />);
    expect(screen.queryByTestId('listen-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    const note = screen.getByTestId('listen-note');
    expect(note).toHaveTextContent('Eu quero água');
    expect(note).toHaveClass('text-3xl');
    expect(note.parentElement).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(NOTE_MS));
    expect(screen.queryByTestId('listen-note')).toBeNull();
  });

  it('without the phrase, the note says where the words are', () => {
    render(<ListenButton onListen={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(screen.getByTestId('listen-note')).toHaveTextContent('As frases aparecem em letras grandes.');
  });

  it('adds nothing when a voice said it or the game answered the press', () => {
    render(
      <>
        <ListenButton onListen={() => true} label="Um" />
        <ListenButton onListen={() => undefined} label="Dois" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Um' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dois' }));
    expect(screen.queryByTestId('listen-note')).toBeNull();
  });
});
