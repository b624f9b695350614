import { COLOR_KEYS } from '@neurobridge/shared/content/types/color-sorting/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { shuffle, type Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import { COLOR_OBJECTS, type ColorKey, type ColorObjectKey } from './color-data';

// docs/product.md#colour-game: 2 objects per colour; a wrong basket's feedback clears after 1.5 s;
// completion is reported 2 s after the last object is placed.
export const OBJECTS_PER_COLOR = 2;
export const FEEDBACK_MS = 1_500;
export const COMPLETE_DELAY_MS = 2_000;

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
  colors: ColorKey[];
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
 * docs/product.md#colour-game: score = correct placements / (2 × colours). Every object ends in the
 * right basket (a wrong drop leaves it to try again), so a "correct placement" is one placed right
 * on its first try: objects that were dropped in a wrong basket first do not count.
 */
export function scoreOf(state: Pick<ColorState, 'colors' | 'placed' | 'missed'>): number {
  const firstTry = state.placed.filter((k) => !state.missed.includes(k)).length;
  return percent(firstTry, OBJECTS_PER_COLOR * state.colors.length);
}

function withTimer(state: ColorState): ColorState {
  const times = [state.feedback?.until ?? null, state.completeAt].filter((t): t is number => t !== null);
  return { ...state, advanceAt: times.length > 0 ? Math.min(...times) : null };
}

export function colorGame(setup: ColorSetup) {
  function init(now: number, random: Random): ColorState {
    const objects = setup.colors.flatMap((color) => COLOR_OBJECTS[color].map((key) => ({ key, color })));
    return {
      colors: setup.colors,
      objects: shuffle(objects, random),
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
        result: { score: scoreOf(state), minutes: wholeMinutes(now - state.startedAt) },
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
