import { DEFAULT_ROUTINE_STEPS, ROUTINE_STEPS, ROUTINE_TYPES } from '@neurobridge/shared/content/types/sequence/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { ROUTINE_TYPE_STEPS, SCHEDULE, STEP_LABELS, type StepKey } from './routine-data';
import {
  createRoutine,
  evaluate,
  LEVELS,
  poolOf,
  REPORT_DELAY_MS,
  setupFromContent,
  shuffledDeck,
  type RoutineSetup,
  type RoutineState,
} from './rules';

const random = seededRandom(5);
const simple = (steps?: unknown[]) => setupFromContent({ type: 'sequence', steps });
const scheduled = (routine_type: (typeof ROUTINE_TYPES)[number], show_times?: boolean) =>
  setupFromContent({ type: 'sequence', routine_type, show_times });

/** Places `order` one tap at a time, 5 s apart, from `start`. */
function placeAll(setup: RoutineSetup, order: readonly StepKey[], start = 0) {
  const game = createRoutine(setup);
  let s = game.init(start, random);
  let now = start;
  for (const step of order) s = game.reduce(s, { type: 'place', step }, (now += 5_000), random);
  return { game, s, now };
}

describe('content → simple routine (docs/product.md#routine-game)', () => {
  it('has 12 known steps and defaults to the first five when nothing is listed', () => {
    expect(ROUTINE_STEPS).toHaveLength(12);
    expect(simple()).toEqual({
      mode: 'simple',
      routineType: null,
      steps: [...DEFAULT_ROUTINE_STEPS],
      showTimes: false,
    });
    expect(simple([]).steps).toEqual([...DEFAULT_ROUTINE_STEPS]);
  });

  it('filters unknown steps out and uses the default set when none is valid', () => {
    expect(simple(['acordar', 'voar', 7, 'dormir']).steps).toEqual(['acordar', 'dormir']);
    expect(simple(['voar', null]).steps).toEqual([...DEFAULT_ROUTINE_STEPS]);
  });

  it('orders the steps as ROUTINE_STEPS does, whatever the order listed', () => {
    expect(simple(['dormir', 'tomar_cafe', 'acordar']).steps).toEqual(['acordar', 'tomar_cafe', 'dormir']);
  });

  it('never shows times in the simple routine', () => {
    expect(setupFromContent({ type: 'sequence', steps: ['acordar'], show_times: true }).showTimes).toBe(false);
  });
});

describe('content → scheduled routine', () => {
  it('has 22 steps from 07:00 to 21:30, in time order, with distinct labels', () => {
    expect(SCHEDULE).toHaveLength(22);
    expect(SCHEDULE[0]).toEqual({ key: 'acordar', time: '07:00' });
    expect(SCHEDULE[21]).toEqual({ key: 'dormir', time: '21:30' });
    const times = SCHEDULE.map((s) => s.time);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(22);
    expect(new Set(Object.values(STEP_LABELS)).size).toBe(22);
  });

  it('every simple step is also a scheduled step, so each has a label and a picture', () => {
    const keys = SCHEDULE.map((s) => s.key as string);
    for (const step of ROUTINE_STEPS) expect(keys).toContain(step);
  });

  it('plays the steps of its routine_type in time order; 5–8 steps, daily all 22', () => {
    for (const type of ROUTINE_TYPES) {
      const setup = scheduled(type);
      expect(setup).toMatchObject({ mode: 'scheduled', routineType: type, showTimes: true });
      const order = SCHEDULE.map((s) => s.key).filter((k) => setup.steps.includes(k));
      expect(setup.steps).toEqual(order);
      if (type === 'daily') expect(setup.steps).toHaveLength(22);
      else {
        expect(setup.steps.length).toBeGreaterThanOrEqual(5);
        expect(setup.steps.length).toBeLessThanOrEqual(8);
      }
    }
    expect(ROUTINE_TYPE_STEPS.morning[0]).toBe('acordar');
    expect(ROUTINE_TYPE_STEPS.evening.at(-1)).toBe('dormir');
  });

  it('shows times unless show_times is false (docs/product.md#routine-game)', () => {
    expect(scheduled('morning', true).showTimes).toBe(true);
    expect(scheduled('morning', false).showTimes).toBe(false);
    expect(scheduled('morning').showTimes).toBe(true);
  });

  it('ignores listed steps when a routine_type is given', () => {
    const setup = setupFromContent({ type: 'sequence', routine_type: 'evening', steps: ['acordar'] });
    expect(setup.steps).toEqual([...ROUTINE_TYPE_STEPS.evening]);
  });
});

describe('the pool', () => {
  it('holds every step, shuffled with the injected random source', () => {
    const steps = [...ROUTINE_STEPS];
    const deck = shuffledDeck(steps, seededRandom(1));
    expect([...deck].sort()).toEqual([...steps].sort());
    expect(shuffledDeck(steps, seededRandom(1))).toEqual(deck);
  });

  it('is never already in the right order when there are 2 or more steps', () => {
    // This source makes the shuffle swap nothing, so the deck would come out solved.
    const identity = () => 0.999_999;
    expect(shuffledDeck(['acordar', 'dormir'], identity)).toEqual(['dormir', 'acordar']);
    const five = shuffledDeck([...DEFAULT_ROUTINE_STEPS], identity);
    expect(five).not.toEqual([...DEFAULT_ROUTINE_STEPS]);
    for (let seed = 0; seed < 200; seed++)
      expect(shuffledDeck(['acordar', 'dormir'], seededRandom(seed))).toEqual(['dormir', 'acordar']);
    expect(shuffledDeck(['acordar'], identity)).toEqual(['acordar']);
  });
});

describe('play (docs/product.md#routine-game)', () => {
  const setup = simple();
  const right = setup.steps;

  it('a tap places a pool step at the end of the sequence', () => {
    const game = createRoutine(setup);
    const s0 = game.init(0, random);
    const [first, second] = poolOf(s0);
    const s1 = game.reduce(s0, { type: 'place', step: first! }, 1_000, random);
    const s2 = game.reduce(s1, { type: 'place', step: second! }, 2_000, random);
    expect(s2.placed).toEqual([first, second]);
    expect(poolOf(s2)).toEqual(s0.deck.slice(2));
    expect(s2.phase).toBe('placing');
  });

  it('a tap on a placed step returns it to the pool, in its old spot', () => {
    const game = createRoutine(setup);
    const s0 = game.init(0, random);
    let s = s0;
    for (const step of s0.deck.slice(0, 3)) s = game.reduce(s, { type: 'place', step }, 1_000, random);
    s = game.reduce(s, { type: 'return', step: s0.deck[1]! }, 2_000, random);
    expect(s.placed).toEqual([s0.deck[0], s0.deck[2]]);
    expect(poolOf(s)).toEqual([s0.deck[1], ...s0.deck.slice(3)]);
  });

  it('ignores placing a step twice, unknown steps and returning a step not placed', () => {
    const game = createRoutine(setup);
    const s0 = game.init(0, random);
    const s1 = game.reduce(s0, { type: 'place', step: 'acordar' }, 1_000, random);
    expect(game.reduce(s1, { type: 'place', step: 'acordar' }, 1_100, random)).toBe(s1);
    expect(game.reduce(s1, { type: 'place', step: 'dormir' }, 1_100, random)).toBe(s1);
    expect(game.reduce(s1, { type: 'return', step: 'tomar_banho' }, 1_100, random)).toBe(s1);
  });

  it('evaluates when all are placed and locks the inputs', () => {
    const { game, s } = placeAll(setup, right);
    expect(s.phase).toBe('evaluated');
    expect(s.evaluation).toEqual({ outcome: 'exact', score: 100, inPlace: 5 });
    expect(game.reduce(s, { type: 'return', step: 'acordar' }, 30_000, random)).toBe(s);
  });

  it('reports 3 s after the evaluation, not before, with whole minutes', () => {
    const { game, s, now } = placeAll(setup, right);
    expect(s.advanceAt).toBe(now + REPORT_DELAY_MS);
    expect(REPORT_DELAY_MS).toBe(3_000);
    const early = game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS - 1, random);
    expect(early).toBe(s);
    expect(s.result).toBeNull();
    const done = game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random);
    expect(done.phase).toBe('complete');
    // 5 taps × 5 s + 3 s = 28 s → 1 minute (whole minutes, at least one).
    expect(done.result).toEqual({ score: 100, minutes: 1 });
  });

  it('counts the minutes from the start to the report', () => {
    const { game, s, now } = placeAll(setup, right, 0);
    const later = game.reduce(s, { type: 'tick' }, now + 150_000, random);
    expect(later.result?.minutes).toBe(3);
  });

  it('restarts with a new shuffle, an empty sequence and no pending report', () => {
    const { game, s } = placeAll(setup, [...right].reverse());
    const again = game.reduce(s, { type: 'restart' }, 100_000, random);
    expect(again).toMatchObject({ placed: [], phase: 'placing', evaluation: null, advanceAt: null, result: null });
    expect(again.startedAt).toBe(100_000);
    expect([...again.deck].sort()).toEqual([...right].sort());
  });
});

describe('scores (docs/product.md#routine-game)', () => {
  it('simple: 100 when exactly right, else 0 even with most steps in place', () => {
    const setup = simple();
    expect(evaluate(setup, setup.steps)).toEqual({ outcome: 'exact', score: 100, inPlace: 5 });
    const [a, b, ...rest] = setup.steps;
    expect(evaluate(setup, [b!, a!, ...rest])).toEqual({ outcome: 'wrong', score: 0, inPlace: 3 });
  });

  it('scheduled: 100 when exact, else the share in place, never below 50', () => {
    const setup = scheduled('daily');
    const steps = setup.steps;
    expect(evaluate(setup, steps)).toMatchObject({ outcome: 'exact', score: 100 });
    // Swap two: 20 of 22 in place → 91%.
    const swapped = [steps[1]!, steps[0]!, ...steps.slice(2)];
    expect(evaluate(setup, swapped)).toEqual({ outcome: 'partial', score: 91, inPlace: 20 });
    // Rotate by one: nothing in place → the minimum, 50, and 'Vamos tentar novamente!'.
    const rotated = [...steps.slice(1), steps[0]!];
    expect(evaluate(setup, rotated)).toEqual({ outcome: 'wrong', score: 50, inPlace: 0 });
  });

  it('scheduled: one step in place is partial and still scores the minimum of 50', () => {
    const setup = scheduled('morning');
    const [a, b, c, d, e, f] = setup.steps as [StepKey, StepKey, StepKey, StepKey, StepKey, StepKey];
    expect(evaluate(setup, [a, c, d, e, f, b])).toEqual({ outcome: 'partial', score: 50, inPlace: 1 });
    expect(evaluate(setup, [a, b, c, d, f, e])).toEqual({ outcome: 'partial', score: 67, inPlace: 4 });
  });

  it('scheduled score travels to the report', () => {
    const setup = scheduled('morning', false);
    const [a, b, ...rest] = setup.steps;
    const { game, s, now } = placeAll(setup, [b!, a!, ...rest]);
    const done: RoutineState = game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random);
    expect(done.result).toEqual({ score: 67, minutes: 1 });
  });
});

describe('every catalogue activity of type sequence plays (apps/server/src/db/seed/catalogue/routine.ts)', () => {
  const catalogue: ContentOf<'sequence'>[] = [
    { type: 'sequence' as const, steps: ['acordar', 'tomar_banho', 'escovar_dentes', 'se_vestir', 'tomar_cafe'] },
    { type: 'sequence' as const, steps: ['acordar', 'se_vestir', 'tomar_cafe'] },
    { type: 'sequence' as const, steps: ['almocar', 'fazer_licao', 'brincar', 'jantar'] },
    {
      type: 'sequence' as const,
      steps: ['acordar', 'tomar_cafe', 'ir_escola', 'almocar', 'fazer_licao', 'brincar', 'jantar', 'dormir'],
    },
    ...ROUTINE_TYPES.flatMap((routine_type) => [
      { type: 'sequence' as const, routine_type, show_times: true },
      { type: 'sequence' as const, routine_type, show_times: false },
    ]),
  ];

  it.each(catalogue)('%o: shuffled, then exact when placed in order', (content) => {
    const setup = setupFromContent(content);
    if (content.steps) expect(setup.steps).toEqual(content.steps);
    const { game, s, now } = placeAll(setup, setup.steps);
    expect(s.deck).not.toEqual(setup.steps);
    expect(s.evaluation?.outcome).toBe('exact');
    expect(game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random).result?.score).toBe(100);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the game as documented: every step of the routine, the default five', () => {
    expect(LEVELS[2]).toEqual({ maxSteps: null, defaultSteps: DEFAULT_ROUTINE_STEPS.length });
    expect(setupFromContent({ type: 'sequence' }, 2).steps).toEqual([...DEFAULT_ROUTINE_STEPS]);
    const s = createRoutine(scheduled('daily'), 2).init(0, random);
    expect(s.steps).toEqual([...ROUTINE_TYPE_STEPS.daily]);
  });

  it('grows from level 1 to 3', () => {
    expect(LEVELS[1]).toEqual({ maxSteps: 4, defaultSteps: 4 });
    expect(LEVELS[3]).toEqual({ maxSteps: null, defaultSteps: 7 });
    const cap = (level: 1 | 2 | 3) => LEVELS[level].maxSteps ?? Infinity;
    expect(cap(1)).toBeLessThanOrEqual(cap(2));
    expect(cap(2)).toBeLessThanOrEqual(cap(3));
    expect(LEVELS[1].defaultSteps).toBeLessThanOrEqual(LEVELS[2].defaultSteps);
    expect(LEVELS[2].defaultSteps).toBeLessThanOrEqual(LEVELS[3].defaultSteps);
    for (const level of [1, 2, 3] as const)
      expect(LEVELS[level].defaultSteps).toBeLessThanOrEqual(ROUTINE_STEPS.length);
  });

  it("without a list, the simple routine is the level's first steps of the day; a list is the content's", () => {
    expect(setupFromContent({ type: 'sequence' }, 1).steps).toEqual([
      'acordar',
      'tomar_banho',
      'escovar_dentes',
      'se_vestir',
    ]);
    expect(setupFromContent({ type: 'sequence' }, 3).steps).toEqual(ROUTINE_STEPS.slice(0, 7));
    for (const level of [1, 2, 3] as const)
      expect(setupFromContent({ type: 'sequence', steps: ['dormir', 'acordar'] }, level).steps).toEqual([
        'acordar',
        'dormir',
      ]);
  });

  it('level 1: at most 4 steps of the routine, drawn anew each game in the order of the day; times as the content says', () => {
    const setup = scheduled('morning', true);
    const game = createRoutine(setup, 1);
    const draws = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const s = game.init(0, seededRandom(seed));
      expect(s.steps).toHaveLength(4);
      expect(s.steps).toEqual(setup.steps.filter((k) => s.steps.includes(k)));
      expect([...s.deck].sort()).toEqual([...s.steps].sort());
      expect(s.deck).not.toEqual(s.steps);
      draws.add(s.steps.join());
    }
    expect(draws.size).toBeGreaterThan(1);
    expect(setup.showTimes).toBe(true);
    // A routine of 4 or fewer is played whole.
    expect(createRoutine(simple(['acordar', 'se_vestir', 'tomar_cafe']), 1).init(0, random).steps).toEqual([
      'acordar',
      'se_vestir',
      'tomar_cafe',
    ]);
  });

  it('level 1: evaluated on its own 4 steps, reported 3 s later with the same scores', () => {
    const setup = scheduled('daily');
    const game = createRoutine(setup, 1);
    const s0 = game.init(0, seededRandom(3));
    const [a, b, c, d] = s0.steps as [StepKey, StepKey, StepKey, StepKey];
    let s = s0;
    let now = 0;
    for (const step of [a, b, d, c]) s = game.reduce(s, { type: 'place', step }, (now += 5_000), random);
    expect(s.evaluation).toEqual({ outcome: 'partial', score: 50, inPlace: 2 });
    expect(game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random).result).toEqual({ score: 50, minutes: 1 });
    let right = s0;
    for (const step of s0.steps) right = game.reduce(right, { type: 'place', step }, 1_000, random);
    expect(right.evaluation).toEqual({ outcome: 'exact', score: 100, inPlace: 4 });
    // The simple routine still scores 100 or 0.
    const simpleGame = createRoutine(simple([...ROUTINE_STEPS]), 1);
    const t0 = simpleGame.init(0, seededRandom(4));
    let wrong = t0;
    for (const step of [...t0.steps].reverse())
      wrong = simpleGame.reduce(wrong, { type: 'place', step }, 1_000, random);
    expect(wrong.evaluation).toMatchObject({ outcome: 'wrong', score: 0 });
  });

  it('level 3: every step of the routine, seven by default', () => {
    const game = createRoutine(setupFromContent({ type: 'sequence' }, 3), 3);
    const s0 = game.init(0, random);
    expect(s0.steps).toEqual(ROUTINE_STEPS.slice(0, 7));
    let s = s0;
    let now = 0;
    for (const step of s0.steps) s = game.reduce(s, { type: 'place', step }, (now += 5_000), random);
    expect(s.evaluation).toEqual({ outcome: 'exact', score: 100, inPlace: 7 });
    expect(game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random).result).toEqual({ score: 100, minutes: 1 });
    expect(createRoutine(scheduled('daily'), 3).init(0, random).steps).toHaveLength(22);
  });
});
