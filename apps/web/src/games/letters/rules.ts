import { DEFAULT_LETTERS, LETTER_KEYS } from '@neurobridge/shared/content/types/letter-matching/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { shuffle, type Random } from '../shared/random';
import type { LetterKey } from './letter-data';

// docs/product.md#letters-game: one question per letter, 4 word options, feedback shown 2.5 s.
export const OPTION_COUNT = 4;
export const FEEDBACK_MS = 2_500;

/**
 * Content → the letters to play (docs/product.md#letters-game): unknown letters are filtered out
 * and A–E is used when none is valid. They are asked in alphabetical order, which keeps the game
 * predictable.
 */
export function lettersFromContent(content: ContentOf<'letter_matching'>): LetterKey[] {
  const listed = Array.isArray(content.letters) ? content.letters : [];
  const letters = LETTER_KEYS.filter((k) => listed.includes(k));
  return letters.length > 0 ? letters : [...DEFAULT_LETTERS];
}

/** An option is the letter whose word it shows, so exactly one option starts with the asked letter. */
export interface LetterQuestion {
  answer: LetterKey;
  options: LetterKey[];
}

/**
 * The answer's word and 3 other words. The activity's own letters come first, so an activity about
 * letters that look alike (B, D, P) sets them side by side; the rest of A–P fills in.
 */
export function optionsFor(answer: LetterKey, letters: readonly LetterKey[], random: Random): LetterKey[] {
  const preferred = shuffle(
    letters.filter((l) => l !== answer),
    random,
  );
  const rest = shuffle(
    LETTER_KEYS.filter((l) => l !== answer && !letters.includes(l)),
    random,
  );
  return shuffle([answer, ...[...preferred, ...rest].slice(0, OPTION_COUNT - 1)], random);
}

export function buildQuestions(letters: readonly LetterKey[], random: Random): LetterQuestion[] {
  return letters.map((answer) => ({ answer, options: optionsFor(answer, letters, random) }));
}

export type LetterState = QuizState<LetterQuestion>;
export type LetterEvent = QuizEvent<LetterKey>;

/** The letters quiz: the shared quiz mechanics, one question per letter and 2.5 s feedback. */
export function lettersQuiz(letters: readonly LetterKey[]) {
  return createQuiz({ build: (random) => buildQuestions(letters, random), feedbackMs: FEEDBACK_MS });
}
