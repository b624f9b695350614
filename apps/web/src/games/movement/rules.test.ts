import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from '../shared/random';
import { MOVE_KEYS, MOVE_SECONDS } from './movement-data';
import {
  COMPLETION_SCORE,
  currentExercise,
  EXERCISES_PER_SESSION,
  exerciseMs,
  FINISH_DELAY_MS,
  isPaused,
  LEVELS,
  movementGame,
  NEXT_EXERCISE_DELAY_MS,
  pickExercises,
  type MovementEvent,
  type MovementState,
} from './rules';

const T0 = 5_000_000;
const game = movementGame();
const random = seededRandom(9);
const send = (s: MovementState, event: MovementEvent, at: number) => game.reduce(s, event, T0 + at, random);
/** Ticks at every moment the state asks for, up to `at` (ms after T0). */
function runUntil(state: MovementState, at: number) {
  let s = state;
  while (s.advanceAt !== null && s.advanceAt <= T0 + at) s = game.reduce(s, { type: 'tick' }, s.advanceAt, random);
  return s;
}
const fresh = (seed = 4) => game.init(T0, seededRandom(seed));
const started = (seed = 4) => send(fresh(seed), { type: 'start' }, 0);
const where = (s: MovementState) => [s.stage, s.index];

describe('exercises (docs/product.md#movement-game)', () => {
  it('five gentle exercises of 30, 20, 30, 25 and 20 s', () => {
    expect(MOVE_KEYS).toEqual(['stretch_up', 'frog_jump', 'march', 'arm_circles', 'touch_toes']);
    expect(MOVE_KEYS.map((k) => MOVE_SECONDS[k])).toEqual([30, 20, 30, 25, 20]);
    expect(exerciseMs('arm_circles')).toBe(25_000);
  });

  it('the constants: 3 exercises, 2 s to the next, 2 s to the result, score 100', () => {
    expect(EXERCISES_PER_SESSION).toBe(3);
    expect(NEXT_EXERCISE_DELAY_MS).toBe(2_000);
    expect(FINISH_DELAY_MS).toBe(2_000);
    expect(COMPLETION_SCORE).toBe(100);
  });

  it('a session draws 3 different exercises with the injected random source', () => {
    const picked = pickExercises(seededRandom(7));
    expect(picked).toEqual(shuffle(MOVE_KEYS, seededRandom(7)).slice(0, 3));
    expect(new Set(picked).size).toBe(3);
    expect(fresh(7).exercises).toEqual(picked);
    const sessions = new Set([1, 2, 3, 4, 5, 6].map((seed) => pickExercises(seededRandom(seed)).join()));
    expect(sessions.size).toBeGreaterThan(1);
  });
});

describe('the session, at its exact boundaries', () => {
  it('waits for Começar, showing the first exercise and its full time', () => {
    const s = fresh();
    expect(s).toMatchObject({ stage: 'ready', index: 0, advanceAt: null, result: null });
    expect(s.secondsLeft).toBe(MOVE_SECONDS[s.exercises[0]!]);
    expect(send(s, { type: 'tick' }, 60_000)).toBe(s);
    expect(send(s, { type: 'pause' }, 60_000)).toBe(s);
  });

  it('each countdown runs its duration, then 2 s, then the next; after the third, 2 s, then 100', () => {
    const s0 = started();
    const [a, b, c] = s0.exercises.map(exerciseMs) as [number, number, number];
    expect(where(s0)).toEqual(['moving', 0]);
    expect(runUntil(s0, 1_000).secondsLeft).toBe(a / 1_000 - 1);

    expect(where(runUntil(s0, a - 1))).toEqual(['moving', 0]);
    expect(runUntil(s0, a - 1).secondsLeft).toBe(1);
    const between = runUntil(s0, a);
    expect(where(between)).toEqual(['between', 1]);
    // The next exercise is shown with its full time while it waits.
    expect(between.secondsLeft).toBe(b / 1_000);
    expect(currentExercise(between)).toBe(s0.exercises[1]);

    const second = a + NEXT_EXERCISE_DELAY_MS;
    expect(where(runUntil(s0, second - 1))).toEqual(['between', 1]);
    expect(where(runUntil(s0, second))).toEqual(['moving', 1]);
    expect(runUntil(s0, second).secondsLeft).toBe(b / 1_000);

    const third = second + b + NEXT_EXERCISE_DELAY_MS;
    expect(where(runUntil(s0, third - 1))).toEqual(['between', 2]);
    expect(where(runUntil(s0, third))).toEqual(['moving', 2]);

    const end = third + c;
    expect(where(runUntil(s0, end - 1))).toEqual(['moving', 2]);
    expect(runUntil(s0, end)).toMatchObject({ stage: 'finishing', result: null, secondsLeft: 0 });
    expect(runUntil(s0, end + FINISH_DELAY_MS - 1).result).toBeNull();
    const done = runUntil(s0, end + FINISH_DELAY_MS);
    const minutes = Math.round((end + FINISH_DELAY_MS) / 60_000);
    expect(done).toMatchObject({ stage: 'complete', advanceAt: null, result: { score: 100, minutes } });
  });

  it('a late tick still shows the 2 s wait, and the next exercise gets its full time', () => {
    const s0 = started();
    const a = exerciseMs(s0.exercises[0]!);
    const late = send(s0, { type: 'tick' }, a + 5_000);
    expect(late).toMatchObject({ stage: 'between', advanceAt: T0 + a + 5_000 + NEXT_EXERCISE_DELAY_MS });
  });

  it('reports the minutes since the game opened', () => {
    let s = send(fresh(), { type: 'start' }, 100_000);
    s = runUntil(s, 10 * 60_000);
    const [a, b, c] = s.exercises.map(exerciseMs) as [number, number, number];
    const total = 100_000 + a + b + c + 2 * NEXT_EXERCISE_DELAY_MS + FINISH_DELAY_MS;
    expect(total).toBeGreaterThan(150_000);
    expect(s.result).toEqual({ score: 100, minutes: Math.round(total / 60_000) });
  });
});

describe('pause keeps the remaining time', () => {
  it('stops the countdown where it was and finishes the rest after Continuar', () => {
    const s0 = started();
    const a = exerciseMs(s0.exercises[0]!);
    let s = send(runUntil(s0, 5_500), { type: 'pause' }, 5_500);
    expect(isPaused(s)).toBe(true);
    expect(s.advanceAt).toBeNull();
    expect(s.secondsLeft).toBe(Math.ceil((a - 5_500) / 1_000));
    expect(send(s, { type: 'tick' }, 100_000)).toBe(s);
    expect(send(s, { type: 'pause' }, 100_000)).toBe(s);
    s = send(s, { type: 'resume' }, 100_000);
    expect(isPaused(s)).toBe(false);
    const ends = 100_000 + a - 5_500;
    expect(where(runUntil(s, ends - 1))).toEqual(['moving', 0]);
    expect(where(runUntil(s, ends))).toEqual(['between', 1]);
  });

  it('there is nothing to pause or resume outside a countdown', () => {
    const s0 = started();
    expect(send(s0, { type: 'resume' }, 100)).toBe(s0);
    const between = runUntil(s0, exerciseMs(s0.exercises[0]!));
    expect(send(between, { type: 'pause' }, exerciseMs(s0.exercises[0]!) + 100)).toBe(between);
    expect(send(between, { type: 'start' }, exerciseMs(s0.exercises[0]!) + 100)).toBe(between);
  });

  it('a pause and a resume at the same moment lose no time', () => {
    let s = started();
    let at = 0;
    while (s.stage === 'moving' || s.stage === 'between') {
      at += 1_500;
      s = runUntil(s, at);
      s = send(send(s, { type: 'pause' }, at), { type: 'resume' }, at);
    }
    const [a, b, c] = s.exercises.map(exerciseMs) as [number, number, number];
    const end = a + b + c + 2 * NEXT_EXERCISE_DELAY_MS;
    expect(s.stage).toBe('finishing');
    expect(s.waitUntil).toBe(T0 + end + FINISH_DELAY_MS);
  });
});

describe('restart', () => {
  it('builds a fresh session with a new draw', () => {
    const s = runUntil(started(), 40_000);
    const restarted = game.reduce(s, { type: 'restart' }, T0 + 50_000, seededRandom(11));
    expect(restarted).toEqual(game.init(T0 + 50_000, seededRandom(11)));
    expect(restarted.stage).toBe('ready');
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  /** Plays a whole session at once: Começar, then every tick it asks for. */
  const playThrough = (g: ReturnType<typeof movementGame>, seed: number) => {
    let s = g.reduce(g.init(T0, seededRandom(seed)), { type: 'start' }, T0, random);
    while (s.advanceAt !== null) s = g.reduce(s, { type: 'tick' }, s.advanceAt, random);
    return s;
  };
  const sessionMs = (s: MovementState) =>
    s.exercises.reduce((sum, key) => sum + exerciseMs(key), 0) +
    (s.exercises.length - 1) * NEXT_EXERCISE_DELAY_MS +
    FINISH_DELAY_MS;

  it('level 2 is the break as documented: 3 exercises', () => {
    expect(LEVELS[2]).toEqual({ exercises: EXERCISES_PER_SESSION });
    expect(movementGame(2).init(T0, seededRandom(7)).exercises).toEqual(pickExercises(seededRandom(7)));
  });

  it('grows from level 1 to 3, within the five exercises', () => {
    expect(LEVELS[1]).toEqual({ exercises: 2 });
    expect(LEVELS[3]).toEqual({ exercises: 4 });
    expect(LEVELS[1].exercises).toBeLessThanOrEqual(LEVELS[2].exercises);
    expect(LEVELS[2].exercises).toBeLessThanOrEqual(LEVELS[3].exercises);
    expect(LEVELS[3].exercises).toBeLessThanOrEqual(MOVE_KEYS.length);
  });

  it('level 1: two different exercises, each its full time, then 100', () => {
    const g = movementGame(1);
    const s0 = g.init(T0, seededRandom(3));
    expect(s0.exercises).toHaveLength(2);
    expect(new Set(s0.exercises).size).toBe(2);
    const done = playThrough(g, 3);
    expect(done.stage).toBe('complete');
    expect(done.exercises).toEqual(s0.exercises);
    // 20–30 s each, 2 s between and 2 s before the result: under a minute, reported as one.
    expect(sessionMs(done)).toBeLessThan(60_000);
    expect(done.result).toEqual({ score: COMPLETION_SCORE, minutes: 1 });
  });

  it('level 3: four different exercises in the order drawn, each its full time, then 100', () => {
    const g = movementGame(3);
    const s0 = g.init(T0, seededRandom(5));
    expect(s0.exercises).toHaveLength(4);
    expect(new Set(s0.exercises).size).toBe(4);
    let s = g.reduce(s0, { type: 'start' }, T0, random);
    const ends: number[] = [];
    while (s.advanceAt !== null) {
      const before = s.stage;
      s = g.reduce(s, { type: 'tick' }, s.advanceAt, random);
      if (before === 'moving' && s.stage !== 'moving') ends.push(s.index);
    }
    // Three waits between exercises, then the finish.
    expect(ends).toEqual([1, 2, 3, 3]);
    // 4 of the five (95–105 s), 3 waits of 2 s and 2 s before the result: 103–113 s, two whole minutes.
    expect(sessionMs(s)).toBeGreaterThanOrEqual(103_000);
    expect(s.result).toEqual({ score: COMPLETION_SCORE, minutes: 2 });
  });
});
