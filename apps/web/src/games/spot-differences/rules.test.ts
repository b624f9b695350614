import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import {
  acceptsTaps,
  COMPLETE_DELAY_MS,
  DIFFERENCES,
  init,
  LEVELS,
  MIN_SCORE,
  POINTS_PER_MISS,
  reduce,
  scoreOf,
  secondPictureAt,
  type SpotEvent,
  type SpotState,
} from './rules';
import { SCENE_KEYS, SCENES, SPOT_COLUMNS, SPOT_LABELS } from './spot-data';
import { SPOT_ART } from './spot-art';

const random = seededRandom(42);
const send = (s: SpotState, event: SpotEvent, now: number) => reduce(s, event, now, random);
const tap = (s: SpotState, at: number, now: number) => send(s, { type: 'tap', at }, now);
const start = (seed = 5) => init(0, seededRandom(seed));
const sameSpot = (s: SpotState) =>
  SCENES[s.scene].objects.findIndex((_, at) => !s.differences.some((d) => d.at === at));

/** Taps the differences in order, 1 s apart from `now`. */
function findAll(state: SpotState, now: number) {
  let s = state;
  let t = now;
  for (const d of s.differences) s = tap(s, d.at, (t += 1_000));
  return { state: s, now: t };
}

describe('scenes (docs/product.md#spot-the-differences-game)', () => {
  it('has at least 3 scenes of 12 objects in a 4 × 3 grid, drawn with bundled art', () => {
    expect(SCENE_KEYS.length).toBeGreaterThanOrEqual(3);
    expect(SPOT_COLUMNS).toBe(4);
    for (const key of SCENE_KEYS) {
      const scene = SCENES[key];
      expect(scene.objects).toHaveLength(12);
      expect(new Set(scene.objects).size).toBe(12);
      for (const o of scene.objects) expect(SPOT_ART[o]).toBeTruthy();
    }
  });

  it('offers more candidates than needed, at distinct spots, each a real change', () => {
    for (const key of SCENE_KEYS) {
      const scene = SCENES[key];
      const spots = scene.candidates.map((c) => c.at);
      expect(scene.candidates.length).toBeGreaterThan(DIFFERENCES);
      expect(new Set(spots).size).toBe(spots.length);
      for (const c of scene.candidates) {
        expect(c.at).toBeGreaterThanOrEqual(0);
        expect(c.at).toBeLessThan(12);
        // A swap brings an object that is not already in the scene.
        if (c.change.kind === 'swap') {
          expect(scene.objects).not.toContain(c.change.to);
          expect(SPOT_LABELS[c.change.to]).toBeTruthy();
        }
      }
    }
  });
});

describe('a new game', () => {
  it('picks a scene and 3 of its candidates with the injected random source', () => {
    const s = start();
    expect(DIFFERENCES).toBe(3);
    expect(s.differences).toHaveLength(3);
    for (const d of s.differences) expect(SCENES[s.scene].candidates).toContainEqual(d);
    expect(start()).toEqual(s);
    const games = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(start(seed))));
    expect(games.size).toBeGreaterThan(1);
    const scenes = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => start(seed).scene));
    expect(scenes.size).toBeGreaterThan(1);
    expect(s).toMatchObject({ found: [], misses: 0, phase: 'playing', advanceAt: null, result: null });
  });

  it('the second picture equals the first except at the 3 differences', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = start(seed);
      const objects = SCENES[s.scene].objects;
      const changed = objects.filter((o, at) => {
        const second = secondPictureAt(s, at);
        return second.object !== o || second.upsideDown;
      });
      expect(changed).toHaveLength(3);
    }
  });

  it('shows each kind of change', () => {
    const s = start();
    const at = (i: number) => s.differences[i]!.at;
    const missing = { ...s, differences: [{ at: at(0), change: { kind: 'missing' as const } }] };
    expect(secondPictureAt(missing, at(0))).toEqual({ object: null, upsideDown: false });
    const upside = { ...s, differences: [{ at: at(0), change: { kind: 'upside_down' as const } }] };
    expect(secondPictureAt(upside, at(0))).toEqual({ object: SCENES[s.scene].objects[at(0)], upsideDown: true });
    const swapped = { ...s, differences: [{ at: at(0), change: { kind: 'swap' as const, to: 'kiwi' as const } }] };
    expect(secondPictureAt(swapped, at(0))).toEqual({ object: 'kiwi', upsideDown: false });
  });
});

describe('taps', () => {
  it('a difference is marked found and said; tapping it again does nothing', () => {
    const s0 = start();
    const d = s0.differences[1]!.at;
    const s1 = tap(s0, d, 1_000);
    expect(s1).toMatchObject({ found: [d], misses: 0, feedback: { kind: 'found', at: d, last: false } });
    expect(tap(s1, d, 2_000)).toBe(s1);
  });

  it('a spot that is the same counts a miss, every time', () => {
    const s0 = start();
    const same = sameSpot(s0);
    const s1 = tap(s0, same, 1_000);
    expect(s1).toMatchObject({ found: [], misses: 1, feedback: { kind: 'same', at: same, last: false } });
    const s2 = tap(s1, same, 2_000);
    expect(s2.misses).toBe(2);
    expect(s2.feedback).not.toBe(s1.feedback);
  });

  it('ignores spots outside the picture', () => {
    const s0 = start();
    for (const at of [-1, 12, 1.5]) expect(tap(s0, at, 1_000)).toBe(s0);
  });
});

describe('completion', () => {
  it('is reported 1 s after the third difference, not before; taps are ignored meanwhile', () => {
    const { state: done, now } = findAll(start(), 0);
    expect(done).toMatchObject({ phase: 'playing', completeAt: now + COMPLETE_DELAY_MS, result: null });
    expect(done.feedback).toMatchObject({ kind: 'found', last: true });
    expect(done.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    expect(acceptsTaps(done)).toBe(false);
    expect(tap(done, sameSpot(done), now + 10)).toBe(done);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS - 1)).toBe(done);
    const complete = send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS);
    expect(complete).toMatchObject({ phase: 'complete', advanceAt: null, completeAt: null });
    expect(complete.result).toEqual({ score: 100, minutes: 1 });
  });

  it('scores the misses and reports whole minutes', () => {
    let s = start();
    for (let i = 0; i < 3; i++) s = tap(s, sameSpot(s), 1_000 * i);
    const { state: done, now } = findAll(s, 150_000);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS).result).toEqual({ score: 70, minutes: 3 });
  });

  it('is 100 minus 10 per miss, never below 40', () => {
    expect([POINTS_PER_MISS, MIN_SCORE]).toEqual([10, 40]);
    expect(scoreOf(0)).toBe(100);
    expect(scoreOf(1)).toBe(90);
    expect(scoreOf(5)).toBe(50);
    expect(scoreOf(6)).toBe(40);
    expect(scoreOf(7)).toBe(MIN_SCORE);
    expect(scoreOf(30)).toBe(MIN_SCORE);
  });
});

describe('restart', () => {
  it('builds a fresh game in another scene', () => {
    const s0 = start();
    const played = tap(tap(s0, sameSpot(s0), 1_000), s0.differences[0]!.at, 2_000);
    for (let i = 0; i < 5; i++) {
      const again = send(played, { type: 'restart' }, 50_000);
      expect(again.scene).not.toBe(s0.scene);
      expect(again).toMatchObject({ found: [], misses: 0, feedback: null, phase: 'playing', startedAt: 50_000 });
      expect(again.differences).toHaveLength(3);
    }
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 hides the documented 3 differences; level 1 fewer, level 3 more, always fewer than the candidates', () => {
    expect(LEVELS[2].differences).toBe(DIFFERENCES);
    expect([LEVELS[1], LEVELS[2], LEVELS[3]].map((l) => l.differences)).toEqual([2, 3, 5]);
    for (const key of SCENE_KEYS) expect(SCENES[key].candidates.length).toBeGreaterThan(LEVELS[3].differences);
  });

  for (const n of [1, 3] as const) {
    it(`level ${n}: ${LEVELS[n].differences} differences at distinct spots, played to the end; 'Recomeçar' keeps the level`, () => {
      for (let seed = 1; seed < 12; seed++) {
        const s0 = init(0, seededRandom(seed), undefined, LEVELS[n]);
        expect(s0.differences).toHaveLength(LEVELS[n].differences);
        expect(new Set(s0.differences.map((d) => d.at)).size).toBe(LEVELS[n].differences);
      }
      const s0 = init(0, seededRandom(4), undefined, LEVELS[n]);
      const missed = tap(s0, sameSpot(s0), 500);
      const { state: done, now } = findAll(missed, 1_000);
      expect(done.found).toHaveLength(LEVELS[n].differences);
      expect(done.feedback).toMatchObject({ kind: 'found', last: true });
      expect(done.completeAt).toBe(now + COMPLETE_DELAY_MS);
      const complete = send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS);
      expect(complete.result).toEqual({ score: 100 - POINTS_PER_MISS, minutes: 1 });
      const again = send(complete, { type: 'restart' }, 60_000);
      expect(again.differences).toHaveLength(LEVELS[n].differences);
      expect(again.scene).not.toBe(s0.scene);
    });
  }
});
