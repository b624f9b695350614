import { describe, expect, it } from 'vitest';
import { streakCount } from './weeks';

describe('streakCount (docs/product.md#streaks-and-rewards)', () => {
  const thisWeek = '2025-03-16';
  it.each([
    [[], 0],
    [['2025-03-16'], 1],
    [['2025-03-16', '2025-03-09', '2025-03-02'], 3],
    // Not done yet this week: the streak that ended last week still counts.
    [['2025-03-09', '2025-03-02'], 2],
    // A whole week missed breaks it.
    [['2025-03-02', '2025-02-23'], 0],
    [['2025-03-16', '2025-03-02', '2025-02-23'], 1],
  ])('%j → %i', (weeks, streak) => {
    expect(streakCount(weeks, thisWeek)).toBe(streak);
  });
});
