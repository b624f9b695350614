import { SCENARIO_KEYS } from '@neurobridge/shared/content/types/social-scenario/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import {
  buildQuestions,
  FEEDBACK_MS,
  LEVELS,
  MAX_SCENARIOS,
  OPTION_COUNT,
  scenariosFromContent,
  sessionScenarios,
  socialQuiz,
  type SocialState,
} from './rules';
import { SOCIAL_OPTION_KEYS, SOCIAL_SCENARIOS, type ScenarioKey } from './social-data';
import { playQuiz } from '../../test/play-quiz';

const random = seededRandom(42);
const scenarios = (list?: unknown[]) => scenariosFromContent({ type: 'social_scenario', scenarios: list });

const play = (quiz: ReturnType<typeof socialQuiz>, state: SocialState, pickRight: (i: number) => boolean) =>
  playQuiz(quiz.reduce, state, pickRight, { random, feedbackMs: FEEDBACK_MS, thinkMs: 20_000 });

describe('content → situations (docs/product.md#social-game)', () => {
  it('has 5 situations, each with 4 options with their own feedback and one best', () => {
    expect(SCENARIO_KEYS).toHaveLength(5);
    for (const key of SCENARIO_KEYS) {
      const s = SOCIAL_SCENARIOS[key];
      expect(s.situation).not.toBe('');
      expect(s.question).not.toBe('');
      expect(Object.keys(s.options)).toEqual([...SOCIAL_OPTION_KEYS]);
      expect(SOCIAL_OPTION_KEYS).toContain(s.best);
      const feedback = Object.values(s.options).map((o) => o.feedback);
      expect(new Set(feedback).size).toBe(OPTION_COUNT);
      for (const o of Object.values(s.options)) expect(o.text).not.toBe('');
    }
  });

  it('defaults to the first 3 without a list, with an empty one or with none valid', () => {
    const first3 = ['dividir_brinquedo', 'pedir_ajuda', 'fazer_amigo'];
    expect(scenarios()).toEqual(first3);
    expect(scenarios([])).toEqual(first3);
    expect(scenarios(['brigar', 3, null])).toEqual(first3);
  });

  it("filters unknown keys out and keeps the content's order, each once", () => {
    expect(scenarios(['esperar_vez', 'voar', 'dividir_brinquedo', 'esperar_vez'])).toEqual([
      'esperar_vez',
      'dividir_brinquedo',
    ]);
  });
});

describe('questions', () => {
  it('plays every listed situation when there are 3 or fewer', () => {
    const two: ScenarioKey[] = ['colega_triste', 'dividir_brinquedo'];
    expect(buildQuestions(two, random).map((q) => q.scenario)).toEqual(two);
  });

  it('plays at most 3 per session, in content order, drawn anew each time', () => {
    const all = [...SCENARIO_KEYS];
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const chosen = sessionScenarios(all, seededRandom(seed));
      expect(chosen).toHaveLength(MAX_SCENARIOS);
      expect(chosen).toEqual(all.filter((s) => chosen.includes(s)));
      seen.add(chosen.join());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('offers the 4 options shuffled, the best among them', () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      for (const q of buildQuestions([...SCENARIO_KEYS], seededRandom(seed))) {
        expect([...q.options].sort()).toEqual([...SOCIAL_OPTION_KEYS]);
        expect(q.answer).toBe(SOCIAL_SCENARIOS[q.scenario].best);
        positions.add(q.options.indexOf(q.answer));
      }
    }
    expect(positions.size).toBe(OPTION_COUNT);
  });
});

describe('play (docs/product.md#social-game)', () => {
  const quiz = socialQuiz(['dividir_brinquedo', 'pedir_ajuda', 'fazer_amigo']);
  const start = () => quiz.init(0, seededRandom(3));

  it('locks the answer after one pick', () => {
    const s0 = start();
    const q = s0.questions[0]!;
    const wrong = q.options.find((o) => o !== q.answer)!;
    const s1 = quiz.reduce(s0, { type: 'answer', option: wrong }, 1_000, random);
    expect(quiz.reduce(s1, { type: 'answer', option: q.answer }, 1_100, random)).toBe(s1);
    expect(s1).toMatchObject({ picked: wrong, correct: 0, phase: 'feedback' });
  });

  it('shows feedback for 3 s, then moves on', () => {
    expect(FEEDBACK_MS).toBe(3_000);
    const s0 = start();
    const s1 = quiz.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1).toMatchObject({ phase: 'feedback', correct: 1, advanceAt: 4_000 });
    expect(quiz.reduce(s1, { type: 'tick' }, 3_999, random)).toBe(s1);
    expect(quiz.reduce(s1, { type: 'tick' }, 4_000, random)).toMatchObject({
      phase: 'question',
      index: 1,
      picked: null,
    });
  });

  it('reports the percentage of best choices after the last feedback', () => {
    // 2 of 3: 67 %; 3 × 23 s = 69 s → 1 minute.
    expect(play(quiz, start(), (i) => i > 0).result).toEqual({ score: 67, minutes: 1 });
    expect(play(quiz, start(), () => true).result?.score).toBe(100);
    expect(play(quiz, start(), () => false).result?.score).toBe(0);
    const two = socialQuiz(['dividir_brinquedo', 'esperar_vez']);
    expect(play(two, two.init(0, random), (i) => i === 0).result?.score).toBe(50);
  });

  it('does not report before the last feedback has been shown', () => {
    let s = start();
    for (let i = 0; i < 3; i++) {
      s = quiz.reduce(s, { type: 'answer', option: s.questions[i]!.answer }, i * 20_000, random);
      if (i < 2) s = quiz.reduce(s, { type: 'tick' }, i * 20_000 + FEEDBACK_MS, random);
    }
    expect(s).toMatchObject({ phase: 'feedback', result: null });
  });

  it('restarts with a clean score', () => {
    const again = quiz.reduce(
      play(quiz, start(), () => true),
      { type: 'restart' },
      90_000,
      random,
    );
    expect(again).toMatchObject({ phase: 'question', index: 0, correct: 0, result: null, startedAt: 90_000 });
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the game as documented: 3 situations, 4 options, 3 s', () => {
    expect(LEVELS[2]).toEqual({ scenarios: MAX_SCENARIOS, options: OPTION_COUNT, feedbackMs: FEEDBACK_MS });
    expect(LEVELS[2]).toEqual({ scenarios: 3, options: 4, feedbackMs: 3_000 });
  });

  it('grows from level 1 to 3, and every level fits the five situations and four options', () => {
    expect(LEVELS[1]).toEqual({ scenarios: 2, options: 3, feedbackMs: 4_000 });
    expect(LEVELS[3]).toEqual({ scenarios: 4, options: 4, feedbackMs: 3_000 });
    for (const [easier, harder] of [
      [LEVELS[1], LEVELS[2]],
      [LEVELS[2], LEVELS[3]],
    ] as const) {
      expect(easier.scenarios).toBeLessThanOrEqual(harder.scenarios);
      expect(easier.options).toBeLessThanOrEqual(harder.options);
      expect(easier.feedbackMs).toBeGreaterThanOrEqual(harder.feedbackMs);
    }
    for (const level of [1, 2, 3] as const) {
      expect(LEVELS[level].scenarios).toBeLessThanOrEqual(SCENARIO_KEYS.length);
      expect(LEVELS[level].options).toBeLessThanOrEqual(SOCIAL_OPTION_KEYS.length);
      expect(LEVELS[level].feedbackMs).toBeGreaterThanOrEqual(FEEDBACK_MS);
    }
  });

  it("without a list, plays the level's first situations; a list is the content's at every level", () => {
    const none = { type: 'social_scenario' as const };
    expect(scenariosFromContent(none, 1)).toEqual(['dividir_brinquedo', 'pedir_ajuda']);
    expect(scenariosFromContent(none, 3)).toEqual(['dividir_brinquedo', 'pedir_ajuda', 'fazer_amigo', 'esperar_vez']);
    const two = { type: 'social_scenario' as const, scenarios: ['colega_triste', 'pedir_ajuda'] };
    for (const level of [1, 2, 3] as const)
      expect(scenariosFromContent(two, level)).toEqual(['colega_triste', 'pedir_ajuda']);
  });

  it('level 1: 2 situations drawn from a longer list, 3 options with the best, 4 s of feedback, scored on 2', () => {
    const quiz = socialQuiz([...SCENARIO_KEYS], 1);
    const best = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const s0 = quiz.init(0, seededRandom(seed));
      expect(s0.questions).toHaveLength(2);
      const order = s0.questions.map((q) => q.scenario);
      expect(order).toEqual(SCENARIO_KEYS.filter((k) => order.includes(k)));
      for (const q of s0.questions) {
        expect(q.options).toHaveLength(3);
        expect(new Set(q.options).size).toBe(3);
        expect(q.options).toContain(SOCIAL_SCENARIOS[q.scenario].best);
        best.add(q.options.indexOf(q.answer));
      }
    }
    // The best is not always in the same place.
    expect(best.size).toBe(3);
    const s0 = quiz.init(0, seededRandom(1));
    const s1 = quiz.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1.advanceAt).toBe(5_000);
    expect(quiz.reduce(s1, { type: 'tick' }, 4_999, random)).toBe(s1);
    const done = playQuiz(quiz.reduce, s0, (i) => i === 0, { random, feedbackMs: 4_000, thinkMs: 20_000 });
    // 1 of 2; 2 × 24 s = 48 s → 1 minute.
    expect(done.result).toEqual({ score: 50, minutes: 1 });
  });

  it('level 3: 4 of the 5 situations in the content order, 4 options, 3 s, scored on 4', () => {
    const quiz = socialQuiz([...SCENARIO_KEYS], 3);
    const s0 = quiz.init(0, seededRandom(4));
    expect(s0.questions).toHaveLength(4);
    for (const q of s0.questions) expect([...q.options].sort()).toEqual([...SOCIAL_OPTION_KEYS]);
    const s1 = quiz.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1.advanceAt).toBe(4_000);
    const done = playQuiz(quiz.reduce, s0, (i) => i !== 1, { random, feedbackMs: 3_000, thinkMs: 20_000 });
    // 3 of 4; 4 × 23 s = 92 s → 2 minutes.
    expect(done.result).toEqual({ score: 75, minutes: 2 });
    // A content with three situations keeps three.
    expect(socialQuiz(['dividir_brinquedo', 'pedir_ajuda', 'fazer_amigo'], 3).init(0, random).questions).toHaveLength(
      3,
    );
  });
});
