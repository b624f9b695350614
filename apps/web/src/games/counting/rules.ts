import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { pick, shuffle, type Random } from '../shared/random';
import { COUNTING_OBJECT_KEYS, type CountingObjectKey } from './counting-data';

export type CountRange = readonly [min: number, max: number];

/** How much a counting game asks and how long it shows the answer, per level (docs/product.md#counting-game). */
export interface CountingLevel {
  /** The counts asked when the content sets no range of its own (no valid `range`, no `difficulty`). */
  range: CountRange;
  questions: number;
  options: number;
  feedbackMs: number;
}

/**
 * The levels (docs/product.md#game-levels): level 2 is the game as it always was (1–8 without a range
 * of the content's, 5 questions, 4 options, 2 s); level 1 counts up to 5 with 4 questions of 3
 * options and 2.5 s to see the answer; level 3 counts 6 to 20 with 6 questions. An activity that
 * sets its range (`range` or `difficulty`) keeps it at every level: the level then changes only
 * the questions, the options and the time.
 */
export const LEVELS: Record<GameLevel, CountingLevel> = {
  1: { range: [1, 5], questions: 4, options: 3, feedbackMs: 2_500 },
  2: { range: [1, 8], questions: 5, options: 4, feedbackMs: 2_000 },
  3: { range: [6, 20], questions: 6, options: 4, feedbackMs: 2_000 },
};

// docs/product.md#counting-game, level 2: 5 questions, 4 options, feedback shown 2 s, then the next one.
export const QUESTION_COUNT = LEVELS[START_LEVEL].questions;
export const OPTION_COUNT = LEVELS[START_LEVEL].options;
export const FEEDBACK_MS = LEVELS[START_LEVEL].feedbackMs;

// docs/product.md#counting-game: a range is accepted only as two numbers with min > 0, max > min
// and max ≤ 10; otherwise 'easy' gives 1–5, 'hard' 6–10 and anything else the level's (1–8 at level 2).
export const MAX_COUNT = 10;
export const EASY_RANGE: CountRange = [1, 5];
export const HARD_RANGE: CountRange = [6, 10];
export const DEFAULT_RANGE: CountRange = LEVELS[START_LEVEL].range;

/** Wrong options stay within 3 of the answer, so the child has to count rather than guess by size. */
export const DISTRACTOR_SPREAD = 3;
/** Objects are drawn in rows of 5, like a ten-frame, so a group is easy to count. */
export const ROW_SIZE = 5;

// A fraction of an object cannot be counted, so only whole numbers pass.
const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

export function rangeFromContent(
  content: ContentOf<'visual_math'>,
  level: CountingLevel = LEVELS[START_LEVEL],
): CountRange {
  const range = content.range;
  if (Array.isArray(range) && range.length === 2) {
    const [min, max] = range;
    if (isWhole(min) && isWhole(max) && min > 0 && max > min && max <= MAX_COUNT) return [min, max];
  }
  if (content.difficulty === 'easy') return EASY_RANGE;
  if (content.difficulty === 'hard') return HARD_RANGE;
  return level.range;
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

/**
 * The answer and distinct neighbours (3 at level 2) between 1 and `max` (10, or the top of a level's
 * longer range), in counting order.
 */
export function optionsFor(count: number, random: Random, options = OPTION_COUNT, max = MAX_COUNT): CountOption[] {
  const near = between(Math.max(1, count - DISTRACTOR_SPREAD), Math.min(max, count + DISTRACTOR_SPREAD));
  const distractors = shuffle(
    near.filter((n) => n !== count),
    random,
  ).slice(0, options - 1);
  return [count, ...distractors].sort((a, b) => a - b).map(asOption);
}

/**
 * The level's questions (5 at level 2), each with a new object and a count from the range that
 * differs from the last one.
 */
export function buildQuestions(
  range: CountRange,
  random: Random,
  level: CountingLevel = LEVELS[START_LEVEL],
): CountingQuestion[] {
  const objects = shuffle(COUNTING_OBJECT_KEYS, random).slice(0, level.questions);
  const max = Math.max(MAX_COUNT, range[1]);
  let previous = 0;
  return objects.map((object) => {
    const count = pick(
      between(range[0], range[1]).filter((n) => n !== previous),
      random,
    );
    previous = count;
    return { count, object, answer: asOption(count), options: optionsFor(count, random, level.options, max) };
  });
}

/** How many objects go on each row: 8 → [5, 3]. */
export function objectRows(count: number): number[] {
  const rows: number[] = [];
  for (let left = count; left > 0; left -= ROW_SIZE) rows.push(Math.min(ROW_SIZE, left));
  return rows;
}

/** Objects per ten-frame (two rows of 5); more than 10 objects are drawn as ten-frames side by side. */
export const FRAME_SIZE = 2 * ROW_SIZE;

/** The rows of each ten-frame: 13 → [[5, 5], [3]]. */
export function objectFrames(count: number): number[][] {
  const rows = objectRows(count);
  const frames: number[][] = [];
  for (let i = 0; i < rows.length; i += 2) frames.push(rows.slice(i, i + 2));
  return frames;
}

export type CountingState = QuizState<CountingQuestion>;
export type CountingEvent = QuizEvent<CountOption>;

/** The counting quiz: the shared quiz mechanics with this game's questions and the level's feedback time. */
export function countingQuiz(range: CountRange, level: CountingLevel = LEVELS[START_LEVEL]) {
  return createQuiz({ build: (random) => buildQuestions(range, random, level), feedbackMs: level.feedbackMs });
}
