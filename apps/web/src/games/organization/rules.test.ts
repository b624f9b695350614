import { DEFAULT_ORGANIZATION, ORGANIZATION_CATEGORIES } from '@neurobridge/shared/content/types/organization/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { ITEM_ART } from './organization-art';
import { CATEGORY_ITEMS, CATEGORY_LABELS, ITEM_LABELS, type CategoryKey } from './organization-data';
import {
  COMPLETE_DELAY_MS,
  drawItems,
  itemsPerCategory,
  ITEMS_PER_CATEGORY,
  LEVELS,
  MAX_ITEMS,
  organizationGame,
  scoreOf,
  setupFromContent,
  type OrganizationState,
} from './rules';

const random = seededRandom(11);
const setupOf = (categories?: unknown[]) => setupFromContent({ type: 'organization', categories });
const wrongBox = (s: OrganizationState, category: CategoryKey) => s.categories.find((c) => c !== category)!;

/** Sorts every item into its box, 2 s apart; `missFirst` items visit a wrong box first. */
function sortAll(s0: OrganizationState, game: ReturnType<typeof organizationGame>, missFirst = 0, start = 0) {
  let s = s0;
  let now = start;
  s.items.forEach((item, i) => {
    s = game.reduce(s, { type: 'select', item: item.key }, (now += 1_000), random);
    if (i < missFirst) s = game.reduce(s, { type: 'drop', box: wrongBox(s, item.category) }, now, random);
    s = game.reduce(s, { type: 'drop', box: item.category }, (now += 1_000), random);
  });
  return { s, now };
}

describe('categories and items (docs/product.md#organization-game)', () => {
  it('6 categories of 6 distinct items, each with a name and a picture', () => {
    expect(ORGANIZATION_CATEGORIES).toHaveLength(6);
    const all = ORGANIZATION_CATEGORIES.flatMap((c) => [...CATEGORY_ITEMS[c]]);
    expect(all).toHaveLength(36);
    expect(new Set(all).size).toBe(36);
    expect(new Set(all.map((k) => ITEM_LABELS[k])).size).toBe(36);
    for (const k of all) expect(ITEM_ART[k]).toBeTruthy();
    for (const c of ORGANIZATION_CATEGORIES) expect(CATEGORY_LABELS[c].length).toBeGreaterThan(0);
  });

  // Issue 27: the players are 3 to 8 (the catalogue's organization games): no collector's piece a
  // child there does not know (a matryoshka, chess) and nothing sharp or thrown at people (darts).
  it('every item is one a Brazilian child of 3 to 8 knows and may safely play with', () => {
    const labels = ORGANIZATION_CATEGORIES.flatMap((c) => CATEGORY_ITEMS[c].map((k) => ITEM_LABELS[k]));
    const notForThem = /matrioska|xadrez|dardo|faca|tesoura|espada|arma|fósforo|isqueiro|moeda/i;
    expect(labels.filter((label) => notForThem.test(label))).toEqual([]);
    // A doll is named as one, so the child sees why it goes in 'Bonecas'.
    for (const k of CATEGORY_ITEMS.bonecas) expect(ITEM_LABELS[k]).toMatch(/^Boneca /);
  });

  it('plays the known categories in the content order, dropping unknown ones and repeats', () => {
    expect(setupOf(['frutas', 'naves', 'carros', 7, 'frutas']).categories).toEqual(['frutas', 'carros']);
    expect(setupOf(['roupas']).categories).toEqual(['roupas']);
  });

  it('uses the default four (carros, bonecas, livros, jogos) when none is valid or the list is absent', () => {
    expect(DEFAULT_ORGANIZATION).toEqual(['carros', 'bonecas', 'livros', 'jogos']);
    expect(setupOf().categories).toEqual([...DEFAULT_ORGANIZATION]);
    expect(setupOf([]).categories).toEqual([...DEFAULT_ORGANIZATION]);
    expect(setupOf(['naves', null]).categories).toEqual([...DEFAULT_ORGANIZATION]);
  });

  it(`draws ${ITEMS_PER_CATEGORY} items of each chosen category, with the injected random source`, () => {
    expect(ITEMS_PER_CATEGORY).toBe(2);
    const items = drawItems(['carros', 'frutas', 'roupas'], seededRandom(4));
    expect(items).toHaveLength(6);
    for (const c of ['carros', 'frutas', 'roupas'] as const) {
      const mine = items.filter((i) => i.category === c);
      expect(mine).toHaveLength(ITEMS_PER_CATEGORY);
      for (const i of mine) expect(CATEGORY_ITEMS[c]).toContain(i.key);
    }
    expect(drawItems(['carros', 'frutas', 'roupas'], seededRandom(4))).toEqual(items);
    // Over many games every item of a category comes up.
    const seen = new Set<string>();
    for (let seed = 0; seed < 100; seed++) for (const i of drawItems(['livros'], seededRandom(seed))) seen.add(i.key);
    expect(seen.size).toBe(6);
  });
});

describe('play (docs/product.md#organization-game)', () => {
  const game = organizationGame(setupOf());

  it('starts with 8 items for the default four boxes, nothing chosen or sorted', () => {
    const s = game.init(0, random);
    expect(s.items).toHaveLength(8);
    expect(s).toMatchObject({ selected: null, placed: [], phase: 'playing', advanceAt: null, result: null });
  });

  it('select, then a right box: the item moves in with a message naming it and the box', () => {
    const s0 = game.init(0, random);
    const item = s0.items[0]!;
    const s1 = game.reduce(s0, { type: 'select', item: item.key }, 1_000, random);
    expect(s1.selected).toBe(item.key);
    const s2 = game.reduce(s1, { type: 'drop', box: item.category }, 2_000, random);
    expect(s2).toMatchObject({ placed: [item.key], selected: null, errors: 0 });
    expect(s2.feedback).toEqual({ kind: 'right', item: item.key, box: item.category });
  });

  it('a wrong box: a miss, a message, and the item stays chosen; a new choice clears the message', () => {
    const s0 = game.init(0, random);
    const item = s0.items[0]!;
    const box = wrongBox(s0, item.category);
    let s = game.reduce(s0, { type: 'select', item: item.key }, 1_000, random);
    s = game.reduce(s, { type: 'drop', box }, 2_000, random);
    expect(s).toMatchObject({ selected: item.key, placed: [], errors: 1, missed: [item.key] });
    expect(s.feedback).toEqual({ kind: 'wrong', item: item.key, box });
    const again = game.reduce(s, { type: 'drop', box }, 3_000, random);
    expect(again.errors).toBe(2);
    expect(again.missed).toEqual([item.key]);
    expect(again.feedback).not.toBe(s.feedback);
    const other = game.reduce(again, { type: 'select', item: s0.items[1]!.key }, 4_000, random);
    expect(other).toMatchObject({ selected: s0.items[1]!.key, feedback: null });
  });

  it('a second tap on the chosen item puts it back; a box with nothing chosen, unknown items and boxes do nothing', () => {
    const s0 = game.init(0, random);
    const key = s0.items[0]!.key;
    const s1 = game.reduce(s0, { type: 'select', item: key }, 1_000, random);
    expect(game.reduce(s1, { type: 'select', item: key }, 1_100, random).selected).toBeNull();
    expect(game.reduce(s0, { type: 'drop', box: 'carros' }, 1_000, random)).toBe(s0);
    expect(game.reduce(s1, { type: 'drop', box: 'frutas' }, 1_000, random)).toBe(s1);
    const absent = CATEGORY_ITEMS.frutas[0];
    expect(game.reduce(s0, { type: 'select', item: absent }, 1_000, random)).toBe(s0);
  });

  it('a sorted item cannot be chosen again', () => {
    const s0 = game.init(0, random);
    const item = s0.items[0]!;
    let s = game.reduce(s0, { type: 'select', item: item.key }, 1_000, random);
    s = game.reduce(s, { type: 'drop', box: item.category }, 2_000, random);
    expect(game.reduce(s, { type: 'select', item: item.key }, 3_000, random)).toBe(s);
  });

  it('when all are sorted: locked, reported exactly 2 s later with the first-try share', () => {
    const s0 = game.init(0, random);
    const { s, now } = sortAll(s0, game, 2);
    expect(s.phase).toBe('done');
    expect(s.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    expect(COMPLETE_DELAY_MS).toBe(2_000);
    expect(game.reduce(s, { type: 'select', item: s.items[0]!.key }, now + 1, random)).toBe(s);
    const early = game.reduce(s, { type: 'tick' }, now + COMPLETE_DELAY_MS - 1, random);
    expect(early).toBe(s);
    const done = game.reduce(s, { type: 'tick' }, now + COMPLETE_DELAY_MS, random);
    expect(done.phase).toBe('complete');
    expect(done.advanceAt).toBeNull();
    // 6 of 8 sorted on the first try → 75 %; 16 s of play + 2 s → 1 minute.
    expect(done.result).toEqual({ score: 75, minutes: 1 });
  });

  it('scores 100 with no miss and rounds the share', () => {
    const s0 = game.init(0, random);
    const { s, now } = sortAll(s0, game);
    expect(game.reduce(s, { type: 'tick' }, now + COMPLETE_DELAY_MS, random).result?.score).toBe(100);
    const three = organizationGame(setupOf(['carros', 'bonecas', 'livros']));
    const t0 = three.init(0, random);
    expect(scoreOf({ ...t0, placed: t0.items.map((i) => i.key), missed: [t0.items[0]!.key] })).toBe(83);
  });

  it('counts the minutes from the start to the report', () => {
    const s0 = game.init(0, random);
    const { s } = sortAll(s0, game);
    expect(game.reduce(s, { type: 'tick' }, 150_000, random).result?.minutes).toBe(3);
  });

  it('restarts with a fresh draw, nothing sorted and no pending report', () => {
    const s0 = game.init(0, random);
    const { s } = sortAll(s0, game, 1);
    const again = game.reduce(s, { type: 'restart' }, 100_000, random);
    expect(again).toMatchObject({
      placed: [],
      missed: [],
      errors: 0,
      selected: null,
      feedback: null,
      phase: 'playing',
      advanceAt: null,
      result: null,
      startedAt: 100_000,
    });
    expect(again.items).toHaveLength(8);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the game as documented: 2 items per category', () => {
    expect(LEVELS[2]).toEqual({ itemsPerCategory: ITEMS_PER_CATEGORY });
    for (let n = 1; n <= 6; n++) expect(itemsPerCategory(2, n)).toBe(2);
  });

  it('grows from level 1 to 3, never past 12 items nor below one per category', () => {
    expect(LEVELS[1]).toEqual({ itemsPerCategory: 1 });
    expect(LEVELS[3]).toEqual({ itemsPerCategory: 3 });
    expect(MAX_ITEMS).toBe(12);
    for (let n = 1; n <= 6; n++) {
      expect(itemsPerCategory(1, n)).toBeLessThanOrEqual(itemsPerCategory(2, n));
      expect(itemsPerCategory(2, n)).toBeLessThanOrEqual(itemsPerCategory(3, n));
      for (const level of [1, 2, 3] as const) {
        expect(itemsPerCategory(level, n) * n).toBeLessThanOrEqual(MAX_ITEMS);
        expect(itemsPerCategory(level, n)).toBeGreaterThanOrEqual(1);
        // Each category has six items to draw from.
        expect(itemsPerCategory(level, n)).toBeLessThanOrEqual(6);
      }
    }
    expect([1, 2, 3, 4, 5, 6].map((n) => itemsPerCategory(3, n))).toEqual([3, 3, 3, 3, 2, 2]);
  });

  it('level 1: one item of each box, drawn at random; scored on the items', () => {
    const game = organizationGame(setupOf(), 1);
    const s0 = game.init(0, seededRandom(2));
    expect(s0.perCategory).toBe(1);
    expect(s0.items).toHaveLength(4);
    expect(new Set(s0.items.map((i) => i.category))).toEqual(new Set(DEFAULT_ORGANIZATION));
    const { s, now } = sortAll(s0, game, 1);
    expect(s.phase).toBe('done');
    expect(s.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    // One miss of four: 75 %.
    expect(game.reduce(s, { type: 'tick' }, now + COMPLETE_DELAY_MS, random).result).toEqual({ score: 75, minutes: 1 });
  });

  it('level 3: three items of each of four boxes, two of each of six; twelve either way', () => {
    const game = organizationGame(setupOf(), 3);
    const s0 = game.init(0, seededRandom(3));
    expect(s0.perCategory).toBe(3);
    expect(s0.items).toHaveLength(12);
    for (const c of DEFAULT_ORGANIZATION) expect(s0.items.filter((i) => i.category === c)).toHaveLength(3);
    expect(new Set(s0.items.map((i) => i.key)).size).toBe(12);
    const { s, now } = sortAll(s0, game, 3);
    // Three misses of twelve: 75 %.
    expect(game.reduce(s, { type: 'tick' }, now + COMPLETE_DELAY_MS, random).result).toEqual({ score: 75, minutes: 1 });
    const six = organizationGame(setupOf([...ORGANIZATION_CATEGORIES]), 3).init(0, random);
    expect(six.perCategory).toBe(2);
    expect(six.items).toHaveLength(12);
    expect(game.reduce(s, { type: 'restart' }, 90_000, random).items).toHaveLength(12);
  });
});
