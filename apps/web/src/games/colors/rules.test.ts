import { COLOR_KEYS } from '@neurobridge/shared/content/types/color-sorting/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { COLOR_OBJECTS, THIRD_OBJECTS, type ColorKey } from './color-data';
import {
  colorGame,
  COMPLETE_DELAY_MS,
  FEEDBACK_MS,
  LEVELS,
  MAX_OBJECTS,
  objectsPerColor,
  OBJECTS_PER_COLOR,
  scoreOf,
  setupFromContent,
  type ColorEvent,
  type ColorState,
} from './rules';

const random = seededRandom(42);
const setup = (colors?: unknown[]) => setupFromContent({ type: 'color_sorting', colors });
const primaries = colorGame(setup(['red', 'blue', 'yellow']));
const start = (now = 0) => primaries.init(now, seededRandom(5));
const send = (s: ColorState, event: ColorEvent, now: number) => primaries.reduce(s, event, now, random);

const colorOf = (s: ColorState, key: string) => s.objects.find((o) => o.key === key)!.color;
const otherColor = (s: ColorState, color: ColorKey) => s.colors.find((c) => c !== color)!;

/** Places every unplaced object in its basket, 1 s apart, starting at `now`. */
function placeAll(state: ColorState, now: number) {
  let s = state;
  let t = now;
  for (const o of s.objects.filter((x) => !s.placed.includes(x.key))) {
    // A second tap on the chosen object would put it back (toggle), so only pick it when needed.
    if (s.selected !== o.key) s = send(s, { type: 'select', object: o.key }, (t += 1_000));
    s = send(s, { type: 'drop', basket: o.color }, (t += 1_000));
  }
  return { state: s, now: t };
}

describe('content → colours (docs/product.md#colour-game)', () => {
  it('keeps the known colours, in the canonical order, without repeats', () => {
    expect(setup(['yellow', 'pink', 42, 'red', 'red'])).toEqual({ colors: ['red', 'yellow'] });
  });

  it('uses all six colours when none is valid or the list is absent', () => {
    expect(setup()).toEqual({ colors: [...COLOR_KEYS] });
    expect(setup([])).toEqual({ colors: [...COLOR_KEYS] });
    expect(setup(['pink', 'black'])).toEqual({ colors: [...COLOR_KEYS] });
  });

  it('plays every catalogue colour list as given', () => {
    for (const colors of [['red', 'blue', 'yellow'], ['red', 'blue'], ['green', 'purple', 'orange'], [...COLOR_KEYS]])
      expect(setup(colors).colors).toEqual(COLOR_KEYS.filter((c) => colors.includes(c)));
  });

  it('has six colours of two objects each (docs/product.md#colour-game)', () => {
    expect(COLOR_KEYS).toHaveLength(6);
    for (const c of COLOR_KEYS) expect(COLOR_OBJECTS[c]).toHaveLength(OBJECTS_PER_COLOR);
  });
});

describe('objects', () => {
  it('deals two objects per chosen colour, shuffled with the injected random source', () => {
    const s = start();
    expect(s.objects).toHaveLength(6);
    for (const c of ['red', 'blue', 'yellow'] as const)
      expect(s.objects.filter((o) => o.color === c).map((o) => o.key)).toEqual(
        expect.arrayContaining([...COLOR_OBJECTS[c]]),
      );
    expect(primaries.init(0, seededRandom(5)).objects).toEqual(s.objects);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        primaries
          .init(0, seededRandom(seed))
          .objects.map((o) => o.key)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('select (docs/product.md#colour-game)', () => {
  it('selects an object and a second tap on it puts it back (toggle)', () => {
    const s0 = start();
    const key = s0.objects[0]!.key;
    const s1 = send(s0, { type: 'select', object: key }, 100);
    expect(s1.selected).toBe(key);
    expect(send(s1, { type: 'select', object: key }, 200).selected).toBeNull();
  });

  it('switches the selection to another object', () => {
    const s0 = start();
    const [a, b] = s0.objects;
    const s1 = send(send(s0, { type: 'select', object: a!.key }, 100), { type: 'select', object: b!.key }, 200);
    expect(s1.selected).toBe(b!.key);
  });

  it('ignores objects that are not in this game or already placed', () => {
    const s0 = start();
    expect(send(s0, { type: 'select', object: 'sapo' }, 100)).toBe(s0);
    const o = s0.objects[0]!;
    const s1 = send(send(s0, { type: 'select', object: o.key }, 100), { type: 'drop', basket: o.color }, 200);
    expect(send(s1, { type: 'select', object: o.key }, 300)).toBe(s1);
  });
});

describe('drop (docs/product.md#colour-game)', () => {
  it('a basket without a chosen object, or a basket not in the game, does nothing', () => {
    const s0 = start();
    expect(send(s0, { type: 'drop', basket: 'red' }, 100)).toBe(s0);
    const s1 = send(s0, { type: 'select', object: s0.objects[0]!.key }, 100);
    expect(send(s1, { type: 'drop', basket: 'green' }, 200)).toBe(s1);
  });

  it('the right basket places the object, clears the choice and shows "right" feedback for 1.5 s', () => {
    const s0 = start();
    const o = s0.objects[0]!;
    const s1 = send(send(s0, { type: 'select', object: o.key }, 100), { type: 'drop', basket: o.color }, 1_000);
    expect(s1).toMatchObject({ placed: [o.key], selected: null, errors: 0, phase: 'playing' });
    expect(s1.feedback).toEqual({ kind: 'right', until: 1_000 + FEEDBACK_MS });
    expect(s1.advanceAt).toBe(2_500);
  });

  it('a wrong basket counts an error, shows feedback that clears after 1.5 s, and the object stays chosen', () => {
    const s0 = start();
    const o = s0.objects[0]!;
    const s1 = send(s0, { type: 'select', object: o.key }, 100);
    const s2 = send(s1, { type: 'drop', basket: otherColor(s0, o.color) }, 1_000);
    expect(s2).toMatchObject({ placed: [], selected: o.key, errors: 1, missed: [o.key] });
    expect(s2.feedback).toEqual({ kind: 'wrong', until: 2_500 });
    expect(s2.advanceAt).toBe(2_500);
    expect(send(s2, { type: 'tick' }, 2_499)).toBe(s2);
    const s3 = send(s2, { type: 'tick' }, 2_500);
    expect(s3).toMatchObject({ feedback: null, advanceAt: null, selected: o.key, errors: 1 });
    // Still selectable and placeable after the miss.
    expect(send(s3, { type: 'drop', basket: o.color }, 3_000).placed).toEqual([o.key]);
  });

  it('every wrong drop is counted; a new attempt restarts the 1.5 s', () => {
    const s0 = start();
    const o = s0.objects[0]!;
    let s = send(s0, { type: 'select', object: o.key }, 0);
    s = send(s, { type: 'drop', basket: otherColor(s0, o.color) }, 1_000);
    s = send(s, { type: 'drop', basket: otherColor(s0, o.color) }, 2_000);
    expect(s.errors).toBe(2);
    expect(s.missed).toEqual([o.key]);
    expect(s.feedback).toEqual({ kind: 'wrong', until: 3_500 });
    expect(send(s, { type: 'tick' }, 2_500).feedback).not.toBeNull();
  });
});

describe('completion (docs/product.md#colour-game)', () => {
  it('reports 2 s after the last placement, not before', () => {
    const { state: done, now } = placeAll(start(), 0);
    expect(done).toMatchObject({ phase: 'done', result: null, completeAt: now + COMPLETE_DELAY_MS });
    expect(done.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    expect(done.feedback).toEqual({ kind: 'right', until: now + COMPLETE_DELAY_MS });
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS - 1)).toBe(done);
    const complete = send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS);
    expect(complete.phase).toBe('complete');
    // 6 objects × 2 s + 2 s = 14 s → at least one whole minute.
    expect(complete.result).toEqual({ score: 100, minutes: 1 });
    expect(complete.advanceAt).toBeNull();
  });

  it('locks selecting and dropping once everything is placed', () => {
    const { state: done, now } = placeAll(start(), 0);
    expect(send(done, { type: 'select', object: done.objects[0]!.key }, now + 100)).toBe(done);
    expect(send(done, { type: 'drop', basket: 'red' }, now + 100)).toBe(done);
  });

  it('counts only objects placed right on their first try: 5 of 6 → 83%', () => {
    const s0 = start();
    const o = s0.objects[0]!;
    let s = send(s0, { type: 'select', object: o.key }, 0);
    s = send(s, { type: 'drop', basket: otherColor(s0, o.color) }, 1_000);
    s = send(s, { type: 'drop', basket: otherColor(s0, o.color) }, 2_000);
    const { state: done, now } = placeAll(s, 3_000);
    expect(done).toMatchObject({ phase: 'done', errors: 2 });
    expect(done.placed).toHaveLength(6);
    expect(scoreOf(done)).toBe(83);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS).result).toEqual({ score: 83, minutes: 1 });
  });

  it('scores correct placements over twice the number of colours', () => {
    expect(scoreOf({ colors: ['red', 'blue'], placed: ['maca', 'morango', 'peixe', 'camiseta'], missed: [] })).toBe(
      100,
    );
    expect(
      scoreOf({ colors: ['red', 'blue'], placed: ['maca', 'morango', 'peixe', 'camiseta'], missed: ['peixe'] }),
    ).toBe(75);
    const all = COLOR_KEYS.flatMap((c) => [...COLOR_OBJECTS[c]]);
    expect(scoreOf({ colors: [...COLOR_KEYS], placed: all, missed: all.slice(0, 12) })).toBe(0);
    expect(scoreOf({ colors: [...COLOR_KEYS], placed: all, missed: all.slice(0, 3) })).toBe(75);
  });

  it('reports whole minutes from the start to the completion', () => {
    const { state: done, now } = placeAll(start(0), 100_000);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS).result?.minutes).toBe(2);
  });

  it('restarts with a fresh deal, no errors and no pending completion', () => {
    const { state: done } = placeAll(start(), 0);
    const again = send(done, { type: 'restart' }, 50_000);
    expect(again).toMatchObject({
      placed: [],
      missed: [],
      errors: 0,
      selected: null,
      feedback: null,
      phase: 'playing',
      completeAt: null,
      advanceAt: null,
      startedAt: 50_000,
      result: null,
    });
    expect(again.objects).toHaveLength(6);
  });

  it('colour of each dealt object is the one it was listed under', () => {
    const s = start();
    for (const o of s.objects) expect(COLOR_OBJECTS[colorOf(s, o.key)]).toContain(o.key);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  const playAt = (level: 1 | 2 | 3, colors: ColorKey[], seed = 5) => {
    const game = colorGame({ colors }, level);
    return { game, s0: game.init(0, seededRandom(seed)) };
  };
  const placeAllIn = (game: ReturnType<typeof colorGame>, state: ColorState, now: number) => {
    let s = state;
    let t = now;
    for (const o of s.objects) {
      s = game.reduce(s, { type: 'select', object: o.key }, (t += 1_000), random);
      s = game.reduce(s, { type: 'drop', basket: o.color }, (t += 1_000), random);
    }
    return { state: s, now: t };
  };

  it('level 2 is the game as documented: two objects per colour, baskets in the fixed order', () => {
    expect(LEVELS[2]).toEqual({ objectsPerColor: OBJECTS_PER_COLOR, shuffledBaskets: false });
    expect(OBJECTS_PER_COLOR).toBe(2);
    for (let n = 1; n <= 6; n++) expect(objectsPerColor(2, n)).toBe(2);
  });

  it('grows from level 1 to 3, never past 12 objects nor below one object per colour', () => {
    expect(LEVELS[1]).toEqual({ objectsPerColor: 1, shuffledBaskets: false });
    expect(LEVELS[3]).toEqual({ objectsPerColor: 3, shuffledBaskets: true });
    expect(MAX_OBJECTS).toBe(12);
    for (let n = 1; n <= 6; n++) {
      expect(objectsPerColor(1, n)).toBeLessThanOrEqual(objectsPerColor(2, n));
      expect(objectsPerColor(2, n)).toBeLessThanOrEqual(objectsPerColor(3, n));
      for (const level of [1, 2, 3] as const) {
        expect(objectsPerColor(level, n) * n).toBeLessThanOrEqual(MAX_OBJECTS);
        expect(objectsPerColor(level, n)).toBeGreaterThanOrEqual(1);
      }
    }
    // Level 3: three per colour up to four colours, two with five or six.
    expect([1, 2, 3, 4, 5, 6].map((n) => objectsPerColor(3, n))).toEqual([3, 3, 3, 3, 2, 2]);
  });

  it('the third objects are six new ones, one per colour', () => {
    const usual = COLOR_KEYS.flatMap((c) => [...COLOR_OBJECTS[c]]);
    const third = COLOR_KEYS.map((c) => THIRD_OBJECTS[c]);
    expect(new Set([...usual, ...third]).size).toBe(18);
  });

  it('level 1: one of the two objects of each colour, at random; scored on one per colour', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const { s0 } = playAt(1, ['red', 'blue', 'yellow'], seed);
      expect(s0.objects).toHaveLength(3);
      expect(s0.perColor).toBe(1);
      expect(s0.colors).toEqual(['red', 'blue', 'yellow']);
      for (const o of s0.objects) expect(COLOR_OBJECTS[o.color]).toContain(o.key);
      seen.add(s0.objects.find((o) => o.color === 'red')!.key);
    }
    expect(seen).toEqual(new Set(COLOR_OBJECTS.red));
    const { game, s0 } = playAt(1, ['red', 'blue', 'yellow']);
    // One miss of three: 67 %.
    const o = s0.objects[0]!;
    let s = game.reduce(s0, { type: 'select', object: o.key }, 100, random);
    s = game.reduce(s, { type: 'drop', basket: o.color === 'red' ? 'blue' : 'red' }, 200, random);
    const { state: done, now } = placeAllIn(game, { ...s, selected: null }, 1_000);
    expect(done.phase).toBe('done');
    expect(game.reduce(done, { type: 'tick' }, now + COMPLETE_DELAY_MS, random).result).toEqual({
      score: 67,
      minutes: 1,
    });
  });

  it('level 3: three objects per colour with up to four colours, baskets in an order drawn each game', () => {
    const four: ColorKey[] = ['red', 'blue', 'yellow', 'green'];
    const orders = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const { s0 } = playAt(3, four, seed);
      expect(s0.objects).toHaveLength(12);
      expect(s0.perColor).toBe(3);
      expect([...s0.colors].sort()).toEqual([...four].sort());
      for (const c of four)
        expect(s0.objects.filter((o) => o.color === c).map((o) => o.key)).toEqual(
          expect.arrayContaining([...COLOR_OBJECTS[c], THIRD_OBJECTS[c]]),
        );
      orders.add(s0.colors.join());
    }
    expect(orders.size).toBeGreaterThan(1);
    // Six colours: two each, twelve objects, still one screen.
    expect(playAt(3, [...COLOR_KEYS]).s0.objects).toHaveLength(12);
    const { game, s0 } = playAt(3, four);
    const { state: done, now } = placeAllIn(game, s0, 0);
    expect(done.placed).toHaveLength(12);
    expect(done.completeAt).toBe(now + COMPLETE_DELAY_MS);
    expect(game.reduce(done, { type: 'tick' }, now + COMPLETE_DELAY_MS, random).result).toEqual({
      score: 100,
      minutes: 1,
    });
    // Restarting deals again at the same level.
    expect(game.reduce(done, { type: 'restart' }, 60_000, random).objects).toHaveLength(12);
  });

  it('scores first-try placements over the objects dealt at the level', () => {
    expect(scoreOf({ colors: ['red', 'blue'], placed: ['maca', 'peixe'], missed: [] }, 1)).toBe(100);
    expect(
      scoreOf(
        {
          colors: ['red', 'blue'],
          placed: ['maca', 'morango', 'tomate', 'peixe', 'camiseta', 'baleia'],
          missed: ['tomate'],
        },
        3,
      ),
    ).toBe(83);
  });
});
