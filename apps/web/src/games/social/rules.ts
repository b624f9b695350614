import { SCENARIO_KEYS } from '@neurobridge/shared/content/types/social-scenario/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { createQuiz, type QuizEvent, type QuizState } from '../shared/quiz';
import { shuffle, type Random } from '../shared/random';
import { SOCIAL_OPTION_KEYS, SOCIAL_SCENARIOS, type ScenarioKey, type SocialOptionKey } from './social-data';

// docs/product.md#social-game: at most 3 situations per session, 4 options each, feedback shown 3 s.
export const MAX_SCENARIOS = 3;
export const OPTION_COUNT = 4;
export const FEEDBACK_MS = 3_000;

const isScenario = (key: unknown): key is ScenarioKey => (SCENARIO_KEYS as readonly unknown[]).includes(key);

/**
 * Content → the situations it names (docs/product.md#social-game): unknown keys are filtered out,
 * each is kept once in the content's order, and the first 3 are used when none is valid.
 */
export function scenariosFromContent(content: ContentOf<'social_scenario'>): ScenarioKey[] {
  const listed = Array.isArray(content.scenarios) ? content.scenarios : [];
  const known = [...new Set(listed.filter(isScenario))];
  return known.length > 0 ? known : SCENARIO_KEYS.slice(0, MAX_SCENARIOS);
}

/**
 * The situations of one session: all of them when there are 3 or fewer; otherwise 3 drawn at
 * random, in the content's order, so a 5-situation activity shows a different mix each time.
 */
export function sessionScenarios(scenarios: readonly ScenarioKey[], random: Random): ScenarioKey[] {
  if (scenarios.length <= MAX_SCENARIOS) return [...scenarios];
  const chosen = new Set(shuffle(scenarios, random).slice(0, MAX_SCENARIOS));
  return scenarios.filter((s) => chosen.has(s));
}

export interface SocialQuestion {
  scenario: ScenarioKey;
  answer: SocialOptionKey;
  /** The 4 options in a shuffled order, so the best one is not always in the same place. */
  options: SocialOptionKey[];
}

export function buildQuestions(scenarios: readonly ScenarioKey[], random: Random): SocialQuestion[] {
  return sessionScenarios(scenarios, random).map((scenario) => ({
    scenario,
    answer: SOCIAL_SCENARIOS[scenario].best,
    options: shuffle(SOCIAL_OPTION_KEYS, random),
  }));
}

export type SocialState = QuizState<SocialQuestion>;
export type SocialEvent = QuizEvent<SocialOptionKey>;

/** The social quiz: the shared quiz mechanics with these situations and 3 s feedback. */
export function socialQuiz(scenarios: readonly ScenarioKey[]) {
  return createQuiz({ build: (random) => buildQuestions(scenarios, random), feedbackMs: FEEDBACK_MS });
}
