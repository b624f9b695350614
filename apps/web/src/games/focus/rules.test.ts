import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { focusMessages } from '../../locales/pt-BR/games/focus';
import {
  AREA_MAX,
  AREA_MIN,
  COMPLETE_DELAY_MS,
  FEEDBACK_MS,
  focusGame,
  HIT_RADIUS,
  HITS_TO_FINISH,
  isHit,
  LEVELS,
  MIN_JUMP,
  MOVE_EVERY_MS,
  nextSpot,
  PICTURES,
  scoreOf,
  setupFromContent,
  type FocusEvent,
  type FocusState,
} from './rules';
import { expectLevelsHarder } from '../../test/levels';

const random = seededRandom(7);
const untimed = focusGame({ durationMs: null, picture: null });
const timed = focusGame({ durationMs: 30_000, picture: null });
const send = (s: FocusState, event: FocusEvent, now: number, game = untimed) => game.reduce(s, event, now, random);
const inArea = (v: number) => v >= AREA_MIN && v <= AREA_MAX;

/** Hits the target `n` times, 500 ms apart, starting after `now`. */
function hitTimes(state: FocusState, n: number, now: number, game = untimed) {
  let s = state;
  let t = now;
  for (let i = 0; i < n; i++) s = send(s, { type: 'hit_target' }, (t += 500), game);
  return { state: s, now: t };
}

describe('content → setup', () => {
  it('reads duration in seconds within 10–600, else plays without a countdown', () => {
    const of = (duration?: unknown) => setupFromContent({ type: 'focus_exercise', task: 'focus', duration } as never);
    expect(of(60)).toMatchObject({ durationMs: 60_000 });
    expect(of(10)).toMatchObject({ durationMs: 10_000 });
    expect(of(600)).toMatchObject({ durationMs: 600_000 });
    expect(of()).toMatchObject({ durationMs: null });
    expect(of(9)).toMatchObject({ durationMs: null });
    expect(of(601)).toMatchObject({ durationMs: null });
    expect(of(12.5)).toMatchObject({ durationMs: null });
  });

  // Issue 27: 'Pegue a estrelinha' showed a ladybug; a content's target is the picture of every game.
  it('plays the content target every game, a random one without it', () => {
    const game = focusGame(setupFromContent({ type: 'focus_exercise', task: 'focus', target: 'estrela' }));
    for (let seed = 1; seed < 20; seed++) expect(game.init(0, seededRandom(seed)).picture).toBe(2);
    expect(focusMessages.targets[2]).toBe('Estrela');
    const pictures = new Set(Array.from({ length: 20 }, (_, seed) => untimed.init(0, seededRandom(seed + 1)).picture));
    expect(pictures.size).toBe(PICTURES);
  });
});

describe('target positions (docs/product.md#focus-game)', () => {
  it('starts within 20–80 % of the area on both axes, with a picture, from the injected random source', () => {
    for (let seed = 1; seed < 40; seed++) {
      const s = untimed.init(0, seededRandom(seed));
      expect(inArea(s.target.x) && inArea(s.target.y)).toBe(true);
      expect(s.picture).toBeGreaterThanOrEqual(0);
      expect(s.picture).toBeLessThan(PICTURES);
    }
    expect(untimed.init(0, seededRandom(3))).toEqual(untimed.init(0, seededRandom(3)));
  });

  it('every new spot stays within 20–80 % and is at least MIN_JUMP away when possible', () => {
    const r = seededRandom(11);
    let from = { x: 0.5, y: 0.5 };
    for (let i = 0; i < 200; i++) {
      const to = nextSpot(from, r);
      expect(inArea(to.x) && inArea(to.y)).toBe(true);
      expect(Math.hypot(to.x - from.x, to.y - from.y)).toBeGreaterThanOrEqual(MIN_JUMP);
      from = to;
    }
  });

  it('a hit is within 10 % of the area of the centre, inclusive', () => {
    const c = { x: 0.5, y: 0.5 };
    expect(HIT_RADIUS).toBe(0.1);
    expect(isHit(c, { x: 0.6, y: 0.5 })).toBe(true);
    expect(isHit(c, { x: 0.5, y: 0.4 })).toBe(true);
    expect(isHit(c, { x: 0.57, y: 0.57 })).toBe(true); // 0.099
    expect(isHit(c, { x: 0.58, y: 0.58 })).toBe(false); // 0.113
    expect(isHit(c, { x: 0.61, y: 0.5 })).toBe(false);
  });

  it('moves by itself every 2 s: not 1 ms before', () => {
    const s0 = untimed.init(0, seededRandom(2));
    expect(s0.moveAt).toBe(MOVE_EVERY_MS);
    expect(s0.advanceAt).toBe(MOVE_EVERY_MS);
    expect(send(s0, { type: 'tick' }, MOVE_EVERY_MS - 1)).toBe(s0);
    const s1 = send(s0, { type: 'tick' }, MOVE_EVERY_MS);
    expect(s1.target).not.toEqual(s0.target);
    expect(s1.moveAt).toBe(2 * MOVE_EVERY_MS);
    expect(s1.advanceAt).toBe(2 * MOVE_EVERY_MS);
    expect(s1.hits + s1.misses).toBe(0);
  });
});

describe('taps (docs/product.md#focus-game)', () => {
  it('the picture button is always a hit: the target moves at once and its 2 s start again', () => {
    const s0 = untimed.init(0, seededRandom(2));
    const s1 = send(s0, { type: 'hit_target' }, 1_500);
    expect(s1).toMatchObject({ hits: 1, misses: 0, phase: 'playing', moveAt: 1_500 + MOVE_EVERY_MS });
    expect(s1.target).not.toEqual(s0.target);
    expect(s1.feedback).toEqual({ kind: 'hit', until: 1_500 + FEEDBACK_MS });
    expect(s1.advanceAt).toBe(1_500 + FEEDBACK_MS);
  });

  it('a tap within the radius counts as a hit, farther away as a miss that leaves the target in place', () => {
    const s0 = untimed.init(0, seededRandom(2));
    const { x, y } = s0.target;
    expect(send(s0, { type: 'tap', at: { x: x + HIT_RADIUS, y } }, 100).hits).toBe(1);
    const miss = send(s0, { type: 'tap', at: { x: x + HIT_RADIUS + 0.01, y } }, 100);
    expect(miss).toMatchObject({ hits: 0, misses: 1, target: s0.target, moveAt: s0.moveAt });
    expect(miss.feedback).toEqual({ kind: 'miss', until: 100 + FEEDBACK_MS });
    // A tap whose position is unknown is a miss.
    expect(send(s0, { type: 'tap', at: null }, 100).misses).toBe(1);
  });

  it('feedback clears after 1.2 s, not 1 ms before', () => {
    const s1 = send(untimed.init(0, seededRandom(2)), { type: 'tap', at: null }, 100);
    expect(send(s1, { type: 'tick' }, 100 + FEEDBACK_MS - 1)).toBe(s1);
    expect(send(s1, { type: 'tick' }, 100 + FEEDBACK_MS).feedback).toBeNull();
  });
});

describe('completion (docs/product.md#focus-game)', () => {
  it('ends after 10 hits and reports 1 s later, not before; taps are then ignored', () => {
    const { state: done, now } = hitTimes(untimed.init(0, seededRandom(4)), HITS_TO_FINISH, 0);
    expect(HITS_TO_FINISH).toBe(10);
    expect(done).toMatchObject({ phase: 'done', endedBy: 'hits', moveAt: null, completeAt: now + COMPLETE_DELAY_MS });
    expect(done.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    expect(send(done, { type: 'hit_target' }, now + 1)).toBe(done);
    expect(send(done, { type: 'tap', at: null }, now + 1)).toBe(done);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS - 1)).toBe(done);
    const complete = send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS);
    expect(complete).toMatchObject({ phase: 'complete', advanceAt: null, result: { score: 100, minutes: 1 } });
  });

  it('9 hits do not end the game', () => {
    expect(hitTimes(untimed.init(0, seededRandom(4)), 9, 0).state.phase).toBe('playing');
  });

  it('score = hits ÷ (10 + misses)', () => {
    expect(scoreOf({ hits: 10, misses: 0 })).toBe(100);
    expect(scoreOf({ hits: 10, misses: 5 })).toBe(67);
    expect(scoreOf({ hits: 10, misses: 10 })).toBe(50);
    expect(scoreOf({ hits: 6, misses: 0 })).toBe(60);
    expect(scoreOf({ hits: 6, misses: 2 })).toBe(50);
    expect(scoreOf({ hits: 0, misses: 3 })).toBe(0);
    let s = untimed.init(0, seededRandom(4));
    s = send(s, { type: 'tap', at: null }, 100);
    s = send(s, { type: 'tap', at: null }, 200);
    const { state: done, now } = hitTimes(s, HITS_TO_FINISH, 300);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS).result).toEqual({ score: 83, minutes: 1 });
  });

  it('reports whole minutes from the start', () => {
    const { state: done, now } = hitTimes(untimed.init(0, seededRandom(4)), HITS_TO_FINISH, 150_000);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS).result?.minutes).toBe(3);
  });

  it('restarts with a fresh game', () => {
    const { state: done } = hitTimes(untimed.init(0, seededRandom(4)), HITS_TO_FINISH, 0);
    const again = send(done, { type: 'restart' }, 90_000);
    expect(again).toMatchObject({
      hits: 0,
      misses: 0,
      phase: 'playing',
      endedBy: null,
      feedback: null,
      completeAt: null,
      moveAt: 90_000 + MOVE_EVERY_MS,
      startedAt: 90_000,
      result: null,
    });
  });
});

describe('countdown (duration)', () => {
  it('shows whole seconds left, updated on each second boundary', () => {
    const s0 = timed.init(0, seededRandom(4));
    expect(s0.secondsLeft).toBe(30);
    expect(s0.advanceAt).toBe(1_000);
    expect(send(s0, { type: 'tick' }, 999, timed)).toBe(s0);
    const s1 = send(s0, { type: 'tick' }, 1_000, timed);
    expect(s1.secondsLeft).toBe(29);
    expect(s1.advanceAt).toBe(2_000);
  });

  it('ends when the time is up (not 1 ms before) and reports 1 s later with hits ÷ (10 + misses)', () => {
    let s = timed.init(0, seededRandom(4));
    s = hitTimes(s, 6, 0, timed).state;
    s = send(s, { type: 'tap', at: null }, 5_000, timed);
    s = send(s, { type: 'tap', at: null }, 5_100, timed);
    // Let the self-driven changes run up to 1 ms before the end.
    while (s.advanceAt !== null && s.advanceAt < 30_000) s = send(s, { type: 'tick' }, s.advanceAt, timed);
    expect(s.advanceAt).toBe(30_000);
    expect(send(s, { type: 'tick' }, 29_999, timed).phase).toBe('playing');
    const done = send(s, { type: 'tick' }, 30_000, timed);
    expect(done).toMatchObject({ phase: 'done', endedBy: 'time', secondsLeft: 0, moveAt: null, feedback: null });
    expect(done.advanceAt).toBe(30_000 + COMPLETE_DELAY_MS);
    expect(send(done, { type: 'hit_target' }, 30_100, timed)).toBe(done);
    const complete = send(done, { type: 'tick' }, 30_000 + COMPLETE_DELAY_MS, timed);
    expect(complete.result).toEqual({ score: 50, minutes: 1 });
  });

  it('10 hits before the time is up end the game and stop the countdown', () => {
    const { state: done, now } = hitTimes(timed.init(0, seededRandom(4)), HITS_TO_FINISH, 0, timed);
    expect(done).toMatchObject({ phase: 'done', endedBy: 'hits', secondsLeft: 25 });
    expect(done.advanceAt).toBe(now + COMPLETE_DELAY_MS);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the documented game; level 1 bigger and slower, level 3 smaller and faster', () => {
    expect(LEVELS[2]).toEqual({ hitRadius: HIT_RADIUS, moveEveryMs: MOVE_EVERY_MS });
    expect(LEVELS[2]).toEqual({ hitRadius: 0.1, moveEveryMs: 2_000 });
    expect([LEVELS[1], LEVELS[3]]).toEqual([
      { hitRadius: 0.13, moveEveryMs: 3_000 },
      { hitRadius: 0.09, moveEveryMs: 1_500 },
    ]);
    expectLevelsHarder(LEVELS, { less: ['hitRadius', 'moveEveryMs'] });
    // The smallest picture (twice the radius) is still at least 48 px in a phone's 280 px area,
    // and the biggest stays inside the area wherever its centre is.
    expect(LEVELS[3].hitRadius * 2 * 280).toBeGreaterThanOrEqual(48);
    expect(AREA_MIN - LEVELS[1].hitRadius).toBeGreaterThan(0);
  });

  for (const n of [1, 3] as const) {
    it(`level ${n}: hits within its radius, moves every ${LEVELS[n].moveEveryMs} ms, ends after 10 hits with the same score`, () => {
      const { hitRadius, moveEveryMs } = LEVELS[n];
      const game = focusGame({ durationMs: null, picture: null }, LEVELS[n]);
      const s0 = game.init(0, seededRandom(3));
      expect(s0.moveAt).toBe(moveEveryMs);
      expect(game.reduce(s0, { type: 'tick' }, moveEveryMs - 1, random)).toBe(s0);
      const moved = game.reduce(s0, { type: 'tick' }, moveEveryMs, random);
      expect(moved.target).not.toEqual(s0.target);
      expect(moved.moveAt).toBe(2 * moveEveryMs);
      const { x, y } = moved.target;
      const hit = game.reduce(moved, { type: 'tap', at: { x: x + hitRadius, y } }, moveEveryMs + 10, random);
      expect(hit.hits).toBe(1);
      expect(hit.moveAt).toBe(moveEveryMs + 10 + moveEveryMs);
      const miss = game.reduce(moved, { type: 'tap', at: { x: x + hitRadius + 0.01, y } }, moveEveryMs + 10, random);
      expect(miss.misses).toBe(1);
      const { state: done, now } = hitTimes(miss, HITS_TO_FINISH, moveEveryMs + 10, game);
      expect(done).toMatchObject({ phase: 'done', endedBy: 'hits', hits: HITS_TO_FINISH });
      const complete = game.reduce(done, { type: 'tick' }, now + COMPLETE_DELAY_MS, random);
      // 10 hits, 1 miss: 10 ÷ 11, as at level 2.
      expect(complete.result).toEqual({ score: 91, minutes: 1 });
      expect(game.reduce(complete, { type: 'restart' }, 90_000, random).moveAt).toBe(90_000 + moveEveryMs);
    });
  }
});
