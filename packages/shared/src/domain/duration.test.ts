import { describe, expect, it } from 'vitest';
import { formatDuration, MAX_SECONDS_PER_GAME, minutesOf } from './duration';

describe('time spent (docs/product.md#score-and-time)', () => {
  it('sums seconds, then rounds once: ten games of 60 s are 10 min, ten of 30 s are 5 min', () => {
    const total = (games: number[]) => games.reduce((sum, s) => sum + s, 0);
    expect(formatDuration(total(Array(10).fill(60)))).toBe('10 min');
    expect(formatDuration(total(Array(10).fill(30)))).toBe('5 min');
    // Rounding each game first would have read 10 min for the second and 22 for this one.
    expect(formatDuration(total([35, 50, 95, 40, 65, 70, 30, 45, 90, 80]))).toBe('10 min');
  });

  it('says "< 1 min" for a play under a minute and "0 min" for none', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(1)).toBe('< 1 min');
    expect(formatDuration(59)).toBe('< 1 min');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(89)).toBe('1 min');
    expect(formatDuration(90)).toBe('2 min');
  });

  it('reads an hour or more as hours and minutes', () => {
    expect(formatDuration(59 * 60 + 29)).toBe('59 min');
    expect(formatDuration(59 * 60 + 30)).toBe('1h');
    expect(formatDuration(MAX_SECONDS_PER_GAME)).toBe('4h');
    expect(formatDuration(2 * 3600 + 15 * 60)).toBe('2h 15min');
  });

  it('gives the whole minutes of the API, to the nearest minute', () => {
    expect([0, 29, 30, 600, 14_400, -5].map(minutesOf)).toEqual([0, 0, 1, 10, 240, 0]);
  });
});
