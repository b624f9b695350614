import { describe, expect, it } from 'vitest';
import { runThrough, streakCount } from './weeks';

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

describe('runThrough: the run a completion reaches (docs/product.md#streaks-and-rewards)', () => {
  it.each([
    // This week: the streak itself.
    [['2025-03-16', '2025-03-09', '2025-03-02'], '2025-03-16', 3],
    // Last week sent late, this week and the week before done: it joins them, 3.
    [['2025-03-16', '2025-03-09', '2025-03-02'], '2025-03-09', 3],
    [['2025-03-16', '2025-03-09', '2025-02-23'], '2025-03-09', 2],
    [['2025-03-09', '2025-03-02', '2025-02-23', '2025-02-16', '2025-03-16'], '2025-02-23', 5],
    // A week not completed reaches nothing.
    [['2025-03-16'], '2025-03-09', 0],
  ])('%j through %s → %i', (weeks, week, run) => {
    expect(runThrough(weeks, week)).toBe(run);
  });
});
