import { describe, expect, it } from 'vitest';
import { completionTone, percent, wholeMinutes } from './result';
import { seededRandom, shuffle } from './random';

describe('game result helpers', () => {
  it('reports whole minutes, at least one', () => {
    expect(wholeMinutes(10_000)).toBe(1);
    expect(wholeMinutes(89_000)).toBe(1);
    expect(wholeMinutes(91_000)).toBe(2);
    expect(wholeMinutes(5 * 60_000)).toBe(5);
  });
  it('rounds percentages and bounds them to 0–100', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 5)).toBe(100);
    expect(percent(0, 5)).toBe(0);
    expect(percent(1, 0)).toBe(0);
  });
  it('shuffles deterministically with a seed, keeping every item', () => {
    const a = shuffle([1, 2, 3, 4, 5], seededRandom(7));
    expect(shuffle([1, 2, 3, 4, 5], seededRandom(7))).toEqual(a);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5]);
  });
  it('chooses the completion words by score (docs/product.md#completion), never praise at 0 %', () => {
    expect(completionTone(100)).toBe('praise');
    expect(completionTone(80)).toBe('praise');
    expect(completionTone(79)).toBe('well_done');
    expect(completionTone(40)).toBe('well_done');
    expect(completionTone(39)).toBe('try_again');
    expect(completionTone(0)).toBe('try_again');
  });
});
