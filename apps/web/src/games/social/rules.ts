import { SCENARIO_KEYS } from '@neurobridge/shared/content/types/social-scenario/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { drawInOrder, shuffle, type Random } from '../shared/random';
import { SOCIAL_OPTION_KEYS, SOCIAL_SCENARIOS, type ScenarioKey, type SocialOptionKey } from './social-data';

// docs/product.md#social-game: at most 3 situations per session, 4 options each, feedback shown 3 s.
export const MAX_SCENARIOS = 3;
export const OPTION_COUNT = 4;
export const FEEDBACK_MS = 3_000;

/** One level (docs/product.md#game-levels): how many situations, options and how long the feedback. */
export interface SocialLevel {
  /** Situations a session plays at most (and the first n when the content names none). */
  scenarios: number;
  /** Options per situation: the best one and others, drawn at random. */
  options: number;
  feedbackMs: number;
}

/**
 * docs/product.md#social-game, "Levels": level 2 is the game as described there; level 1 plays 2
 * situations of 3 options with 4 s to read the feedback; level 3 plays 4 situations. The feedback is
 * never shorter than 3 s: each option's explanation is a sentence to read or hear.
 */
export const LEVELS: Record<GameLevel, SocialLevel> = {
  1: { scenarios: 2, options: 3, feedbackMs: 4_000 },
  2: { scenarios: MAX_SCENARIOS, options: OPTION_COUNT, feedbackMs: FEEDBACK_MS },
  3: { scenarios: 4, options: OPTION_COUNT, feedbackMs: FEEDBACK_MS },
};

const isScenario = (key: unknown): key is ScenarioKey => (SCENARIO_KEYS as readonly unknown[]).includes(key);

/**
 * Content → the situations it names (docs/product.md#social-game): unknown keys are filtered out,
 * each is kept once in the content's order, and the first 3 (the level's count) are used when none
 * is valid.
 */
export function scenariosFromContent(
  content: ContentOf<'social_scenario'>,
  level: GameLevel = START_LEVEL,
): ScenarioKey[] {
  const listed = Array.isArray(content.scenarios) ? content.scenarios : [];
  const known = [...new Set(listed.filter(isScenario))];
  return known.length > 0 ? known : SCENARIO_KEYS.slice(0, LEVELS[level].scenarios);
}

/**
 * The situations of one session: all of them when there are 3 (the level's count) or fewer;
 * otherwise 3 drawn at random, in the content's order, so a 5-situation activity shows a different
 * mix each time. A content naming fewer than the level plays keeps its own number.
 */
export function sessionScenarios(
  scenarios: readonly ScenarioKey[],
  random: Random,
  count: number = MAX_SCENARIOS,
): ScenarioKey[] {
  return drawInOrder(scenarios, count, random);
}

/** The options of a situation, shuffled: all four, or the best and `count - 1` others drawn at random. */
function optionsFor(best: SocialOptionKey, count: number, random: Random): SocialOptionKey[] {
  if (count >= SOCIAL_OPTION_KEYS.length) return shuffle(SOCIAL_OPTION_KEYS, random);
  const others = shuffle(
    SOCIAL_OPTION_KEYS.filter((key) => key !== best),
    random,
  ).slice(0, count - 1);
  return shuffle([best, ...others], random);
}

export interface SocialQuestion {
  scenario: ScenarioKey;
  answer: SocialOptionKey;
  /** The 4 options (the level's) in a shuffled order, so the best one is not always in the same place. */
  options: SocialOptionKey[];
}

export function buildQuestions(
  scenarios: readonly ScenarioKey[],
  random: Random,
  level: GameLevel = START_LEVEL,
): SocialQuestion[] {
  const { scenarios: count, options } = LEVELS[level];
  return sessionScenarios(scenarios, random, count).map((scenario) => ({
    scenario,
    answer: SOCIAL_SCENARIOS[scenario].best,
    options: optionsFor(SOCIAL_SCENARIOS[scenario].best, options, random),
  }));
}

export type SocialState = QuizState<SocialQuestion>;
export type SocialEvent = QuizEvent<SocialOptionKey>;

/** The social quiz: the shared quiz mechanics with these situations and 3 s feedback (the level's). */
export function socialQuiz(scenarios: readonly ScenarioKey[], level: GameLevel = START_LEVEL) {
  return createQuiz({
    build: (random) => buildQuestions(scenarios, random, level),
    feedbackMs: LEVELS[level].feedbackMs,
  });
}
