import { fromLocal } from '@neurobridge/shared/domain/time';
import { describe, expect, it } from 'vitest';
import { addDays, addWeeks, streakCount, weekOf } from './weeks';

describe('São Paulo weeks', () => {
  it('a week is its Sunday: Saturday 23:59 is the old week, Sunday 00:00 the new one', () => {
    expect(weekOf(fromLocal(2025, 3, 15, 23, 59))).toBe('2025-03-09');
    expect(weekOf(fromLocal(2025, 3, 16, 0, 0))).toBe('2025-03-16');
    // 02:30 UTC on Sunday is still Saturday evening in São Paulo (UTC−3).
    expect(weekOf(new Date('2025-03-16T02:30:00Z'))).toBe('2025-03-09');
  });

  it('adds days and weeks across months and years', () => {
    expect(addWeeks('2024-12-29', 1)).toBe('2025-01-05');
    expect(addWeeks('2025-03-02', -1)).toBe('2025-02-23');
    expect(addDays('2024-02-25', 6)).toBe('2024-03-02');
  });
});

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
