import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { pick, shuffle, type Random } from '../shared/random';
import { wholeMinutes, type GameResult } from '../shared/result';
import { SCENE_KEYS, SCENES, type Candidate, type SceneKey, type SpotObject } from './spot-data';

/** How many differences a game hides, per level (docs/product.md#spot-the-differences-game). */
export interface SpotLevel {
  /** Differences drawn from the scene's 8 candidates (always fewer than them). */
  differences: number;
}

/**
 * The levels (docs/product.md#game-levels): level 2 is the game as it always was, 3 differences;
 * level 1 hides 2, level 3 hides 5. The two pictures and their 4 × 3 grid stay the same.
 */
export const LEVELS: Record<GameLevel, SpotLevel> = {
  1: { differences: 2 },
  2: { differences: 3 },
  3: { differences: 5 },
};

// docs/product.md#spot-the-differences-game: 3 differences at level 2; completion is reported 1 s
// after the last (at every level).
export const DIFFERENCES = LEVELS[START_LEVEL].differences;
export const COMPLETE_DELAY_MS = 1_000;

// Score: 100, minus POINTS_PER_MISS for each tap on a spot that is the same, never below MIN_SCORE
// for a finished game.
export const POINTS_PER_MISS = 10;
export const MIN_SCORE = 40;

/** A new object per tap, so the view speaks and plays a cue even when the same result repeats. */
export type Feedback = {
  kind: 'found' | 'same';
  at: number;
  /** The last difference: all are found. */
  last: boolean;
};

export interface SpotState {
  /** The level's size, kept for 'Recomeçar'. */
  level: SpotLevel;
  scene: SceneKey;
  /** The differences of this game (3 at level 2), by spot. */
  differences: Candidate[];
  /** Spots of the differences found, in the order found. */
  found: number[];
  misses: number;
  feedback: Feedback | null;
  phase: 'playing' | 'complete';
  completeAt: number | null;
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type SpotEvent = { type: 'tap'; at: number } | { type: 'tick' } | { type: 'restart' };

export function scoreOf(misses: number): number {
  return Math.max(MIN_SCORE, 100 - POINTS_PER_MISS * misses);
}

/** What the second picture shows at a spot: the same object, another one, nothing, or upside down. */
export function secondPictureAt(
  state: Pick<SpotState, 'scene' | 'differences'>,
  at: number,
): { object: SpotObject | null; upsideDown: boolean } {
  const original = SCENES[state.scene].objects[at]!;
  const change = state.differences.find((d) => d.at === at)?.change;
  if (!change) return { object: original, upsideDown: false };
  if (change.kind === 'missing') return { object: null, upsideDown: false };
  if (change.kind === 'swap') return { object: change.to, upsideDown: false };
  return { object: original, upsideDown: true };
}

export function acceptsTaps(state: SpotState): boolean {
  return state.phase === 'playing' && state.completeAt === null;
}

/**
 * A new game: a scene (another one than `avoid` when given) and the level's number of its candidates
 * at random (the activity's content sets nothing the levels change).
 */
export function init(now: number, random: Random, avoid?: SceneKey, level: SpotLevel = LEVELS[START_LEVEL]): SpotState {
  const scene = pick(
    SCENE_KEYS.filter((k) => k !== avoid),
    random,
  );
  const differences = shuffle(SCENES[scene].candidates, random)
    .slice(0, level.differences)
    .sort((a, b) => a.at - b.at);
  return {
    level,
    scene,
    differences,
    found: [],
    misses: 0,
    feedback: null,
    phase: 'playing',
    completeAt: null,
    advanceAt: null,
    startedAt: now,
    result: null,
  };
}

function tap(state: SpotState, at: number, now: number): SpotState {
  const spots = SCENES[state.scene].objects.length;
  if (!acceptsTaps(state) || !Number.isInteger(at) || at < 0 || at >= spots) return state;
  // A difference already found: nothing new to say, and not a miss.
  if (state.found.includes(at)) return state;
  if (!state.differences.some((d) => d.at === at)) {
    return { ...state, misses: state.misses + 1, feedback: { kind: 'same', at, last: false } };
  }
  const found = [...state.found, at];
  const completeAt = found.length === state.differences.length ? now + COMPLETE_DELAY_MS : null;
  return {
    ...state,
    found,
    feedback: { kind: 'found', at, last: completeAt !== null },
    completeAt,
    advanceAt: completeAt,
  };
}

function tick(state: SpotState, now: number): SpotState {
  if (state.completeAt === null || now < state.completeAt) return state;
  return {
    ...state,
    phase: 'complete',
    completeAt: null,
    advanceAt: null,
    result: { score: scoreOf(state.misses), minutes: wholeMinutes(now - state.startedAt) },
  };
}

export function reduce(state: SpotState, event: SpotEvent, now: number, random: Random): SpotState {
  switch (event.type) {
    case 'restart':
      // A fresh game in another scene, so 'Recomeçar' never shows the same pictures again.
      return init(now, random, state.scene, state.level);
    // A tap first catches up with the clock, so a late tick never lets a tap in after the end.
    case 'tap':
      return tap(tick(state, now), event.at, now);
    case 'tick':
      return tick(state, now);
  }
}
