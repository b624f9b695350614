import {
  BASIC_EMOTIONS,
  SELF_EMOTIONS,
  type EmotionKey,
} from '@neurobridge/shared/content/types/emotion-recognition/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { pick, shuffle, type Random } from '../shared/random';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { BASIC_SCENARIOS, SELF_SCENARIOS } from './emotion-data';

// docs/product.md#emotion-game: up to 5 questions, 4 options, feedback shown 2.5 s, then the next one.
export const MAX_QUESTIONS = 5;
export const OPTION_COUNT = 4;
export const FEEDBACK_MS = 2_500;
export const DEFAULT_EMOTION_COUNT = 4;

export type EmotionSet = 'basic' | 'self_recognition';

export type EmotionSetup = { ok: true; set: EmotionSet; emotions: EmotionKey[] } | { ok: false };

/**
 * Content → the emotions to play (docs/product.md#emotion-game): unknown keys are filtered out;
 * without a list the first 4 of the set are used; a list with no known emotion is an invalid
 * configuration.
 */
export function setupFromContent(content: ContentOf<'emotion_recognition'>): EmotionSetup {
  const set: EmotionSet = content.difficulty === 'self_recognition' ? 'self_recognition' : 'basic';
  const known: readonly EmotionKey[] = set === 'basic' ? BASIC_EMOTIONS : SELF_EMOTIONS;
  const listed = Array.isArray(content.emotions) ? content.emotions : [];
  if (listed.length === 0) return { ok: true, set, emotions: known.slice(0, DEFAULT_EMOTION_COUNT) };
  const emotions = known.filter((k) => listed.includes(k));
  return emotions.length > 0 ? { ok: true, set, emotions } : { ok: false };
}

export interface EmotionQuestion {
  answer: EmotionKey;
  scenario: string;
  options: EmotionKey[];
}

function optionsFor(answer: EmotionKey, chosen: EmotionKey[], set: EmotionSet, random: Random): EmotionKey[] {
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
  return shuffle([answer, ...[...preferred, ...rest].slice(0, OPTION_COUNT - 1)], random);
}

/**
 * Basic: 5 questions cycling through the chosen emotions so each appears. Self-recognition: as
 * many situations as emotions, at most 5 (docs/product.md#emotion-game).
 */
export function buildQuestions(setup: Extract<EmotionSetup, { ok: true }>, random: Random): EmotionQuestion[] {
  const scenarios = setup.set === 'basic' ? BASIC_SCENARIOS : SELF_SCENARIOS;
  const count = setup.set === 'basic' ? MAX_QUESTIONS : Math.min(setup.emotions.length, MAX_QUESTIONS);
  const order = shuffle(setup.emotions, random);
  const used = new Set<string>();
  const questions: EmotionQuestion[] = [];
  for (let i = 0; i < count; i++) {
    const answer = order[i % order.length]!;
    const fresh = scenarios[answer].filter((s) => !used.has(s));
    const scenario = pick(fresh.length > 0 ? fresh : scenarios[answer], random);
    used.add(scenario);
    questions.push({ answer, scenario, options: optionsFor(answer, setup.emotions, setup.set, random) });
  }
  return questions;
}

export type EmotionState = QuizState<EmotionQuestion>;
export type EmotionEvent = QuizEvent<EmotionKey>;

/**
 * The emotion quiz: the shared quiz mechanics with this game's questions and 2.5 s feedback.
 * Self-recognition asks how the child would feel, so no answer is wrong: every pick is accepted
 * and the score is the share of situations answered (docs/product.md#emotion-game).
 */
export function emotionQuiz(setup: Extract<EmotionSetup, { ok: true }>) {
  return createQuiz({
    build: (random) => buildQuestions(setup, random),
    feedbackMs: FEEDBACK_MS,
    openAnswers: setup.set === 'self_recognition',
  });
}
