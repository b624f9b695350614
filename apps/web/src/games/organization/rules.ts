import { DEFAULT_ORGANIZATION, ORGANIZATION_CATEGORIES } from '@neurobridge/shared/content/types/organization/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { shuffle, type Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import { CATEGORY_ITEMS, type CategoryKey, type ItemKey } from './organization-data';

// docs/product.md#organization-game: each session sorts 2 items of each chosen category (of its
// 6), so 4 categories make 8 items and all 6 make 12, which fit one screen; completion is reported
// 2 s after the last item is sorted.
export const ITEMS_PER_CATEGORY = 2;
export const COMPLETE_DELAY_MS = 2_000;

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
  /** ITEMS_PER_CATEGORY items drawn from each category, shuffled together once per game. */
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

/** The items of one session: ITEMS_PER_CATEGORY of each category, drawn at random, then all shuffled. */
export function drawItems(categories: readonly CategoryKey[], random: Random): SortItem[] {
  const drawn = categories.flatMap((category) =>
    shuffle(CATEGORY_ITEMS[category], random)
      .slice(0, ITEMS_PER_CATEGORY)
      .map((key) => ({ key, category })),
  );
  return shuffle(drawn, random);
}

export function organizationGame(setup: OrganizationSetup) {
  function init(now: number, random: Random): OrganizationState {
    return {
      categories: setup.categories,
      items: drawItems(setup.categories, random),
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
