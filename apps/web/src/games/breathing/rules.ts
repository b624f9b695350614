import { BREATHING_EXERCISES } from '@neurobridge/shared/content/types/breathing-exercise/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import type { Random } from '../shared/random';
import { wholeMinutes, type GameResult } from '../shared/result';
import * as timer from '../shared/timer';

export type ExerciseKey = (typeof BREATHING_EXERCISES)[number];
export type Phase = 'inhale' | 'hold' | 'exhale' | 'rest';

export interface ExerciseTiming {
  /** Seconds of each phase; a hold of 0 is skipped. */
  inhale: number;
  hold: number;
  exhale: number;
  cycles: number;
}

// docs/product.md#breathing-game: basic 4 s in, no hold, 6 s out, 5 cycles; box 4/4/4, 4 cycles;
// calming 3/2/7, 6 cycles.
export const EXERCISES: Record<ExerciseKey, ExerciseTiming> = {
  basic: { inhale: 4, hold: 0, exhale: 6, cycles: 5 },
  box: { inhale: 4, hold: 4, exhale: 4, cycles: 4 },
  calming: { inhale: 3, hold: 2, exhale: 7, cycles: 6 },
};
/** Shown in this order in the chooser. */
export const EXERCISE_KEYS: readonly ExerciseKey[] = BREATHING_EXERCISES;
export const DEFAULT_EXERCISE: ExerciseKey = 'basic';
/** Each cycle is inhale → hold (only when above 0) → exhale → a 1 s rest. */
export const PHASE_ORDER: readonly Phase[] = ['inhale', 'hold', 'exhale', 'rest'];
export const REST_MS = 1_000;
/** After the last cycle (its rest included) the game waits 2 s, then reports. */
export const FINISH_DELAY_MS = 2_000;
export const COMPLETION_SCORE = 100;

/** `exercise` preselects one; an unknown or absent one means the basic exercise. */
export function exerciseFromContent(content: ContentOf<'breathing_exercise'>): ExerciseKey {
  const wanted = content.exercise;
  return wanted && EXERCISE_KEYS.includes(wanted) ? wanted : DEFAULT_EXERCISE;
}

export function phaseMs(exercise: ExerciseKey, phase: Phase): number {
  return phase === 'rest' ? REST_MS : EXERCISES[exercise][phase] * 1_000;
}

/** The phases of one cycle, in order, without a 0 s hold. */
export function phasesOf(exercise: ExerciseKey): Phase[] {
  return PHASE_ORDER.filter((p) => phaseMs(exercise, p) > 0);
}

/** The whole exercise from 'Começar' to the end of the last rest (calming: 6 × 13 s = 78 s). */
export function exerciseMs(exercise: ExerciseKey): number {
  const cycle = phasesOf(exercise).reduce((sum, p) => sum + phaseMs(exercise, p), 0);
  return cycle * EXERCISES[exercise].cycles;
}

export interface BreathingState {
  stage: 'choosing' | 'running' | 'finishing' | 'complete';
  exercise: ExerciseKey;
  /** 1-based while running; 0 before the start. */
  cycle: number;
  phase: Phase | null;
  /** The current phase's countdown (kept across a pause). */
  timer: timer.Timer | null;
  /** Whole seconds left in the phase, as shown to the child. */
  secondsLeft: number;
  finishAt: number | null;
  startedAt: number;
  advanceAt: number | null;
  result: GameResult | null;
}

export type BreathingEvent =
  | { type: 'choose'; exercise: ExerciseKey }
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'tick' }
  | { type: 'restart' };

export function isPaused(state: BreathingState): boolean {
  return state.stage === 'running' && state.timer !== null && timer.isPaused(state.timer);
}

function phaseState(state: BreathingState, cycle: number, phase: Phase, from: number): BreathingState {
  const t = timer.start(from, phaseMs(state.exercise, phase));
  return { ...state, stage: 'running', cycle, phase, timer: t };
}

/** Refreshes the shown seconds and the next moment to tick. */
function settle(state: BreathingState, now: number): BreathingState {
  if (state.stage === 'running' && state.timer) {
    return {
      ...state,
      secondsLeft: timer.secondsLeft(state.timer, now),
      advanceAt: timer.nextSecondAt(state.timer, now),
    };
  }
  return { ...state, advanceAt: state.stage === 'finishing' ? state.finishAt : null };
}

export function breathingGame(preselected: ExerciseKey) {
  function init(now: number): BreathingState {
    return {
      stage: 'choosing',
      exercise: preselected,
      cycle: 0,
      phase: null,
      timer: null,
      secondsLeft: EXERCISES[preselected].inhale,
      finishAt: null,
      startedAt: now,
      advanceAt: null,
      result: null,
    };
  }

  /**
   * The phase after the current one, starting exactly when the current one ended. The closing wait
   * counts from `now`, when the end is noticed (the same moment, unless the tab slept), so the
   * child always sees the end before the result.
   */
  function next(state: BreathingState, now: number): BreathingState {
    const ended = timer.endsAt(state.timer!)!;
    const phases = phasesOf(state.exercise);
    const index = phases.indexOf(state.phase!);
    if (index < phases.length - 1) return phaseState(state, state.cycle, phases[index + 1]!, ended);
    if (state.cycle < EXERCISES[state.exercise].cycles) return phaseState(state, state.cycle + 1, phases[0]!, ended);
    return { ...state, stage: 'finishing', timer: null, secondsLeft: 0, finishAt: now + FINISH_DELAY_MS };
  }

  function tick(state: BreathingState, now: number): BreathingState {
    if (state.advanceAt === null || now < state.advanceAt) return state;
    let s = state;
    // A late tick (a sleeping tab) catches up through every phase that has ended since.
    while (s.stage === 'running' && s.timer && timer.isDone(s.timer, now)) s = next(s, now);
    if (state.stage === 'finishing' && s.finishAt !== null && now >= s.finishAt) {
      return {
        ...s,
        stage: 'complete',
        advanceAt: null,
        result: { score: COMPLETION_SCORE, minutes: wholeMinutes(now - s.startedAt) },
      };
    }
    return settle(s, now);
  }

  function reduce(state: BreathingState, event: BreathingEvent, now: number, _random: Random): BreathingState {
    switch (event.type) {
      case 'restart':
        return init(now);
      case 'choose':
        if (state.stage !== 'choosing' || !EXERCISE_KEYS.includes(event.exercise)) return state;
        return { ...state, exercise: event.exercise, secondsLeft: EXERCISES[event.exercise].inhale };
      case 'start':
        if (state.stage !== 'choosing') return state;
        return settle(phaseState(state, 1, 'inhale', now), now);
      case 'pause':
        if (state.stage !== 'running' || !state.timer || timer.isPaused(state.timer)) return state;
        return settle({ ...state, timer: timer.pause(state.timer, now) }, now);
      case 'resume':
        if (state.stage !== 'running' || !state.timer || !timer.isPaused(state.timer)) return state;
        return settle({ ...state, timer: timer.resume(state.timer, now) }, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init: (now: number, _random: Random) => init(now), reduce };
}
