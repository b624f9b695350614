import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { shuffle, type Random } from '../shared/random';
import { wholeMinutes, type GameResult } from '../shared/result';
import * as timer from '../shared/timer';
import { nextSecondAt } from '../shared/timer';
import { MOVE_KEYS, MOVE_SECONDS, type MoveKey } from './movement-data';

// docs/product.md#movement-game: 3 exercises of 20–30 s; the next starts 2 s after one ends; after
// the third, score 100 (reported 2 s later, so the child sees the end).
export const EXERCISES_PER_SESSION = 3;
export const NEXT_EXERCISE_DELAY_MS = 2_000;
export const FINISH_DELAY_MS = 2_000;
export const COMPLETION_SCORE = 100;

/** One level (docs/product.md#game-levels): how many exercises a session plays. */
export interface MovementLevel {
  exercises: number;
}

/**
 * docs/product.md#movement-game, "Levels": level 2 is the break as described there (3 exercises);
 * level 1 plays 2, level 3 plays 4 of the five. Each exercise keeps its own time and the waits stay
 * 2 s: a movement break is never hurried.
 */
export const LEVELS: Record<GameLevel, MovementLevel> = {
  1: { exercises: 2 },
  2: { exercises: EXERCISES_PER_SESSION },
  3: { exercises: 4 },
};

/** A session: 3 (the level's) different exercises of the 5, drawn with the injected random source, in that order. */
export function pickExercises(random: Random, count: number = EXERCISES_PER_SESSION): MoveKey[] {
  return shuffle(MOVE_KEYS, random).slice(0, count);
}

export const exerciseMs = (key: MoveKey) => MOVE_SECONDS[key] * 1_000;

export interface MovementState {
  /** ready: waiting for 'Começar'; moving: an exercise's countdown; between: the 2 s before the next. */
  stage: 'ready' | 'moving' | 'between' | 'finishing' | 'complete';
  exercises: MoveKey[];
  /** The exercise shown: the current one, or the next one while `between`. */
  index: number;
  timer: timer.Timer | null;
  /** Whole seconds left, as shown to the child (the full time before an exercise starts). */
  secondsLeft: number;
  /** When the next exercise starts (between) or the result comes (finishing). */
  waitUntil: number | null;
  startedAt: number;
  advanceAt: number | null;
  result: GameResult | null;
}

export type MovementEvent =
  { type: 'start' } | { type: 'pause' } | { type: 'resume' } | { type: 'tick' } | { type: 'restart' };

export function isPaused(state: MovementState): boolean {
  return state.stage === 'moving' && state.timer !== null && timer.isPaused(state.timer);
}

export function currentExercise(state: MovementState): MoveKey {
  return state.exercises[state.index]!;
}

function moving(state: MovementState, index: number, now: number): MovementState {
  const t = timer.start(now, exerciseMs(state.exercises[index]!));
  return settle({ ...state, stage: 'moving', index, timer: t, waitUntil: null }, now);
}

function settle(state: MovementState, now: number): MovementState {
  if (state.stage === 'moving' && state.timer) {
    return { ...state, secondsLeft: timer.secondsLeft(state.timer, now), advanceAt: nextSecondAt(state.timer, now) };
  }
  return { ...state, advanceAt: state.waitUntil };
}

export function movementGame(level: GameLevel = START_LEVEL) {
  function init(now: number, random: Random): MovementState {
    const exercises = pickExercises(random, LEVELS[level].exercises);
    return {
      stage: 'ready',
      exercises,
      index: 0,
      timer: null,
      secondsLeft: MOVE_SECONDS[exercises[0]!],
      waitUntil: null,
      startedAt: now,
      advanceAt: null,
      result: null,
    };
  }

  // Waits count from `now`, when the end is noticed (the same moment, unless the tab slept), so the
  // child always sees 'Próximo exercício em instantes...' and each exercise gets its full time.
  function tick(state: MovementState, now: number): MovementState {
    if (state.advanceAt === null || now < state.advanceAt) return state;
    if (state.stage === 'moving' && state.timer && timer.isDone(state.timer, now)) {
      const last = state.index === state.exercises.length - 1;
      if (last) {
        return settle(
          { ...state, stage: 'finishing', timer: null, secondsLeft: 0, waitUntil: now + FINISH_DELAY_MS },
          now,
        );
      }
      const index = state.index + 1;
      return settle(
        {
          ...state,
          stage: 'between',
          index,
          timer: null,
          secondsLeft: MOVE_SECONDS[state.exercises[index]!],
          waitUntil: now + NEXT_EXERCISE_DELAY_MS,
        },
        now,
      );
    }
    if (state.stage === 'between' && state.waitUntil !== null && now >= state.waitUntil) {
      return moving(state, state.index, now);
    }
    if (state.stage === 'finishing' && state.waitUntil !== null && now >= state.waitUntil) {
      return {
        ...state,
        stage: 'complete',
        waitUntil: null,
        advanceAt: null,
        result: { score: COMPLETION_SCORE, minutes: wholeMinutes(now - state.startedAt) },
      };
    }
    return settle(state, now);
  }

  function reduce(state: MovementState, event: MovementEvent, now: number, random: Random): MovementState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'start':
        return state.stage === 'ready' ? moving(state, 0, now) : state;
      case 'pause':
        if (state.stage !== 'moving' || !state.timer || timer.isPaused(state.timer)) return state;
        return settle({ ...state, timer: timer.pause(state.timer, now) }, now);
      case 'resume':
        if (state.stage !== 'moving' || !state.timer || !timer.isPaused(state.timer)) return state;
        return settle({ ...state, timer: timer.resume(state.timer, now) }, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init, reduce };
}
