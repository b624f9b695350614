import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { LETTER_WORDS, type LetterKey } from './letter-data';
import { LettersGame } from './letters-game';
import { FEEDBACK_MS, LEVELS } from './rules';

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(11) });
const content = { type: 'letter_matching' as const, letters: ['A', 'E', 'I', 'O'] };

const shownLetter = () => screen.getByTestId('letter-shown').dataset.letter as LetterKey;
const options = () => within(screen.getByRole('group')).getAllByRole('button');
const optionFor = (letter: LetterKey) => options().find((b) => b.textContent?.includes(LETTER_WORDS[letter]))!;

describe('LettersGame', () => {
  it('one question per letter, answers lock, feedback, 2.5 s auto-advance, then the score', async () => {
    const onComplete = vi.fn();
    render(<LettersGame content={content} title="Vogais" onComplete={onComplete} clock={clock()} />);
    const asked: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
      const letter = shownLetter();
      asked.push(letter);
      expect(screen.getByText(`Qual palavra começa com a letra ${letter}?`)).toBeInTheDocument();
      expect(options()).toHaveLength(4);
      // Right on all but the last.
      fireEvent.click(i < 3 ? optionFor(letter) : options().find((b) => b !== optionFor(letter))!);
      for (const o of options()) expect(o).toHaveAttribute('aria-disabled', 'true');
      const status = screen.getByRole('status');
      if (i < 3) {
        expect(status).toHaveTextContent('Muito bem!');
      } else {
        expect(status).toHaveTextContent('Quase lá!');
        expect(status).toHaveTextContent(`A resposta correta é: ${LETTER_WORDS[letter]}`);
      }
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS - 100));
      expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(asked).toEqual(['A', 'E', 'I', 'O']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 75, minutes: 1 });
  });

  it('plays A–E when the content names no known letter', () => {
    render(
      <LettersGame
        content={{ type: 'letter_matching', letters: ['Z'] }}
        title="Letras"
        onComplete={vi.fn()}
        clock={clock()}
      />,
    );
    expect(screen.getByText('Pergunta 1 de 5')).toBeInTheDocument();
    expect(shownLetter()).toBe('A');
  });

  for (const n of [1, 3] as const) {
    const { options: count, feedbackMs } = LEVELS[n];
    it(`level ${n}: ${count} words in rows of three, each word whole; played to the end`, async () => {
      const onComplete = vi.fn();
      render(<LettersGame content={content} title="Vogais" onComplete={onComplete} clock={clock()} level={n} />);
      const group = screen.getByRole('group');
      expect(group).toHaveClass('grid-cols-3');
      for (let i = 0; i < 4; i++) {
        expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
        expect(options()).toHaveLength(count);
        for (const o of options()) expect(o).toHaveClass('@container');
        fireEvent.click(optionFor(shownLetter()));
        expect(screen.getByRole('status')).toHaveTextContent('Muito bem!');
        await act(() => vi.advanceTimersByTimeAsync(feedbackMs - 1));
        expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(1));
      }
      expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    });
  }

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<LettersGame content={content} title="Vogais" onComplete={vi.fn()} clock={clock()} />);
    await expectNoSeriousA11yViolations(container);
  });

  it("'Recomeçar' starts over at question 1", async () => {
    render(<LettersGame content={content} title="Vogais" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByText('Pergunta 2 de 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Pergunta 1 de 4')).toBeInTheDocument();
    expect(shownLetter()).toBe('A');
  });
});
