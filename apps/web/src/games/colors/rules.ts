import { COLOR_KEYS } from '@neurobridge/shared/content/types/color-sorting/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { shuffle, type Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import { COLOR_OBJECTS, THIRD_OBJECTS, type ColorKey, type ColorObjectKey } from './color-data';

// docs/product.md#colour-game: 2 objects per colour; a wrong basket's feedback clears after 1.5 s;
// completion is reported 2 s after the last object is placed.
export const OBJECTS_PER_COLOR = 2;
export const FEEDBACK_MS = 1_500;
export const COMPLETE_DELAY_MS = 2_000;
/** At most this many objects in a game, so the objects and all six baskets fit one phone screen. */
export const MAX_OBJECTS = 12;

/** One level (docs/product.md#game-levels): how many objects per colour, and where the baskets stand. */
export interface ColorLevel {
  /** Objects dealt per colour, while the game stays within MAX_OBJECTS. */
  objectsPerColor: number;
  /** The baskets stand in an order drawn anew each game instead of the fixed one. */
  shuffledBaskets: boolean;
}

/**
 * docs/product.md#colour-game, "Levels": level 2 is the game as described there (two objects per
 * colour, the baskets in the fixed order); level 1 deals one object per colour; level 3 deals three
 * (the two and a third, THIRD_OBJECTS) while that stays within 12 objects — so with five or six
 * colours it deals two — and draws the baskets' order anew each game.
 */
export const LEVELS: Record<GameLevel, ColorLevel> = {
  1: { objectsPerColor: 1, shuffledBaskets: false },
  2: { objectsPerColor: OBJECTS_PER_COLOR, shuffledBaskets: false },
  3: { objectsPerColor: 3, shuffledBaskets: true },
};

/** Objects per colour at a level with these colours: the level's, within MAX_OBJECTS, at least one. */
export function objectsPerColor(level: GameLevel, colors: number): number {
  return Math.min(LEVELS[level].objectsPerColor, Math.max(1, Math.floor(MAX_OBJECTS / colors)));
}

/** A colour's objects: the usual two in full, one of them at random, or the two and the third. */
function objectsOf(color: ColorKey, count: number, random: Random): ColorObjectKey[] {
  const usual = COLOR_OBJECTS[color];
  if (count >= usual.length) return [...usual, THIRD_OBJECTS[color]].slice(0, count);
  return shuffle(usual, random).slice(0, count);
}

export interface ColorSetup {
  colors: ColorKey[];
}

/**
 * Content → the colours to sort (docs/product.md#colour-game): unknown keys are filtered out and
 * all six colours are used when none is valid or the list is absent. Baskets follow the canonical
 * order.
 */
export function setupFromContent(content: ContentOf<'color_sorting'>): ColorSetup {
  const listed = Array.isArray(content.colors) ? content.colors : [];
  const colors = COLOR_KEYS.filter((c) => listed.includes(c));
  return { colors: colors.length > 0 ? colors : [...COLOR_KEYS] };
}

export interface SortObject {
  key: ColorObjectKey;
  color: ColorKey;
}

export type Feedback = { kind: 'right' | 'wrong'; until: number };

export interface ColorState {
  /** The colours played, in the baskets' order. */
  colors: ColorKey[];
  /** Objects dealt per colour (the level's; docs/product.md#colour-game). */
  perColor: number;
  /** Every object of the chosen colours, shuffled once per game. */
  objects: SortObject[];
  selected: ColorObjectKey | null;
  /** Objects already in their basket, in placement order. */
  placed: ColorObjectKey[];
  /** Objects that went to a wrong basket at least once: they no longer count as right first time. */
  missed: ColorObjectKey[];
  errors: number;
  /** A new object per attempt, so the view can play a cue even when the same result repeats. */
  feedback: Feedback | null;
  phase: 'playing' | 'done' | 'complete';
  completeAt: number | null;
  /** The next moment something changes by itself (feedback clears or completion). */
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type ColorEvent =
  | { type: 'select'; object: ColorObjectKey }
  | { type: 'drop'; basket: ColorKey }
  | { type: 'tick' }
  | { type: 'restart' };

/**
 * docs/product.md#colour-game: score = correct placements / (2 × colours) — the objects per colour
 * are the level's. Every object ends in the right basket (a wrong drop leaves it to try again), so
 * a "correct placement" is one placed right on its first try: objects that were dropped in a wrong
 * basket first do not count.
 */
export function scoreOf(
  state: Pick<ColorState, 'colors' | 'placed' | 'missed'>,
  perColor: number = OBJECTS_PER_COLOR,
): number {
  const firstTry = state.placed.filter((k) => !state.missed.includes(k)).length;
  return percent(firstTry, perColor * state.colors.length);
}

function withTimer(state: ColorState): ColorState {
  const times = [state.feedback?.until ?? null, state.completeAt].filter((t): t is number => t !== null);
  return { ...state, advanceAt: times.length > 0 ? Math.min(...times) : null };
}

export function colorGame(setup: ColorSetup, level: GameLevel = START_LEVEL) {
  const perColor = objectsPerColor(level, setup.colors.length);
  function init(now: number, random: Random): ColorState {
    const objects = setup.colors.flatMap((color) => objectsOf(color, perColor, random).map((key) => ({ key, color })));
    const dealt = shuffle(objects, random);
    return {
      colors: LEVELS[level].shuffledBaskets ? shuffle(setup.colors, random) : setup.colors,
      perColor,
      objects: dealt,
      selected: null,
      placed: [],
      missed: [],
      errors: 0,
      feedback: null,
      phase: 'playing',
      completeAt: null,
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function select(state: ColorState, object: ColorObjectKey): ColorState {
    const known = state.objects.some((o) => o.key === object);
    if (state.phase !== 'playing' || !known || state.placed.includes(object)) return state;
    // Tapping the chosen object again puts it back (a toggle).
    return { ...state, selected: state.selected === object ? null : object };
  }

  function drop(state: ColorState, basket: ColorKey, now: number): ColorState {
    const object = state.objects.find((o) => o.key === state.selected);
    if (state.phase !== 'playing' || !object || !state.colors.includes(basket)) return state;
    if (object.color !== basket) {
      // Wrong: counted, and the object stays chosen so the child can try another basket.
      return withTimer({
        ...state,
        errors: state.errors + 1,
        missed: state.missed.includes(object.key) ? state.missed : [...state.missed, object.key],
        feedback: { kind: 'wrong', until: now + FEEDBACK_MS },
      });
    }
    const placed = [...state.placed, object.key];
    const allPlaced = placed.length === state.objects.length;
    const completeAt = allPlaced ? now + COMPLETE_DELAY_MS : null;
    return withTimer({
      ...state,
      placed,
      selected: null,
      // The last "Muito bem!" stays until completion instead of leaving a blank moment.
      feedback: { kind: 'right', until: completeAt ?? now + FEEDBACK_MS },
      phase: allPlaced ? 'done' : 'playing',
      completeAt,
    });
  }

  function tick(state: ColorState, now: number): ColorState {
    if (state.advanceAt === null || now < state.advanceAt) return state;
    const feedback = state.feedback && now >= state.feedback.until ? null : state.feedback;
    if (state.completeAt !== null && now >= state.completeAt) {
      return {
        ...state,
        feedback,
        phase: 'complete',
        completeAt: null,
        advanceAt: null,
        result: { score: scoreOf(state, state.perColor), minutes: wholeMinutes(now - state.startedAt) },
      };
    }
    return withTimer({ ...state, feedback });
  }

  function reduce(state: ColorState, event: ColorEvent, now: number, random: Random): ColorState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'select':
        return select(state, event.object);
      case 'drop':
        return drop(state, event.basket, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init, reduce };
}
