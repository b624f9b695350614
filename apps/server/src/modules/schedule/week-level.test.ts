import { WEEK_LEVEL_LABELS, weekLevel, weekPercent } from '@neurobridge/shared/domain/calendar';
import { describe, expect, it } from 'vitest';

describe('the week level (docs/product.md#calendar)', () => {
  it.each([
    [120, 'champion'],
    [100, 'champion'],
    [99, 'superstar'],
    [80, 'superstar'],
    [79, 'great'],
    [60, 'great'],
    [59, 'good'],
    [40, 'good'],
    [39, 'keep_going'],
    [0, 'keep_going'],
  ] as const)('%i %% → %s', (percent, level) => {
    expect(weekLevel(percent)).toBe(level);
    expect(WEEK_LEVEL_LABELS[level]).toMatch(/\S/);
  });

  it('the percentage of entries completed, rounded; 0 for an empty week', () => {
    expect(weekPercent([])).toBe(0);
    const done = (n: number, of: number) => Array.from({ length: of }, (_, i) => ({ is_completed: i < n }));
    expect(weekPercent(done(1, 3))).toBe(33);
    expect(weekPercent(done(2, 3))).toBe(67);
    expect(weekPercent(done(4, 5))).toBe(80);
    expect(weekLevel(weekPercent(done(4, 5)))).toBe('superstar');
  });
});
