import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { shuffle, type Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import * as timer from '../shared/timer';
import { SCENE_KEYS, type PuzzleGrid, type SceneKey } from './puzzle-data';

/** How many pieces a puzzle is cut into, per level (docs/product.md#visual-puzzle). */
export interface PuzzleLevel {
  /** Pieces per side: the puzzle has grid × grid pieces. */
  grid: PuzzleGrid;
  /** A new puzzle always starts with at least this many pieces out of place (so never solved). */
  minOutOfPlace: number;
}

/**
 * The levels (docs/product.md#game-levels): level 2 is the game as it always was, 3 × 3 pieces with
 * at least 5 out of place; level 1 is 2 × 2 (at least 3 out), level 3 is 4 × 4 (at least 10 out).
 * The score and the content's countdown are the same at every level.
 */
export const LEVELS: Record<GameLevel, PuzzleLevel> = {
  1: { grid: 2, minOutOfPlace: 3 },
  2: { grid: 3, minOutOfPlace: 5 },
  3: { grid: 4, minOutOfPlace: 10 },
};

// docs/product.md#visual-puzzle. The spec only says the game exists; these are the product's rules.
/** Pieces per side at level 2: a 3 × 3 puzzle. */
export const GRID = LEVELS[START_LEVEL].grid;
export const PIECES = GRID * GRID;
/** At level 2, a new puzzle always starts with at least this many pieces out of place. */
export const MIN_OUT_OF_PLACE = LEVELS[START_LEVEL].minOutOfPlace;
/** How many shuffles are tried to meet MIN_OUT_OF_PLACE before falling back to a rotation. */
export const SHUFFLE_TRIES = 50;
/** The result comes 1.5 s after the last piece fits (or the time runs out). */
export const COMPLETE_DELAY_MS = 1_500;
export const FEEDBACK_MS = 1_500;
/** Score: 100 with the fewest swaps possible, minus 5 per extra swap, never below 40 once solved. */
export const POINTS_PER_EXTRA_MOVE = 5;
export const SOLVED_FLOOR = 40;
/** `duration` is read only within the content schema's range (seconds). */
export const MIN_DURATION_S = 10;
export const MAX_DURATION_S = 600;

export type PuzzleContent = ContentOf<'focus_exercise'> & { task: 'visual_puzzle' };

export interface PuzzleSetup {
  /** The countdown in ms, or null when the content gives no duration. */
  durationMs: number | null;
}

export function setupFromContent(content: ContentOf<'focus_exercise'>): PuzzleSetup {
  const d = content.duration;
  const valid = typeof d === 'number' && Number.isInteger(d) && d >= MIN_DURATION_S && d <= MAX_DURATION_S;
  return { durationMs: valid ? d * 1_000 : null };
}

export type PuzzleFeedback = { kind: 'fit' | 'not_yet'; until: number };

export interface PuzzleState {
  /** Pieces per side (the level's). */
  grid: PuzzleGrid;
  scene: SceneKey;
  /** pieces[slot] = the piece shown there; piece n belongs in slot n. */
  pieces: number[];
  /** The pieces that started out of place (for the time-up score). */
  startedOut: number[];
  /** The fewest swaps that solve the starting layout. */
  minMoves: number;
  moves: number;
  /** The chosen slot, or null. */
  selected: number | null;
  /** A new object per swap, so the view can react even when the same result repeats. */
  feedback: PuzzleFeedback | null;
  phase: 'playing' | 'done' | 'complete';
  endedBy: 'solved' | 'time' | null;
  timer: timer.Timer | null;
  secondsLeft: number | null;
  completeAt: number | null;
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type PuzzleEvent = { type: 'tap'; slot: number } | { type: 'tick' } | { type: 'restart' };

export function inPlace(pieces: readonly number[], slot: number): boolean {
  return pieces[slot] === slot;
}

export function isSolved(pieces: readonly number[]): boolean {
  return pieces.every((piece, slot) => piece === slot);
}

/** The fewest swaps that sort a layout: pieces minus the cycles of the permutation. */
export function minSwaps(pieces: readonly number[]): number {
  const seen = new Set<number>();
  let cycles = 0;
  for (let start = 0; start < pieces.length; start++) {
    if (seen.has(start)) continue;
    cycles++;
    for (let i = start; !seen.has(i); i = pieces[i]!) seen.add(i);
  }
  return pieces.length - cycles;
}

/** A solved puzzle's score: 100 at the fewest swaps, 5 less per extra swap, at least 40. */
export function solvedScore(moves: number, minMoves: number): number {
  const extra = Math.max(0, moves - minMoves);
  return Math.max(SOLVED_FLOOR, 100 - POINTS_PER_EXTRA_MOVE * extra);
}

/**
 * When the time runs out first: 40 × the share of the pieces that started out of place and are in
 * place now, rounded down, so an unfinished puzzle always scores below any finished one.
 */
export function timeUpScore(state: Pick<PuzzleState, 'pieces' | 'startedOut'>): number {
  const placed = state.startedOut.filter((piece) => state.pieces[piece] === piece).length;
  const share = percent(placed, state.startedOut.length) / 100;
  return Math.min(SOLVED_FLOOR - 1, Math.floor(share * SOLVED_FLOOR));
}

/** A shuffled layout with at least the level's pieces out of place (never solved). */
export function shuffledPieces(random: Random, level: PuzzleLevel = LEVELS[START_LEVEL]): number[] {
  const count = level.grid * level.grid;
  const solved = Array.from({ length: count }, (_, i) => i);
  for (let i = 0; i < SHUFFLE_TRIES; i++) {
    const pieces = shuffle(solved, random);
    if (pieces.filter((piece, slot) => piece !== slot).length >= level.minOutOfPlace) return pieces;
  }
  return solved.map((_, slot) => (slot + 1) % count);
}

function withTimer(state: PuzzleState): PuzzleState {
  const times: (number | null)[] = [state.feedback?.until ?? null, state.completeAt];
  if (state.phase === 'playing' && state.timer && state.secondsLeft !== null) {
    const end = timer.endsAt(state.timer);
    // The next whole second of the countdown, so the shown seconds stay right; the last one is the end.
    if (end !== null) times.push(end - (state.secondsLeft - 1) * 1_000);
  }
  const due = times.filter((t): t is number => t !== null);
  return { ...state, advanceAt: due.length > 0 ? Math.min(...due) : null };
}

/** The game for a content's setup at a level (the content's countdown is kept at every level). */
export function puzzleGame(setup: PuzzleSetup, level: PuzzleLevel = LEVELS[START_LEVEL]) {
  function init(now: number, random: Random): PuzzleState {
    const scene = SCENE_KEYS[Math.floor(random() * SCENE_KEYS.length)]!;
    const pieces = shuffledPieces(random, level);
    const countdown = setup.durationMs === null ? null : timer.start(now, setup.durationMs);
    return withTimer({
      grid: level.grid,
      scene,
      pieces,
      startedOut: pieces.filter((piece, slot) => piece !== slot).sort((a, b) => a - b),
      minMoves: minSwaps(pieces),
      moves: 0,
      selected: null,
      feedback: null,
      phase: 'playing',
      endedBy: null,
      timer: countdown,
      secondsLeft: countdown ? timer.secondsLeft(countdown, now) : null,
      completeAt: null,
      advanceAt: null,
      startedAt: now,
      result: null,
    });
  }

  function end(state: PuzzleState, endedBy: 'solved' | 'time', now: number): PuzzleState {
    return {
      ...state,
      phase: 'done',
      endedBy,
      selected: null,
      feedback: null,
      timer: state.timer ? timer.pause(state.timer, now) : null,
      secondsLeft: state.timer ? timer.secondsLeft(state.timer, now) : null,
      completeAt: now + COMPLETE_DELAY_MS,
    };
  }

  /**
   * Tap a piece to choose it, then another to swap the two. A piece already in place cannot be
   * chosen. Like the colour game's objects, the moved piece stays chosen until it fits, so the child
   * can try it somewhere else; tapping the chosen piece again lets it go.
   */
  function tap(state: PuzzleState, slot: number, now: number): PuzzleState {
    const valid = Number.isInteger(slot) && slot >= 0 && slot < state.pieces.length;
    if (state.phase !== 'playing' || !valid || inPlace(state.pieces, slot)) return state;
    if (state.selected === null) return { ...state, selected: slot };
    if (state.selected === slot) return { ...state, selected: null };
    const from = state.selected;
    const pieces = [...state.pieces];
    [pieces[from], pieces[slot]] = [pieces[slot]!, pieces[from]!];
    const fits = inPlace(pieces, slot) || inPlace(pieces, from);
    const next: PuzzleState = {
      ...state,
      pieces,
      moves: state.moves + 1,
      selected: inPlace(pieces, slot) ? null : slot,
      feedback: { kind: fits ? 'fit' : 'not_yet', until: now + FEEDBACK_MS },
    };
    return withTimer(isSolved(pieces) ? end(next, 'solved', now) : next);
  }

  function tick(state: PuzzleState, now: number): PuzzleState {
    if (state.advanceAt === null || now < state.advanceAt) return state;
    if (state.completeAt !== null && now >= state.completeAt) {
      const score = state.endedBy === 'solved' ? solvedScore(state.moves, state.minMoves) : timeUpScore(state);
      return {
        ...state,
        phase: 'complete',
        completeAt: null,
        advanceAt: null,
        result: { score, minutes: wholeMinutes(now - state.startedAt) },
      };
    }
    const next: PuzzleState = {
      ...state,
      feedback: state.feedback && now >= state.feedback.until ? null : state.feedback,
      secondsLeft: state.timer ? timer.secondsLeft(state.timer, now) : null,
    };
    if (next.phase === 'playing' && next.timer && timer.isDone(next.timer, now))
      return withTimer(end(next, 'time', now));
    return withTimer(next);
  }

  function reduce(state: PuzzleState, event: PuzzleEvent, now: number, random: Random): PuzzleState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'tap':
        return tap(state, event.slot, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init, reduce };
}
