import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_SIZE_LABELS, REWARD_SIZES, ROUTINE_STARS, STAR_BANDS, starsForResult } from './stars';

describe('starsForResult (docs/product.md#stars-and-the-reward-shop)', () => {
  it.each([
    [100, 3],
    [80, 3],
    [79, 2],
    [50, 2],
    [49, 1],
    [0, 1],
    [null, 1],
    [undefined, 1],
  ])('a finished result at %s earns %i', (score, stars) => {
    expect(starsForResult('completed', score)).toBe(stars);
  });

  it.each(['in_progress', 'needs_help', 'not_started'])('a result %s earns nothing, whatever its score', (status) => {
    expect(starsForResult(status, 100)).toBe(0);
    expect(starsForResult(status, null)).toBe(0);
  });

  it('every finished score earns 1 to 3, never fewer for a higher score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowStars = starsForResult('completed', low);
        expect(lowStars).toBeGreaterThanOrEqual(1);
        expect(starsForResult('completed', high)).toBeLessThanOrEqual(3);
        expect(starsForResult('completed', high)).toBeGreaterThanOrEqual(lowStars);
      }),
    );
  });

  it('the bands go down from the highest and end at 0', () => {
    expect(STAR_BANDS.map((b) => b.from)).toEqual([80, 50, 0]);
    expect(ROUTINE_STARS).toBe(1);
  });

  it('every reward size has its pt-BR label', () => {
    expect(REWARD_SIZES.map((s) => REWARD_SIZE_LABELS[s])).toEqual(['Pequena', 'Média', 'Grande']);
  });
});
