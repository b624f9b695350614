import { DEFAULT_LETTERS, LETTER_KEYS } from '@neurobridge/shared/content/types/letter-matching/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { shuffle, type Random } from '../shared/random';
import type { LetterKey } from './letter-data';

/** How many words each question offers and how long the answer shows, per level (docs/product.md#letters-game). */
export interface LettersLevel {
  options: number;
  feedbackMs: number;
}

/**
 * The levels (docs/product.md#game-levels): level 2 is the game as it always was, 4 words and 2.5 s;
 * level 1 offers 3 words with 3 s to see the answer, level 3 offers 6. The content's letters (one
 * question each) are the same at every level.
 */
export const LEVELS: Record<GameLevel, LettersLevel> = {
  1: { options: 3, feedbackMs: 3_000 },
  2: { options: 4, feedbackMs: 2_500 },
  3: { options: 6, feedbackMs: 2_500 },
};

// docs/product.md#letters-game, level 2: one question per letter, 4 word options, feedback shown 2.5 s.
export const OPTION_COUNT = LEVELS[START_LEVEL].options;
export const FEEDBACK_MS = LEVELS[START_LEVEL].feedbackMs;

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
 * The answer's word and other words (3 at level 2). The activity's own letters come first, so an
 * activity about letters that look alike (B, D, P) sets them side by side; the rest of A–P fills in.
 */
export function optionsFor(
  answer: LetterKey,
  letters: readonly LetterKey[],
  random: Random,
  options = OPTION_COUNT,
): LetterKey[] {
  const preferred = shuffle(
    letters.filter((l) => l !== answer),
    random,
  );
  const rest = shuffle(
    LETTER_KEYS.filter((l) => l !== answer && !letters.includes(l)),
    random,
  );
  return shuffle([answer, ...[...preferred, ...rest].slice(0, options - 1)], random);
}

export function buildQuestions(
  letters: readonly LetterKey[],
  random: Random,
  level: LettersLevel = LEVELS[START_LEVEL],
): LetterQuestion[] {
  return letters.map((answer) => ({ answer, options: optionsFor(answer, letters, random, level.options) }));
}

export type LetterState = QuizState<LetterQuestion>;
export type LetterEvent = QuizEvent<LetterKey>;

/** The letters quiz: the shared quiz mechanics, one question per letter and the level's options and feedback time. */
export function lettersQuiz(letters: readonly LetterKey[], level: LettersLevel = LEVELS[START_LEVEL]) {
  return createQuiz({ build: (random) => buildQuestions(letters, random, level), feedbackMs: level.feedbackMs });
}
