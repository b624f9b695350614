import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { pick, shuffle, type Random } from '../shared/random';
import { COUNTING_OBJECT_KEYS, type CountingObjectKey } from './counting-data';

// docs/product.md#counting-game: 5 questions, 4 options, feedback shown 2 s, then the next one.
export const QUESTION_COUNT = 5;
export const OPTION_COUNT = 4;
export const FEEDBACK_MS = 2_000;

// docs/product.md#counting-game: a range is accepted only as two numbers with min > 0, max > min
// and max ≤ 10; otherwise 'easy' gives 1–5, 'hard' 6–10 and anything else 1–8.
export const MAX_COUNT = 10;
export type CountRange = readonly [min: number, max: number];
export const EASY_RANGE: CountRange = [1, 5];
export const HARD_RANGE: CountRange = [6, 10];
export const DEFAULT_RANGE: CountRange = [1, 8];

/** Wrong options stay within 3 of the answer, so the child has to count rather than guess by size. */
export const DISTRACTOR_SPREAD = 3;
/** Objects are drawn in rows of 5, like a ten-frame, so a group is easy to count. */
export const ROW_SIZE = 5;

// A fraction of an object cannot be counted, so only whole numbers pass.
const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

export function rangeFromContent(content: ContentOf<'visual_math'>): CountRange {
  const range = content.range;
  if (Array.isArray(range) && range.length === 2) {
    const [min, max] = range;
    if (isWhole(min) && isWhole(max) && min > 0 && max > min && max <= MAX_COUNT) return [min, max];
  }
  if (content.difficulty === 'easy') return EASY_RANGE;
  if (content.difficulty === 'hard') return HARD_RANGE;
  return DEFAULT_RANGE;
}

/** Options are the numbers as strings, since the shared quiz compares string keys. */
export type CountOption = `${number}`;
export const asOption = (n: number): CountOption => `${n}`;

export interface CountingQuestion {
  count: number;
  object: CountingObjectKey;
  answer: CountOption;
  options: CountOption[];
}

function between(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The answer and 3 distinct neighbours between 1 and 10, in counting order. */
export function optionsFor(count: number, random: Random): CountOption[] {
  const near = between(Math.max(1, count - DISTRACTOR_SPREAD), Math.min(MAX_COUNT, count + DISTRACTOR_SPREAD));
  const distractors = shuffle(
    near.filter((n) => n !== count),
    random,
  ).slice(0, OPTION_COUNT - 1);
  return [count, ...distractors].sort((a, b) => a - b).map(asOption);
}

/** 5 questions, each with a new object and a count from the range that differs from the last one. */
export function buildQuestions(range: CountRange, random: Random): CountingQuestion[] {
  const objects = shuffle(COUNTING_OBJECT_KEYS, random).slice(0, QUESTION_COUNT);
  let previous = 0;
  return objects.map((object) => {
    const count = pick(
      between(range[0], range[1]).filter((n) => n !== previous),
      random,
    );
    previous = count;
    return { count, object, answer: asOption(count), options: optionsFor(count, random) };
  });
}

/** How many objects go on each row: 8 → [5, 3]. */
export function objectRows(count: number): number[] {
  const rows: number[] = [];
  for (let left = count; left > 0; left -= ROW_SIZE) rows.push(Math.min(ROW_SIZE, left));
  return rows;
}

export type CountingState = QuizState<CountingQuestion>;
export type CountingEvent = QuizEvent<CountOption>;

/** The counting quiz: the shared quiz mechanics with this game's questions and 2 s feedback. */
export function countingQuiz(range: CountRange) {
  return createQuiz({ build: (random) => buildQuestions(range, random), feedbackMs: FEEDBACK_MS });
}
