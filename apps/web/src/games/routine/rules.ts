import { DEFAULT_ROUTINE_STEPS, ROUTINE_STEPS } from '@neurobridge/shared/content/types/sequence/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { drawInOrder, shuffle, type Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import { ROUTINE_TYPE_STEPS, type RoutineType, type StepKey } from './routine-data';

// docs/product.md#routine-game: completion is reported 3 s after the evaluation; the simple routine
// scores 100 or 0; the scheduled one 100 when exact, else the share in place with a minimum of 50.
export const REPORT_DELAY_MS = 3_000;
export const EXACT_SCORE = 100;
export const SIMPLE_MISS_SCORE = 0;
export const SCHEDULED_MIN_SCORE = 50;

/** One level (docs/product.md#game-levels): how many steps a game orders. */
export interface RoutineLevel {
  /** At most this many of the routine's steps a game, drawn at random and kept in order; null: all. */
  maxSteps: number | null;
  /** The simple routine's steps when the content lists none: the first n of the day. */
  defaultSteps: number;
}

/**
 * docs/product.md#routine-game, "Levels": level 2 is the game as described there (every step of
 * the routine, the default five); level 1 orders at most 4 steps of any routine, drawn anew each
 * game and kept in the order of the day, and 4 by default; level 3 orders every step, and 7 by
 * default. Times shown or hidden are the content's (`show_times`) at every level.
 */
export const LEVELS: Record<GameLevel, RoutineLevel> = {
  1: { maxSteps: 4, defaultSteps: 4 },
  2: { maxSteps: null, defaultSteps: DEFAULT_ROUTINE_STEPS.length },
  3: { maxSteps: null, defaultSteps: 7 },
};

export interface RoutineSetup {
  /** Simple without `routine_type`, scheduled with one (docs/product.md#routine-game). */
  mode: 'simple' | 'scheduled';
  routineType: RoutineType | null;
  /** The steps in their correct order. */
  steps: StepKey[];
  showTimes: boolean;
}

/**
 * Content → the routine to play (docs/product.md#routine-game). Scheduled: the steps of its
 * routine_type, times shown unless `show_times` is false. Simple: the listed steps that are known,
 * in the order of ROUTINE_STEPS (the order of the day, which the catalogue also follows); the
 * default five (the level's first n of the day) when none is valid.
 */
export function setupFromContent(content: ContentOf<'sequence'>, level: GameLevel = START_LEVEL): RoutineSetup {
  if (content.routine_type) {
    return {
      mode: 'scheduled',
      routineType: content.routine_type,
      steps: [...ROUTINE_TYPE_STEPS[content.routine_type]],
      showTimes: content.show_times !== false,
    };
  }
  const listed = Array.isArray(content.steps) ? content.steps : [];
  const known: StepKey[] = ROUTINE_STEPS.filter((k) => listed.includes(k));
  return {
    mode: 'simple',
    routineType: null,
    steps: known.length > 0 ? known : ROUTINE_STEPS.slice(0, LEVELS[level].defaultSteps),
    showTimes: false,
  };
}

/** The pool's order: shuffled, and never already solved when there is something to order. */
export function shuffledDeck(steps: readonly StepKey[], random: Random): StepKey[] {
  const deck = shuffle(steps, random);
  const solved = deck.every((k, i) => k === steps[i]);
  return solved && deck.length > 1 ? [...deck.slice(1), deck[0]!] : deck;
}

export type Outcome = 'exact' | 'partial' | 'wrong';

export interface Evaluation {
  outcome: Outcome;
  score: number;
  inPlace: number;
}

/**
 * Outcomes and scores (docs/product.md#routine-game). 'partial' ('Muito bem!') exists only in the
 * scheduled routine: at least one step in place.
 */
export function evaluate(setup: Pick<RoutineSetup, 'mode' | 'steps'>, placed: readonly StepKey[]): Evaluation {
  const inPlace = placed.filter((k, i) => k === setup.steps[i]).length;
  const total = setup.steps.length;
  if (inPlace === total && placed.length === total) return { outcome: 'exact', score: EXACT_SCORE, inPlace };
  if (setup.mode === 'simple') return { outcome: 'wrong', score: SIMPLE_MISS_SCORE, inPlace };
  return {
    outcome: inPlace > 0 ? 'partial' : 'wrong',
    score: Math.max(SCHEDULED_MIN_SCORE, percent(inPlace, total)),
    inPlace,
  };
}

export interface RoutineState {
  /** This game's steps in their correct order: the routine's, or the level's part of them. */
  steps: StepKey[];
  /** The pool in its shuffled order; a placed step leaves it and comes back to the same spot. */
  deck: StepKey[];
  /** The child's sequence so far. */
  placed: StepKey[];
  /** 'evaluated': everything placed, inputs locked, the report waits 3 s. */
  phase: 'placing' | 'evaluated' | 'complete';
  evaluation: Evaluation | null;
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type RoutineEvent =
  { type: 'place'; step: StepKey } | { type: 'return'; step: StepKey } | { type: 'tick' } | { type: 'restart' };

export function poolOf(state: RoutineState): StepKey[] {
  return state.deck.filter((k) => !state.placed.includes(k));
}

export function createRoutine(setup: RoutineSetup, level: GameLevel = START_LEVEL) {
  const { maxSteps } = LEVELS[level];
  function init(now: number, random: Random): RoutineState {
    const steps = maxSteps === null ? [...setup.steps] : drawInOrder(setup.steps, maxSteps, random);
    return {
      steps,
      deck: shuffledDeck(steps, random),
      placed: [],
      phase: 'placing',
      evaluation: null,
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function reduce(state: RoutineState, event: RoutineEvent, now: number, random: Random): RoutineState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'place': {
        if (state.phase !== 'placing' || !poolOf(state).includes(event.step)) return state;
        const placed = [...state.placed, event.step];
        if (placed.length < state.steps.length) return { ...state, placed };
        // All placed: evaluate and lock (docs/product.md#routine-game).
        return {
          ...state,
          placed,
          phase: 'evaluated',
          evaluation: evaluate({ mode: setup.mode, steps: state.steps }, placed),
          advanceAt: now + REPORT_DELAY_MS,
        };
      }
      case 'return': {
        if (state.phase !== 'placing' || !state.placed.includes(event.step)) return state;
        return { ...state, placed: state.placed.filter((k) => k !== event.step) };
      }
      case 'tick': {
        if (state.phase !== 'evaluated' || state.advanceAt === null || now < state.advanceAt) return state;
        return {
          ...state,
          phase: 'complete',
          advanceAt: null,
          result: { score: state.evaluation!.score, minutes: wholeMinutes(now - state.startedAt) },
        };
      }
    }
  }

  return { init, reduce };
}
