import { BREATHING_EXERCISES } from '@neurobridge/shared/content/types/breathing-exercise/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import {
  breathingGame,
  COMPLETION_SCORE,
  DEFAULT_EXERCISE,
  EXERCISES,
  exerciseFromContent,
  exerciseMs,
  FINISH_DELAY_MS,
  isPaused,
  PHASE_ORDER,
  phasesOf,
  REST_MS,
  type BreathingEvent,
  type BreathingState,
  type ExerciseKey,
} from './rules';

const random = seededRandom(1);
const T0 = 1_000_000;

function gameOf(exercise: ExerciseKey = 'basic') {
  const g = breathingGame(exercise);
  const send = (s: BreathingState, event: BreathingEvent, at: number) => g.reduce(s, event, T0 + at, random);
  /** Ticks at every moment the state asks for, up to `at` (ms after T0). */
  const runUntil = (state: BreathingState, at: number) => {
    let s = state;
    while (s.advanceAt !== null && s.advanceAt <= T0 + at) s = g.reduce(s, { type: 'tick' }, s.advanceAt, random);
    return s;
  };
  const started = () => send(g.init(T0, random), { type: 'start' }, 0);
  return { ...g, send, runUntil, started };
}

const where = (s: BreathingState) => [s.stage, s.cycle, s.phase];

describe('exercises (docs/product.md#breathing-game)', () => {
  it('basic 4/0/6 × 5, box 4/4/4 × 4, calming 3/2/7 × 6', () => {
    expect(EXERCISES).toEqual({
      basic: { inhale: 4, hold: 0, exhale: 6, cycles: 5 },
      box: { inhale: 4, hold: 4, exhale: 4, cycles: 4 },
      calming: { inhale: 3, hold: 2, exhale: 7, cycles: 6 },
    });
    expect(Object.keys(EXERCISES)).toEqual([...BREATHING_EXERCISES]);
  });

  it('a cycle is inhale, hold (only above 0 s), exhale and a 1 s rest', () => {
    expect(PHASE_ORDER).toEqual(['inhale', 'hold', 'exhale', 'rest']);
    expect(REST_MS).toBe(1_000);
    expect(phasesOf('basic')).toEqual(['inhale', 'exhale', 'rest']);
    expect(phasesOf('box')).toEqual(['inhale', 'hold', 'exhale', 'rest']);
    expect(phasesOf('calming')).toEqual(['inhale', 'hold', 'exhale', 'rest']);
  });

  it('lasts cycles × (phases + rest): basic 55 s, box 52 s, calming 78 s', () => {
    expect(exerciseMs('basic')).toBe(55_000);
    expect(exerciseMs('box')).toBe(52_000);
    expect(exerciseMs('calming')).toBe(78_000);
  });

  it('the content preselects the exercise; an unknown or absent one means basic', () => {
    expect(DEFAULT_EXERCISE).toBe('basic');
    for (const exercise of BREATHING_EXERCISES)
      expect(exerciseFromContent({ type: 'breathing_exercise', exercise })).toBe(exercise);
    expect(exerciseFromContent({ type: 'breathing_exercise' })).toBe('basic');
    expect(exerciseFromContent({ type: 'breathing_exercise', exercise: 'fast' as ExerciseKey })).toBe('basic');
  });

  it('reports 100 at the end, 2 s after the last cycle', () => {
    expect(COMPLETION_SCORE).toBe(100);
    expect(FINISH_DELAY_MS).toBe(2_000);
  });
});

describe('choosing and starting', () => {
  it('starts on the preselected exercise, waiting, and another may be chosen before the start', () => {
    const g = gameOf('box');
    const s = g.init(T0, random);
    expect(s).toMatchObject({ stage: 'choosing', exercise: 'box', phase: null, advanceAt: null, result: null });
    const chosen = g.send(s, { type: 'choose', exercise: 'calming' }, 500);
    expect(chosen.exercise).toBe('calming');
    const started = g.send(chosen, { type: 'start' }, 1_000);
    expect(where(started)).toEqual(['running', 1, 'inhale']);
    expect(started.secondsLeft).toBe(3);
    // Once started, the exercise no longer changes.
    expect(g.send(started, { type: 'choose', exercise: 'basic' }, 1_500)).toBe(started);
    expect(g.send(started, { type: 'start' }, 1_500)).toBe(started);
  });

  it('nothing runs by itself before the start', () => {
    const g = gameOf();
    const s = g.init(T0, random);
    expect(g.send(s, { type: 'tick' }, 60_000)).toBe(s);
    expect(g.send(s, { type: 'pause' }, 60_000)).toBe(s);
    expect(g.send(s, { type: 'resume' }, 60_000)).toBe(s);
  });
});

describe('the cycle, at its exact boundaries', () => {
  it('basic skips the 0 s hold: inhale 4 s, exhale 6 s, rest 1 s, then the next cycle', () => {
    const g = gameOf('basic');
    const s = g.started();
    expect(where(g.runUntil(s, 3_999))).toEqual(['running', 1, 'inhale']);
    expect(where(g.runUntil(s, 4_000))).toEqual(['running', 1, 'exhale']);
    expect(where(g.runUntil(s, 9_999))).toEqual(['running', 1, 'exhale']);
    expect(where(g.runUntil(s, 10_000))).toEqual(['running', 1, 'rest']);
    expect(where(g.runUntil(s, 10_999))).toEqual(['running', 1, 'rest']);
    expect(where(g.runUntil(s, 11_000))).toEqual(['running', 2, 'inhale']);
  });

  it('box holds for 4 s between inhale and exhale', () => {
    const g = gameOf('box');
    const s = g.started();
    expect(where(g.runUntil(s, 3_999))).toEqual(['running', 1, 'inhale']);
    expect(where(g.runUntil(s, 4_000))).toEqual(['running', 1, 'hold']);
    expect(where(g.runUntil(s, 7_999))).toEqual(['running', 1, 'hold']);
    expect(where(g.runUntil(s, 8_000))).toEqual(['running', 1, 'exhale']);
    expect(where(g.runUntil(s, 12_000))).toEqual(['running', 1, 'rest']);
    expect(where(g.runUntil(s, 13_000))).toEqual(['running', 2, 'inhale']);
  });

  it('calming: 3 s in, 2 s hold, 7 s out, 1 s rest', () => {
    const g = gameOf('calming');
    const s = g.started();
    expect(where(g.runUntil(s, 2_999))).toEqual(['running', 1, 'inhale']);
    expect(where(g.runUntil(s, 3_000))).toEqual(['running', 1, 'hold']);
    expect(where(g.runUntil(s, 4_999))).toEqual(['running', 1, 'hold']);
    expect(where(g.runUntil(s, 5_000))).toEqual(['running', 1, 'exhale']);
    expect(where(g.runUntil(s, 11_999))).toEqual(['running', 1, 'exhale']);
    expect(where(g.runUntil(s, 12_000))).toEqual(['running', 1, 'rest']);
    expect(where(g.runUntil(s, 13_000))).toEqual(['running', 2, 'inhale']);
  });

  it('counts the whole seconds down, ticking once a second', () => {
    const g = gameOf('basic');
    const s = g.started();
    expect(s.secondsLeft).toBe(4);
    expect(s.advanceAt).toBe(T0 + 1_000);
    expect(g.runUntil(s, 999).secondsLeft).toBe(4);
    expect(g.runUntil(s, 1_000).secondsLeft).toBe(3);
    expect(g.runUntil(s, 3_000).secondsLeft).toBe(1);
    expect(g.runUntil(s, 4_000).secondsLeft).toBe(6);
  });

  for (const exercise of BREATHING_EXERCISES) {
    it(`${exercise}: ${EXERCISES[exercise].cycles} cycles, then 2 s, then score 100`, () => {
      const g = gameOf(exercise);
      const total = exerciseMs(exercise);
      const s = g.started();
      const lastRest = g.runUntil(s, total - 1);
      expect(where(lastRest)).toEqual(['running', EXERCISES[exercise].cycles, 'rest']);
      const finishing = g.runUntil(s, total);
      expect(finishing).toMatchObject({ stage: 'finishing', result: null, advanceAt: T0 + total + FINISH_DELAY_MS });
      expect(g.runUntil(s, total + FINISH_DELAY_MS - 1).result).toBeNull();
      const done = g.runUntil(s, total + FINISH_DELAY_MS);
      expect(done).toMatchObject({ stage: 'complete', advanceAt: null, result: { score: 100, minutes: 1 } });
    });
  }

  it('reports the minutes since the game opened', () => {
    const g = gameOf('calming');
    let s = g.init(T0, random);
    s = g.send(s, { type: 'start' }, 90_000);
    s = g.runUntil(s, 90_000 + exerciseMs('calming') + FINISH_DELAY_MS);
    // 170 s → 3 whole minutes.
    expect(s.result).toEqual({ score: 100, minutes: 3 });
  });

  it('a late tick catches up through every phase that ended meanwhile', () => {
    const g = gameOf('basic');
    const s = g.send(g.started(), { type: 'tick' }, 12_500);
    expect(where(s)).toEqual(['running', 2, 'inhale']);
    // The second inhale began when the first rest ended (11 s), so 2.5 s of its 4 s are left.
    expect(s.secondsLeft).toBe(3);
    expect(s.advanceAt).toBe(T0 + 13_000);
  });

  it('an early tick changes nothing', () => {
    const g = gameOf('basic');
    const s = g.started();
    expect(g.send(s, { type: 'tick' }, 999)).toBe(s);
  });
});

describe('pause and resume keep the elapsed time', () => {
  it('a pause stops the phase where it was; resuming finishes the rest of it', () => {
    const g = gameOf('basic');
    let s = g.runUntil(g.started(), 1_500);
    s = g.send(s, { type: 'pause' }, 1_500);
    expect(isPaused(s)).toBe(true);
    expect(s.advanceAt).toBeNull();
    expect(s.secondsLeft).toBe(3);
    // Nothing moves while paused, however long.
    expect(g.send(s, { type: 'tick' }, 60_000)).toBe(s);
    expect(g.send(s, { type: 'pause' }, 60_000)).toBe(s);
    s = g.send(s, { type: 'resume' }, 60_000);
    expect(isPaused(s)).toBe(false);
    // 2.5 s of the 4 s inhale were left.
    expect(where(g.runUntil(s, 62_499))).toEqual(['running', 1, 'inhale']);
    expect(where(g.runUntil(s, 62_500))).toEqual(['running', 1, 'exhale']);
  });

  it('resuming a running exercise changes nothing; pausing ends with the exercise', () => {
    const g = gameOf('basic');
    const s = g.started();
    expect(g.send(s, { type: 'resume' }, 100)).toBe(s);
    const finishing = g.runUntil(s, exerciseMs('basic'));
    expect(g.send(finishing, { type: 'pause' }, exerciseMs('basic') + 100)).toBe(finishing);
  });

  it('a pause and a resume at the same moment lose no time', () => {
    const g = gameOf('calming');
    let s = g.started();
    for (let at = 3_500; at < exerciseMs('calming'); at += 3_500) {
      s = g.runUntil(s, at);
      s = g.send(g.send(s, { type: 'pause' }, at), { type: 'resume' }, at);
    }
    expect(g.runUntil(s, exerciseMs('calming') + FINISH_DELAY_MS).result).toEqual({ score: 100, minutes: 1 });
  });
});

describe('restart', () => {
  it('builds a fresh game on the preselected exercise', () => {
    const g = gameOf('box');
    let s = g.send(g.init(T0, random), { type: 'choose', exercise: 'calming' }, 0);
    s = g.runUntil(g.send(s, { type: 'start' }, 0), 20_000);
    const fresh = g.send(s, { type: 'restart' }, 30_000);
    expect(fresh).toEqual(g.init(T0 + 30_000, random));
    expect(fresh.exercise).toBe('box');
  });
});
