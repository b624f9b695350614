import { DEFAULT_ORGANIZATION, ORGANIZATION_CATEGORIES } from '@neurobridge/shared/content/types/organization/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { shuffle, type Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import { CATEGORY_ITEMS, type CategoryKey, type ItemKey } from './organization-data';

// docs/product.md#organization-game: each session sorts 2 items of each chosen category (of its
// 6), so 4 categories make 8 items and all 6 make 12, which fit one screen; completion is reported
// 2 s after the last item is sorted.
export const ITEMS_PER_CATEGORY = 2;
export const COMPLETE_DELAY_MS = 2_000;
/** At most this many items in a game, so the items and all six boxes fit one phone screen. */
export const MAX_ITEMS = 12;

/** One level (docs/product.md#game-levels): how many items of each category a game sorts. */
export interface OrganizationLevel {
  /** Items drawn per category, while the game stays within MAX_ITEMS. */
  itemsPerCategory: number;
}

/**
 * docs/product.md#organization-game, "Levels": level 2 is the game as described there (2 items per
 * category); level 1 draws 1 per category; level 3 draws 3 while that stays within 12 items — so
 * with five or six categories it draws 2.
 */
export const LEVELS: Record<GameLevel, OrganizationLevel> = {
  1: { itemsPerCategory: 1 },
  2: { itemsPerCategory: ITEMS_PER_CATEGORY },
  3: { itemsPerCategory: 3 },
};

/** Items per category at a level with these categories: the level's, within MAX_ITEMS, at least one. */
export function itemsPerCategory(level: GameLevel, categories: number): number {
  return Math.min(LEVELS[level].itemsPerCategory, Math.max(1, Math.floor(MAX_ITEMS / categories)));
}

export interface OrganizationSetup {
  categories: CategoryKey[];
}

/**
 * Content → the boxes (docs/product.md#organization-game): the known categories in the content's
 * order (unknown keys and repeats dropped); the default four when none is valid or the list is absent.
 */
export function setupFromContent(content: ContentOf<'organization'>): OrganizationSetup {
  const listed = Array.isArray(content.categories) ? content.categories : [];
  const known = ORGANIZATION_CATEGORIES as readonly unknown[];
  const categories = listed.filter((c, i): c is CategoryKey => known.includes(c) && listed.indexOf(c) === i);
  return { categories: categories.length > 0 ? categories : [...DEFAULT_ORGANIZATION] };
}

export interface SortItem {
  key: ItemKey;
  category: CategoryKey;
}

/** A new object per attempt, so the view plays a cue and speaks even when the same result repeats. */
export type Feedback = { kind: 'right' | 'wrong'; item: ItemKey; box: CategoryKey };

export interface OrganizationState {
  categories: CategoryKey[];
  /** Items drawn per category (the level's; docs/product.md#organization-game). */
  perCategory: number;
  /** `perCategory` items drawn from each category, shuffled together once per game. */
  items: SortItem[];
  selected: ItemKey | null;
  /** Items already in their box, in sorting order. */
  placed: ItemKey[];
  /** Items tried in a wrong box at least once: they no longer count as right first time. */
  missed: ItemKey[];
  errors: number;
  /** The last attempt's message; it stays until the child chooses again. */
  feedback: Feedback | null;
  phase: 'playing' | 'done' | 'complete';
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type OrganizationEvent =
  { type: 'select'; item: ItemKey } | { type: 'drop'; box: CategoryKey } | { type: 'tick' } | { type: 'restart' };

/**
 * docs/product.md#organization-game: "the percentage sorted". Every item ends up in its box (a
 * wrong box leaves it chosen to try again), so, as in the colour game, an item counts as sorted
 * only when it went into its box on the first try.
 */
export function scoreOf(state: Pick<OrganizationState, 'items' | 'placed' | 'missed'>): number {
  const firstTry = state.placed.filter((k) => !state.missed.includes(k)).length;
  return percent(firstTry, state.items.length);
}

/** The items of one session: ITEMS_PER_CATEGORY (the level's) of each category, drawn at random, then all shuffled. */
export function drawItems(
  categories: readonly CategoryKey[],
  random: Random,
  perCategory: number = ITEMS_PER_CATEGORY,
): SortItem[] {
  const drawn = categories.flatMap((category) =>
    shuffle(CATEGORY_ITEMS[category], random)
      .slice(0, perCategory)
      .map((key) => ({ key, category })),
  );
  return shuffle(drawn, random);
}

export function organizationGame(setup: OrganizationSetup, level: GameLevel = START_LEVEL) {
  const perCategory = itemsPerCategory(level, setup.categories.length);
  function init(now: number, random: Random): OrganizationState {
    return {
      categories: setup.categories,
      perCategory,
      items: drawItems(setup.categories, random, perCategory),
      selected: null,
      placed: [],
      missed: [],
      errors: 0,
      feedback: null,
      phase: 'playing',
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function select(state: OrganizationState, item: ItemKey): OrganizationState {
    const known = state.items.some((o) => o.key === item);
    if (state.phase !== 'playing' || !known || state.placed.includes(item)) return state;
    // Tapping the chosen item again puts it back (a toggle); a new choice clears the last message.
    return { ...state, selected: state.selected === item ? null : item, feedback: null };
  }

  function drop(state: OrganizationState, box: CategoryKey, now: number): OrganizationState {
    const item = state.items.find((o) => o.key === state.selected);
    if (state.phase !== 'playing' || !item || !state.categories.includes(box)) return state;
    if (item.category !== box) {
      // Wrong: a miss, and the item stays chosen so the child can try another box.
      return {
        ...state,
        errors: state.errors + 1,
        missed: state.missed.includes(item.key) ? state.missed : [...state.missed, item.key],
        feedback: { kind: 'wrong', item: item.key, box },
      };
    }
    const placed = [...state.placed, item.key];
    const allSorted = placed.length === state.items.length;
    return {
      ...state,
      placed,
      selected: null,
      feedback: { kind: 'right', item: item.key, box },
      phase: allSorted ? 'done' : 'playing',
      advanceAt: allSorted ? now + COMPLETE_DELAY_MS : null,
    };
  }

  function tick(state: OrganizationState, now: number): OrganizationState {
    if (state.phase !== 'done' || state.advanceAt === null || now < state.advanceAt) return state;
    return {
      ...state,
      phase: 'complete',
      advanceAt: null,
      result: { score: scoreOf(state), minutes: wholeMinutes(now - state.startedAt) },
    };
  }

  function reduce(state: OrganizationState, event: OrganizationEvent, now: number, random: Random): OrganizationState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'select':
        return select(state, event.item);
      case 'drop':
        return drop(state, event.box, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init, reduce };
}
