import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { shuffle, type Random } from '../shared/random';
import { wholeMinutes, type GameResult } from '../shared/result';
import { MEMORY_PICTURES, type MemoryPicture } from './memory-data';

/** How much a memory game deals and how long it shows things, per level (docs/product.md#memory-game). */
export interface MemoryLevel {
  /** Pairs dealt: the board holds twice as many cards. */
  pairs: number;
  /** The pairs are drawn from the first this many of MEMORY_PICTURES. */
  pictures: number;
  /** Every card is shown face up this long at the start. */
  previewMs: number;
  /** A mismatched pair stays face up this long before turning back. */
  mismatchMs: number;
  /**
   * Mismatches that cost nothing: the first turns are guesses for anyone, and there are more of
   * them with more pairs (about three quarters of the pairs).
   */
  freeMismatches: number;
}

/**
 * The levels (docs/product.md#game-levels): level 2 is the game as it always was (8 pairs from 10
 * pictures, 2 s preview, 1 s mismatch, 6 free mismatches); level 1 deals 6 pairs and gives more time
 * to look; level 3 deals 12 pairs (all 12 pictures) at level 2's pace.
 */
export const LEVELS: Record<GameLevel, MemoryLevel> = {
  1: { pairs: 6, pictures: 10, previewMs: 3_000, mismatchMs: 1_500, freeMismatches: 5 },
  2: { pairs: 8, pictures: 10, previewMs: 2_000, mismatchMs: 1_000, freeMismatches: 6 },
  3: { pairs: 12, pictures: 12, previewMs: 2_000, mismatchMs: 1_000, freeMismatches: 9 },
};

// docs/product.md#memory-game, level 2: 16 cards (8 pairs), all shown for 2 s at the start; a
// mismatched pair turns back after 1 s; completion is reported 1 s after the last pair is found
// (at every level).
export const PAIRS = LEVELS[START_LEVEL].pairs;
export const PREVIEW_MS = LEVELS[START_LEVEL].previewMs;
export const MISMATCH_MS = LEVELS[START_LEVEL].mismatchMs;
export const COMPLETE_DELAY_MS = 1_000;

// Score: 100 up to the level's free mismatches (6 at level 2), then POINTS_PER_MISMATCH less for
// each further mismatch, never below MIN_SCORE for a finished game.
export const FREE_MISMATCHES = LEVELS[START_LEVEL].freeMismatches;
export const POINTS_PER_MISMATCH = 5;
export const MIN_SCORE = 40;

/** After this many mismatches in a row (since the last pair found), a help button shows one pair. */
export const HELP_AFTER_MISSES = 3;

export interface Card {
  /** Position in the grid, 0 to cards − 1 (0–15 at level 2). */
  id: number;
  picture: MemoryPicture;
}

/** A new object per try, so the view speaks and plays a cue even when the same result repeats. */
export type Feedback = {
  kind: 'match' | 'mismatch' | 'help';
  picture: MemoryPicture;
  /** The last pair: every pair is found. */
  last: boolean;
};

export interface MemoryState {
  /** The level's sizes and times, kept for 'Recomeçar'. */
  level: MemoryLevel;
  cards: Card[];
  phase: 'waiting' | 'playing' | 'complete';
  /** Cards turned in the current try (0, 1 or 2), not yet found. */
  turned: number[];
  /** Cards of the pairs already found. */
  found: number[];
  mismatches: number;
  /** Mismatches since the last pair was found (or shown by the help). */
  missStreak: number;
  /** The first card of the last mismatched try: the one the help shows the partner of. */
  lastMissed: number | null;
  helps: number;
  feedback: Feedback | null;
  /** When the two mismatched cards turn back; taps are ignored until then. */
  hideAt: number | null;
  /** When the start preview ends (phase 'waiting'). */
  previewUntil: number | null;
  completeAt: number | null;
  /** The next moment something changes by itself. */
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type MemoryEvent = { type: 'turn'; card: number } | { type: 'help' } | { type: 'tick' } | { type: 'restart' };

export function scoreOf(mismatches: number, freeMismatches = FREE_MISMATCHES): number {
  const lost = POINTS_PER_MISMATCH * Math.max(0, mismatches - freeMismatches);
  return Math.max(MIN_SCORE, 100 - lost);
}

/** Whether the card's picture shows: during the preview, while turned, or once its pair is found. */
export function isFaceUp(state: MemoryState, card: number): boolean {
  return state.phase === 'waiting' || state.turned.includes(card) || state.found.includes(card);
}

/** Taps count only while playing, outside the mismatch second and before completion is pending. */
export function acceptsTaps(state: MemoryState): boolean {
  return state.phase === 'playing' && state.hideAt === null && state.completeAt === null;
}

export function helpAvailable(state: MemoryState): boolean {
  return acceptsTaps(state) && state.missStreak >= HELP_AFTER_MISSES;
}

function withTimer(state: MemoryState): MemoryState {
  const times = [state.previewUntil, state.hideAt, state.completeAt].filter((t): t is number => t !== null);
  return { ...state, advanceAt: times.length > 0 ? Math.min(...times) : null };
}

/** A new game at a level's sizes (the activity's content sets nothing the levels change). */
export function init(now: number, random: Random, level: MemoryLevel = LEVELS[START_LEVEL]): MemoryState {
  const pictures = shuffle(MEMORY_PICTURES.slice(0, level.pictures), random).slice(0, level.pairs);
  const cards = shuffle([...pictures, ...pictures], random).map((picture, id) => ({ id, picture }));
  return withTimer({
    level,
    cards,
    phase: 'waiting',
    turned: [],
    found: [],
    mismatches: 0,
    missStreak: 0,
    lastMissed: null,
    helps: 0,
    feedback: null,
    hideAt: null,
    previewUntil: now + level.previewMs,
    completeAt: null,
    advanceAt: null,
    startedAt: now,
    result: null,
  });
}

function pictureOf(state: MemoryState, card: number): MemoryPicture {
  return state.cards[card]!.picture;
}

function partnerOf(state: MemoryState, card: number): number {
  const picture = pictureOf(state, card);
  return state.cards.find((c) => c.id !== card && c.picture === picture)!.id;
}

/** Marks a pair as found; the last one schedules the completion. */
function findPair(state: MemoryState, pair: [number, number], kind: 'match' | 'help', now: number): MemoryState {
  const found = [...state.found, ...pair];
  const done = found.length === state.cards.length;
  return withTimer({
    ...state,
    found,
    turned: [],
    missStreak: 0,
    lastMissed: null,
    helps: kind === 'help' ? state.helps + 1 : state.helps,
    feedback: { kind, picture: pictureOf(state, pair[0]), last: done },
    completeAt: done ? now + COMPLETE_DELAY_MS : null,
  });
}

function turn(state: MemoryState, card: number, now: number): MemoryState {
  const known = card >= 0 && card < state.cards.length;
  if (!acceptsTaps(state) || !known || state.found.includes(card) || state.turned.includes(card)) return state;
  if (state.turned.length === 0) {
    // A new try: the last try's words are cleared.
    return { ...state, turned: [card], feedback: null };
  }
  const first = state.turned[0]!;
  if (pictureOf(state, first) === pictureOf(state, card)) return findPair(state, [first, card], 'match', now);
  return withTimer({
    ...state,
    turned: [first, card],
    mismatches: state.mismatches + 1,
    missStreak: state.missStreak + 1,
    lastMissed: first,
    feedback: { kind: 'mismatch', picture: pictureOf(state, first), last: false },
    hideAt: now + state.level.mismatchMs,
  });
}

/** The help shows the partner of the card turned now, else of the last mismatch's first card. */
function help(state: MemoryState, now: number): MemoryState {
  if (!helpAvailable(state)) return state;
  const base =
    state.turned[0] ??
    (state.lastMissed !== null && !state.found.includes(state.lastMissed) ? state.lastMissed : null) ??
    state.cards.find((c) => !state.found.includes(c.id))!.id;
  return findPair(state, [base, partnerOf(state, base)], 'help', now);
}

function tick(state: MemoryState, now: number): MemoryState {
  if (state.advanceAt === null || now < state.advanceAt) return state;
  let next = state;
  if (next.previewUntil !== null && now >= next.previewUntil) {
    next = { ...next, phase: 'playing', previewUntil: null };
  }
  if (next.hideAt !== null && now >= next.hideAt) {
    next = { ...next, turned: [], hideAt: null };
  }
  if (next.completeAt !== null && now >= next.completeAt) {
    return {
      ...next,
      phase: 'complete',
      completeAt: null,
      advanceAt: null,
      result: {
        score: scoreOf(next.mismatches, next.level.freeMismatches),
        minutes: wholeMinutes(now - next.startedAt),
      },
    };
  }
  return withTimer(next);
}

export function reduce(state: MemoryState, event: MemoryEvent, now: number, random: Random): MemoryState {
  switch (event.type) {
    case 'restart':
      return init(now, random, state.level);
    // A tap first catches up with the clock (a preview or a wait whose tick has not arrived yet),
    // so taps always meet the state their moment calls for.
    case 'turn':
      return turn(tick(state, now), event.card, now);
    case 'help':
      return help(tick(state, now), now);
    case 'tick':
      return tick(state, now);
  }
}
