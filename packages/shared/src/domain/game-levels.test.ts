import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseActivityContent } from '../content/parse';
import { CONTENT_TYPES, gameKindOf, type ActivityContent } from '../content/schemas';
import {
  applyResult,
  GAME_KIND_LABELS,
  GAME_KINDS,
  isLevelledKind,
  LEVEL_DOWN_BELOW,
  LEVEL_UP_AT,
  LEVELLED_KINDS,
  MAX_LEVEL,
  MIN_LEVEL,
  START_LEVEL,
  startState,
  type GameLevel,
  type LevelState,
} from './game-levels';

// The level rule and the game kinds (docs/product.md#game-levels).

const level = fc.constantFrom<GameLevel>(1, 2, 3);
const score = fc.integer({ min: 0, max: 100 });
const state = fc.record({
  level,
  pinned: fc.boolean(),
  highRun: fc.integer({ min: 0, max: 2 }),
  lowRun: fc.integer({ min: 0, max: 2 }),
});
const unpinned = state.map((s) => ({ ...s, pinned: false }));

const play = (from: LevelState, scores: number[]) => scores.reduce(applyResult, from);
const at = (n: GameLevel, runs: Partial<LevelState> = {}): LevelState => ({ ...startState(), level: n, ...runs });

describe('the kinds', () => {
  it('has 18 kinds, 16 with levels: all but self-recognition and breathing', () => {
    expect(GAME_KINDS).toHaveLength(18);
    expect(LEVELLED_KINDS).toHaveLength(16);
    expect(GAME_KINDS.filter((k) => !isLevelledKind(k))).toEqual(['self_recognition', 'breathing']);
    expect(LEVELLED_KINDS).toEqual(GAME_KINDS.filter((k) => k !== 'self_recognition' && k !== 'breathing'));
  });

  it('names every kind in pt-BR', () => {
    for (const kind of GAME_KINDS) expect(GAME_KIND_LABELS[kind]).toMatch(/^\p{Lu}/u);
    expect(isLevelledKind('unknown')).toBe(false);
  });

  it('starts every child at level 2, unpinned, with no runs', () => {
    expect(START_LEVEL).toBe(2);
    expect(startState()).toEqual({ level: 2, pinned: false, highRun: 0, lowRun: 0 });
  });
});

describe('the level rule, by example', () => {
  it.each<[string, LevelState, number[], LevelState]>([
    ['two at ≥ 80 go up', at(2), [80, 100], at(3)],
    ['two below 40 go down', at(2), [39, 0], at(1)],
    ['one at ≥ 80 counts, does not move', at(2), [95], at(2, { highRun: 1 })],
    ['one below 40 counts, does not move', at(2), [10], at(2, { lowRun: 1 })],
    ['79 is not high: the run starts again', at(2, { highRun: 1 }), [79], at(2)],
    ['40 is not low: the run starts again', at(2, { lowRun: 1 }), [40], at(2)],
    ['high, middle, high: no move', at(2), [90, 60, 90], at(2, { highRun: 1 })],
    ['high then low: neither run is two', at(2), [90, 10], at(2, { lowRun: 1 })],
    ['four at ≥ 80 from 1: two moves', at(1), [80, 80, 80, 80], at(3)],
    ['level 3 stays at 3, the run held at two', at(3), [100, 100, 100], at(3, { highRun: 2 })],
    ['level 1 stays at 1, the run held at two', at(1), [0, 0, 0], at(1, { lowRun: 2 })],
    ['a pinned level never moves', { ...at(2), pinned: true }, [100, 100, 0, 0], { ...at(2), pinned: true }],
  ])('%s', (_, from, scores, expected) => {
    expect(play(from, scores)).toEqual(expected);
  });

  it('uses 80 and 40 as its bounds', () => {
    expect(LEVEL_UP_AT).toBe(80);
    expect(LEVEL_DOWN_BELOW).toBe(40);
  });
});

describe('the level rule, as properties', () => {
  it('keeps the level within 1–3 and the runs within 0–2', () => {
    fc.assert(
      fc.property(state, fc.array(score, { maxLength: 30 }), (from, scores) => {
        let s = from;
        for (const value of scores) {
          s = applyResult(s, value);
          expect(s.level).toBeGreaterThanOrEqual(MIN_LEVEL);
          expect(s.level).toBeLessThanOrEqual(MAX_LEVEL);
          expect(s.highRun).toBeGreaterThanOrEqual(0);
          expect(s.highRun).toBeLessThanOrEqual(2);
          expect(s.lowRun).toBeGreaterThanOrEqual(0);
          expect(s.lowRun).toBeLessThanOrEqual(2);
        }
      }),
    );
  });

  it('never moves a pinned level, and counts no run while pinned', () => {
    fc.assert(
      fc.property(state, fc.array(score, { minLength: 1, maxLength: 30 }), (from, scores) => {
        const pinned = { ...from, pinned: true };
        expect(play(pinned, scores)).toEqual({ level: from.level, pinned: true, highRun: 0, lowRun: 0 });
      }),
    );
  });

  it('moves at most one level per result, only after two in a row on the same side', () => {
    fc.assert(
      fc.property(unpinned, score, score, (from, previous, value) => {
        const before = applyResult(from, previous);
        const after = applyResult(before, value);
        if (after.level === before.level) return;
        expect(Math.abs(after.level - before.level)).toBe(1);
        if (after.level > before.level) {
          expect(value).toBeGreaterThanOrEqual(LEVEL_UP_AT);
          expect(before.highRun).toBe(1);
        } else {
          expect(value).toBeLessThan(LEVEL_DOWN_BELOW);
          expect(before.lowRun).toBe(1);
        }
      }),
    );
  });

  it('starts both runs again after a move', () => {
    fc.assert(
      fc.property(unpinned, score, (from, value) => {
        const after = applyResult(from, value);
        if (after.level !== from.level) {
          expect(after.highRun).toBe(0);
          expect(after.lowRun).toBe(0);
          expect(after.pinned).toBe(false);
        }
      }),
    );
  });

  it('a result from 40 to 79 resets both runs and stays', () => {
    fc.assert(
      fc.property(unpinned, fc.integer({ min: LEVEL_DOWN_BELOW, max: LEVEL_UP_AT - 1 }), (from, value) => {
        expect(applyResult(from, value)).toEqual({ ...from, highRun: 0, lowRun: 0 });
      }),
    );
  });

  it.each([
    ['at ≥ 80 always go up', LEVEL_UP_AT, 100, (n: number) => Math.min(n + 1, MAX_LEVEL)],
    ['below 40 always go down', 0, LEVEL_DOWN_BELOW - 1, (n: number) => Math.max(n - 1, MIN_LEVEL)],
  ] as const)('two in a row %s, within the bounds', (_, min, max, expected) => {
    const side = fc.integer({ min, max });
    fc.assert(
      fc.property(level, side, side, (n, a, b) => {
        expect(play(at(n), [a, b]).level).toBe(expected(n));
      }),
    );
  });
});

describe('the kind of a content', () => {
  /** Each type's own reading of `{ type }` plus `extra`, as the server and the player read it. */
  function content(type: string, extra: object = {}): ActivityContent {
    const parsed = parseActivityContent({ type, ...extra }, 'none');
    if (parsed.kind !== 'ok') throw new Error(`${type}: ${parsed.kind}`);
    return parsed.content;
  }

  it.each<[string, object, string]>([
    ['emotion_recognition', {}, 'emotions'],
    ['emotion_recognition', { difficulty: 'basic' }, 'emotions'],
    ['emotion_recognition', { difficulty: 'advanced' }, 'emotions'],
    ['emotion_recognition', { difficulty: 'self_recognition' }, 'self_recognition'],
    ['sequence', {}, 'routine'],
    ['color_sorting', {}, 'colors'],
    ['symbol_communication', {}, 'symbols'],
    ['visual_math', {}, 'counting'],
    ['letter_matching', {}, 'letters'],
    ['social_scenario', {}, 'social'],
    ['focus_exercise', {}, 'memory'],
    ['focus_exercise', { task: 'memory' }, 'memory'],
    ['focus_exercise', { task: 'spot_differences' }, 'spot_differences'],
    ['focus_exercise', { task: 'focus' }, 'focus'],
    ['focus_exercise', { task: 'visual_puzzle' }, 'visual_puzzle'],
    ['focus_exercise', { task: 'unknown' }, 'memory'],
    ['breathing_exercise', {}, 'breathing'],
    ['impulse_control', {}, 'impulse'],
    ['story_sequence', {}, 'story'],
    ['organization', {}, 'organization'],
    ['movement_break', {}, 'movement'],
    ['time_management', {}, 'time_management'],
  ])('%s %j plays %s', (type, extra, kind) => {
    expect(gameKindOf(content(type, extra))).toBe(kind);
  });

  it('covers every content type, and every kind is played by some content', () => {
    const kinds = new Set(CONTENT_TYPES.map((type) => gameKindOf(content(type))));
    for (const extra of [
      { difficulty: 'self_recognition' },
      ...['spot_differences', 'focus', 'visual_puzzle'].map((task) => ({ task })),
    ]) {
      for (const type of CONTENT_TYPES) kinds.add(gameKindOf(content(type, extra)));
    }
    expect([...kinds].sort()).toEqual([...GAME_KINDS].sort());
  });

  it('answers a kind for any content of any type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTENT_TYPES), fc.string(), fc.string(), (type, difficulty, task) => {
        expect(GAME_KINDS).toContain(gameKindOf(content(type, { difficulty, task })));
      }),
    );
  });
});
