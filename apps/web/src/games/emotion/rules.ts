import {
  BASIC_EMOTIONS,
  SELF_EMOTIONS,
  type EmotionKey,
} from '@neurobridge/shared/content/types/emotion-recognition/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { pick, shuffle, type Random } from '../shared/random';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { BASIC_SCENARIOS, SELF_SCENARIOS } from './emotion-data';

// docs/product.md#emotion-game: up to 5 questions, 4 options, feedback shown 2.5 s, then the next one.
export const MAX_QUESTIONS = 5;
export const OPTION_COUNT = 4;
export const FEEDBACK_MS = 2_500;
export const DEFAULT_EMOTION_COUNT = 4;

/** One level of the basic set (docs/product.md#game-levels): how much is asked, and how fast. */
export interface EmotionLevel {
  /** Questions of a game; the chosen emotions cycle through them. */
  questions: number;
  /** Options per question: the answer and the others. */
  options: number;
  /** How long the feedback shows before the next question. */
  feedbackMs: number;
  /** The emotions played when the content lists none: the first n of the set. */
  defaultEmotions: number;
}

/**
 * docs/product.md#emotion-game, "Levels": level 2 is the game as described there; level 1 asks 4
 * questions with 3 options, the feedback 3 s, and plays 3 emotions by default; level 3 asks 6, the
 * feedback 2 s, and plays all six emotions by default. Options stay 4 at level 3: each is a picture
 * card two a row, and a fifth and sixth would push the answers off a phone. Self-recognition has no
 * levels (no feeling is wrong): it always plays level 2's numbers.
 */
export const LEVELS: Record<GameLevel, EmotionLevel> = {
  1: { questions: 4, options: 3, feedbackMs: 3_000, defaultEmotions: 3 },
  2: {
    questions: MAX_QUESTIONS,
    options: OPTION_COUNT,
    feedbackMs: FEEDBACK_MS,
    defaultEmotions: DEFAULT_EMOTION_COUNT,
  },
  3: { questions: 6, options: OPTION_COUNT, feedbackMs: 2_000, defaultEmotions: 6 },
};

export type EmotionSet = 'basic' | 'self_recognition';

/** The numbers a set plays at a level: the basic set's level, self-recognition always START_LEVEL's. */
export const levelOf = (set: EmotionSet, level: GameLevel): EmotionLevel =>
  LEVELS[set === 'basic' ? level : START_LEVEL];

export type EmotionSetup = { ok: true; set: EmotionSet; emotions: EmotionKey[] } | { ok: false };

/**
 * Content → the emotions to play (docs/product.md#emotion-game): unknown keys are filtered out;
 * without a list the first 4 of the set are used (the level's count in the basic set); a list with
 * no known emotion is an invalid configuration. A listed set of emotions is the content's: every
 * level plays it.
 */
export function setupFromContent(
  content: ContentOf<'emotion_recognition'>,
  level: GameLevel = START_LEVEL,
): EmotionSetup {
  const set: EmotionSet = content.difficulty === 'self_recognition' ? 'self_recognition' : 'basic';
  const known: readonly EmotionKey[] = set === 'basic' ? BASIC_EMOTIONS : SELF_EMOTIONS;
  const listed = Array.isArray(content.emotions) ? content.emotions : [];
  if (listed.length === 0) return { ok: true, set, emotions: known.slice(0, levelOf(set, level).defaultEmotions) };
  const emotions = known.filter((k) => listed.includes(k));
  return emotions.length > 0 ? { ok: true, set, emotions } : { ok: false };
}

export interface EmotionQuestion {
  answer: EmotionKey;
  scenario: string;
  options: EmotionKey[];
}

function optionsFor(
  answer: EmotionKey,
  chosen: EmotionKey[],
  set: EmotionSet,
  count: number,
  random: Random,
): EmotionKey[] {
  const all: readonly EmotionKey[] = set === 'basic' ? BASIC_EMOTIONS : SELF_EMOTIONS;
  // Distractors come from the activity's own emotions first, then from the rest of the set.
  const preferred = shuffle(
    chosen.filter((e) => e !== answer),
    random,
  );
  const rest = shuffle(
    all.filter((e) => e !== answer && !chosen.includes(e)),
    random,
  );
  return shuffle([answer, ...[...preferred, ...rest].slice(0, count - 1)], random);
}

/**
 * Basic: 5 questions (the level's count) cycling through the chosen emotions so each appears while
 * there are questions enough. Self-recognition: as many situations as emotions, at most 5
 * (docs/product.md#emotion-game).
 */
export function buildQuestions(
  setup: Extract<EmotionSetup, { ok: true }>,
  random: Random,
  level: GameLevel = START_LEVEL,
): EmotionQuestion[] {
  const numbers = levelOf(setup.set, level);
  const scenarios = setup.set === 'basic' ? BASIC_SCENARIOS : SELF_SCENARIOS;
  const count = setup.set === 'basic' ? numbers.questions : Math.min(setup.emotions.length, MAX_QUESTIONS);
  const order = shuffle(setup.emotions, random);
  const used = new Set<string>();
  const questions: EmotionQuestion[] = [];
  for (let i = 0; i < count; i++) {
    const answer = order[i % order.length]!;
    const fresh = scenarios[answer].filter((s) => !used.has(s));
    const scenario = pick(fresh.length > 0 ? fresh : scenarios[answer], random);
    used.add(scenario);
    questions.push({
      answer,
      scenario,
      options: optionsFor(answer, setup.emotions, setup.set, numbers.options, random),
    });
  }
  return questions;
}

export type EmotionState = QuizState<EmotionQuestion>;
export type EmotionEvent = QuizEvent<EmotionKey>;

/**
 * The emotion quiz: the shared quiz mechanics with this game's questions and 2.5 s feedback (the
 * level's). Self-recognition asks how the child would feel, so no answer is wrong: every pick is
 * accepted and the score is the share of situations answered (docs/product.md#emotion-game).
 */
export function emotionQuiz(setup: Extract<EmotionSetup, { ok: true }>, level: GameLevel = START_LEVEL) {
  return createQuiz({
    build: (random) => buildQuestions(setup, random, level),
    feedbackMs: levelOf(setup.set, level).feedbackMs,
    openAnswers: setup.set === 'self_recognition',
  });
}
