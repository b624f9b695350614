import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { MEMORY_PICTURES } from './memory-data';
import {
  acceptsTaps,
  COMPLETE_DELAY_MS,
  FREE_MISMATCHES,
  HELP_AFTER_MISSES,
  helpAvailable,
  init,
  isFaceUp,
  LEVELS,
  MIN_SCORE,
  MISMATCH_MS,
  PAIRS,
  POINTS_PER_MISMATCH,
  PREVIEW_MS,
  reduce,
  scoreOf,
  type MemoryEvent,
  type MemoryState,
} from './rules';
import { expectLevelsHarder } from '../../test/levels';

const random = seededRandom(42);
const send = (s: MemoryState, event: MemoryEvent, now: number) => reduce(s, event, now, random);
const turn = (s: MemoryState, card: number, now: number) => send(s, { type: 'turn', card }, now);
const tick = (s: MemoryState, now: number) => send(s, { type: 'tick' }, now);

/** A game already past its 2 s preview, at `PREVIEW_MS`. */
const playing = (seed = 5) => tick(init(0, seededRandom(seed)), PREVIEW_MS);

const partner = (s: MemoryState, card: number) =>
  s.cards.find((c) => c.id !== card && c.picture === s.cards[card]!.picture)!.id;
const nonPartner = (s: MemoryState, card: number) =>
  s.cards.find((c) => c.id !== card && c.picture !== s.cards[card]!.picture)!.id;

/** One mismatched try with `card` first, and the 1 s wait: returns the state and the time after. */
function miss(s: MemoryState, card: number, now: number) {
  const after = turn(turn(s, card, now), nonPartner(s, card), now + 1);
  return { state: tick(after, now + 1 + MISMATCH_MS), now: now + 1 + MISMATCH_MS };
}

/** Finds every remaining pair, 1 s apart per card. */
function findAll(state: MemoryState, now: number) {
  let s = state;
  let t = now;
  for (const c of s.cards) {
    if (s.found.includes(c.id)) continue;
    s = turn(s, c.id, (t += 1_000));
    s = turn(s, partner(s, c.id), (t += 1_000));
  }
  return { state: s, now: t };
}

describe('deal (docs/product.md#memory-game)', () => {
  it('deals 16 cards: 8 different pictures, each twice, shuffled with the injected random source', () => {
    const s = init(0, seededRandom(5));
    expect(PAIRS).toBe(8);
    expect(s.cards).toHaveLength(16);
    expect(s.cards.map((c) => c.id)).toEqual([...Array(16).keys()]);
    const pictures = new Set(s.cards.map((c) => c.picture));
    expect(pictures.size).toBe(8);
    for (const p of pictures) {
      expect(MEMORY_PICTURES).toContain(p);
      expect(s.cards.filter((c) => c.picture === p)).toHaveLength(2);
    }
    expect(init(0, seededRandom(5)).cards).toEqual(s.cards);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        init(0, seededRandom(seed))
          .cards.map((c) => c.picture)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('preview: waiting → playing', () => {
  it('shows every card for 2 s, ignoring taps, then turns them face down', () => {
    const s0 = init(1_000, seededRandom(5));
    expect(s0).toMatchObject({ phase: 'waiting', advanceAt: 1_000 + PREVIEW_MS, result: null });
    expect(s0.cards.every((c) => isFaceUp(s0, c.id))).toBe(true);
    expect(acceptsTaps(s0)).toBe(false);
    expect(turn(s0, 0, 1_500)).toBe(s0);
    expect(tick(s0, 1_000 + PREVIEW_MS - 1)).toBe(s0);
    const s1 = tick(s0, 1_000 + PREVIEW_MS);
    expect(s1).toMatchObject({ phase: 'playing', advanceAt: null, turned: [] });
    expect(s1.cards.some((c) => isFaceUp(s1, c.id))).toBe(false);
    expect(acceptsTaps(s1)).toBe(true);
  });
});

describe('turning cards', () => {
  it('turns a first card; tapping it again or an unknown card does nothing', () => {
    const s0 = playing();
    const s1 = turn(s0, 3, 3_000);
    expect(s1.turned).toEqual([3]);
    expect(isFaceUp(s1, 3)).toBe(true);
    expect(turn(s1, 3, 3_100)).toBe(s1);
    expect(turn(s1, 16, 3_100)).toBe(s1);
    expect(turn(s1, -1, 3_100)).toBe(s1);
  });

  it('a matching second card finds the pair: it stays face up and says "match"', () => {
    const s0 = playing();
    const s1 = turn(turn(s0, 0, 3_000), partner(s0, 0), 3_500);
    expect(s1).toMatchObject({ found: [0, partner(s0, 0)], turned: [], mismatches: 0, advanceAt: null });
    expect(s1.feedback).toEqual({ kind: 'match', picture: s0.cards[0]!.picture, last: false });
    expect(isFaceUp(s1, 0) && isFaceUp(s1, partner(s0, 0))).toBe(true);
    // Found cards no longer turn.
    expect(turn(s1, 0, 4_000)).toBe(s1);
  });

  it('a mismatch counts one, ignores taps for 1 s, then both cards turn back', () => {
    const s0 = playing();
    const other = nonPartner(s0, 0);
    const s1 = turn(turn(s0, 0, 3_000), other, 3_500);
    expect(s1).toMatchObject({ turned: [0, other], mismatches: 1, missStreak: 1, hideAt: 3_500 + MISMATCH_MS });
    expect(s1.feedback).toEqual({ kind: 'mismatch', picture: s0.cards[0]!.picture, last: false });
    expect(s1.advanceAt).toBe(3_500 + MISMATCH_MS);
    expect(acceptsTaps(s1)).toBe(false);
    expect(turn(s1, partner(s0, 0), 4_000)).toBe(s1);
    expect(tick(s1, 3_500 + MISMATCH_MS - 1)).toBe(s1);
    const s2 = tick(s1, 3_500 + MISMATCH_MS);
    expect(s2).toMatchObject({ turned: [], hideAt: null, advanceAt: null, mismatches: 1 });
    expect(isFaceUp(s2, 0) || isFaceUp(s2, other)).toBe(false);
    // A new try clears the last try's words.
    expect(turn(s2, 5, 5_000)).toMatchObject({ turned: [5], feedback: null });
  });
});

describe('completion', () => {
  it('is reported 1 s after the last pair, not before; taps are ignored meanwhile', () => {
    const { state: done, now } = findAll(playing(), PREVIEW_MS);
    expect(done.found).toHaveLength(16);
    expect(done).toMatchObject({ phase: 'playing', completeAt: now + COMPLETE_DELAY_MS, result: null });
    expect(done.feedback).toMatchObject({ kind: 'match', last: true });
    expect(done.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    expect(acceptsTaps(done)).toBe(false);
    expect(tick(done, now + COMPLETE_DELAY_MS - 1)).toBe(done);
    const complete = tick(done, now + COMPLETE_DELAY_MS);
    expect(complete).toMatchObject({ phase: 'complete', advanceAt: null, completeAt: null });
    // 2 s + 16 turns 1 s apart + 1 s = 19 s → one whole minute.
    expect(complete.result).toEqual({ score: 100, minutes: 1 });
  });

  it('reports the score of the mismatches made and the whole minutes spent', () => {
    let s = playing();
    let now = PREVIEW_MS;
    for (let i = 0; i < 8; i++) ({ state: s, now } = miss(s, 0, now));
    const { state: done, now: end } = findAll(s, now + 120_000);
    expect(done.mismatches).toBe(8);
    expect(tick(done, end + COMPLETE_DELAY_MS).result).toEqual({ score: 90, minutes: 2 });
  });
});

describe('score', () => {
  it('is 100 up to 6 mismatches, then 5 less per mismatch, never below 40', () => {
    expect([FREE_MISMATCHES, POINTS_PER_MISMATCH, MIN_SCORE]).toEqual([6, 5, 40]);
    expect(scoreOf(0)).toBe(100);
    expect(scoreOf(FREE_MISMATCHES)).toBe(100);
    expect(scoreOf(FREE_MISMATCHES + 1)).toBe(95);
    expect(scoreOf(10)).toBe(80);
    expect(scoreOf(17)).toBe(45);
    expect(scoreOf(18)).toBe(40);
    expect(scoreOf(19)).toBe(MIN_SCORE);
    expect(scoreOf(100)).toBe(MIN_SCORE);
  });
});

describe('help after 3 mismatches in a row', () => {
  it('is offered from the third mismatch in a row, once the cards have turned back', () => {
    let s = playing();
    let now = PREVIEW_MS;
    expect(HELP_AFTER_MISSES).toBe(3);
    ({ state: s, now } = miss(s, 0, now));
    ({ state: s, now } = miss(s, 2, now));
    expect(helpAvailable(s)).toBe(false);
    expect(send(s, { type: 'help' }, now)).toBe(s);
    const third = turn(turn(s, 4, now + 1), nonPartner(s, 4), now + 2);
    expect(third.missStreak).toBe(3);
    expect(helpAvailable(third)).toBe(false); // not during the mismatch second
    s = tick(third, now + 2 + MISMATCH_MS);
    expect(helpAvailable(s)).toBe(true);
  });

  it('shows the pair of the last mismatch’s first card, without counting a mismatch, and resets the streak', () => {
    let s = playing();
    let now = PREVIEW_MS;
    for (const card of [0, 2, 4]) ({ state: s, now } = miss(s, card, now));
    const helped = send(s, { type: 'help' }, now + 10);
    expect(helped.found).toEqual([4, partner(s, 4)]);
    expect(helped).toMatchObject({ mismatches: 3, missStreak: 0, helps: 1, turned: [] });
    expect(helped.feedback).toEqual({ kind: 'help', picture: s.cards[4]!.picture, last: false });
    expect(helpAvailable(helped)).toBe(false);
  });

  it('shows the pair of the card turned now, when there is one', () => {
    let s = playing();
    let now = PREVIEW_MS;
    for (const card of [0, 2, 4]) ({ state: s, now } = miss(s, card, now));
    const card = s.cards.find((c) => c.id !== 4 && c.id !== partner(s, 4))!.id;
    const helped = send(turn(s, card, now + 10), { type: 'help' }, now + 20);
    expect(helped.found).toEqual([card, partner(s, card)]);
  });

  it('a found pair resets the streak', () => {
    let s = playing();
    let now = PREVIEW_MS;
    for (const card of [0, 2]) ({ state: s, now } = miss(s, card, now));
    s = turn(turn(s, 0, now + 1), partner(s, 0), now + 2);
    expect(s.missStreak).toBe(0);
  });

  it('helping with the last pair schedules the completion', () => {
    let s = playing();
    const [a, b] = [0, partner(s, 0)];
    // Every pair but card 0's is found.
    for (const c of s.cards) {
      if (s.found.includes(c.id) || c.id === a || c.id === b) continue;
      s = turn(turn(s, c.id, 3_000), partner(s, c.id), 3_001);
    }
    // Three mismatches in a row are not possible with one pair left: use a crafted streak.
    const ready: MemoryState = { ...s, missStreak: HELP_AFTER_MISSES, lastMissed: a };
    const helped = send(ready, { type: 'help' }, 5_000);
    expect(helped).toMatchObject({ completeAt: 5_000 + COMPLETE_DELAY_MS, advanceAt: 5_000 + COMPLETE_DELAY_MS });
    expect(helped.feedback).toMatchObject({ kind: 'help', last: true });
    expect(tick(helped, 5_000 + COMPLETE_DELAY_MS).result).toEqual({ score: 100, minutes: 1 });
  });
});

describe('restart', () => {
  it('builds a fresh game with a new preview', () => {
    let s = playing();
    ({ state: s } = miss(s, 0, PREVIEW_MS));
    const again = send(s, { type: 'restart' }, 50_000);
    expect(again).toMatchObject({
      phase: 'waiting',
      turned: [],
      found: [],
      mismatches: 0,
      missStreak: 0,
      helps: 0,
      feedback: null,
      hideAt: null,
      completeAt: null,
      advanceAt: 50_000 + PREVIEW_MS,
      startedAt: 50_000,
      result: null,
    });
    expect(again.cards).toHaveLength(16);
  });
});

describe('taps catch up with the clock', () => {
  it('a tap after the preview ended turns the card even before the tick arrived', () => {
    const s0 = init(0, seededRandom(5));
    expect(turn(s0, 0, PREVIEW_MS - 1)).toBe(s0);
    expect(turn(s0, 0, PREVIEW_MS)).toMatchObject({ phase: 'playing', turned: [0] });
  });

  it('a tap after the mismatch second turns the cards back first', () => {
    const s0 = playing();
    const s1 = turn(turn(s0, 0, 3_000), nonPartner(s0, 0), 3_500);
    expect(turn(s1, 7, 3_500 + MISMATCH_MS)).toMatchObject({ turned: [7], hideAt: null });
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the game as documented; level 1 is smaller and slower, level 3 bigger', () => {
    expect(LEVELS[2]).toEqual({
      pairs: PAIRS,
      pictures: 10,
      previewMs: PREVIEW_MS,
      mismatchMs: MISMATCH_MS,
      freeMismatches: FREE_MISMATCHES,
    });
    expect([LEVELS[1].pairs, LEVELS[2].pairs, LEVELS[3].pairs]).toEqual([6, 8, 12]);
    expectLevelsHarder(LEVELS, { more: ['pairs', 'pictures', 'freeMismatches'], less: ['previewMs', 'mismatchMs'] });
    for (const level of Object.values(LEVELS)) {
      expect(level.pairs).toBeLessThanOrEqual(level.pictures);
      expect(level.pictures).toBeLessThanOrEqual(MEMORY_PICTURES.length);
    }
  });

  it('level 2 deals from the first 10 pictures only; level 3 uses all 12', () => {
    for (let seed = 1; seed < 20; seed++) {
      const pictures = new Set(init(0, seededRandom(seed)).cards.map((c) => c.picture));
      expect([...pictures].every((p) => MEMORY_PICTURES.indexOf(p) < 10)).toBe(true);
    }
    expect(new Set(init(0, seededRandom(1), LEVELS[3]).cards.map((c) => c.picture))).toEqual(new Set(MEMORY_PICTURES));
  });

  for (const n of [1, 3] as const) {
    it(`level ${n}: ${LEVELS[n].pairs} pairs, its preview and mismatch times, its free mismatches, to the end`, () => {
      const level = LEVELS[n];
      const s0 = init(1_000, seededRandom(7), level);
      expect(s0.cards).toHaveLength(level.pairs * 2);
      expect(new Set(s0.cards.map((c) => c.picture)).size).toBe(level.pairs);
      expect(s0.advanceAt).toBe(1_000 + level.previewMs);
      expect(tick(s0, 1_000 + level.previewMs - 1)).toBe(s0);
      let s = tick(s0, 1_000 + level.previewMs);
      expect(s.phase).toBe('playing');
      let now = 1_000 + level.previewMs;
      // One mismatch more than the free ones: 5 points less.
      for (let i = 0; i <= level.freeMismatches; i++) {
        s = turn(turn(s, 0, now + 1), nonPartner(s, 0), now + 2);
        expect(s.hideAt).toBe(now + 2 + level.mismatchMs);
        expect(tick(s, now + 2 + level.mismatchMs - 1).turned).toHaveLength(2);
        s = tick(s, (now = now + 2 + level.mismatchMs));
      }
      const { state: done, now: end } = findAll(s, now);
      expect(done.found).toHaveLength(level.pairs * 2);
      const complete = tick(done, end + COMPLETE_DELAY_MS);
      expect(complete.phase).toBe('complete');
      expect(complete.result?.score).toBe(100 - POINTS_PER_MISMATCH);
      expect(scoreOf(level.freeMismatches, level.freeMismatches)).toBe(100);
      // 'Recomeçar' keeps the level.
      const again = send(complete, { type: 'restart' }, 90_000);
      expect(again.cards).toHaveLength(level.pairs * 2);
      expect(again.advanceAt).toBe(90_000 + level.previewMs);
    });
  }

  it('the score floor is the same at every level: never below 40 for a finished game', () => {
    for (const level of Object.values(LEVELS)) {
      expect(scoreOf(level.freeMismatches + 1, level.freeMismatches)).toBe(95);
      expect(scoreOf(level.freeMismatches + 12, level.freeMismatches)).toBe(MIN_SCORE);
      expect(scoreOf(1_000, level.freeMismatches)).toBe(MIN_SCORE);
    }
  });
});
