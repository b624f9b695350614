import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, scoreLabel, weekLabel } from './report-format';

describe('report formats', () => {
  it("shows minutes as 'Xh Ymin'", () => {
    expect(hoursAndMinutes(0)).toBe('0h 0min');
    expect(hoursAndMinutes(45)).toBe('0h 45min');
    expect(hoursAndMinutes(60)).toBe('1h 0min');
    expect(hoursAndMinutes(135)).toBe('2h 15min');
  });

  it("shows a week's Sunday as dd/mm and a score or '—'", () => {
    expect(weekLabel('2026-11-22')).toBe('22/11');
    expect(scoreLabel(72)).toBe('72%');
    expect(scoreLabel(null)).toBe('—');
  });
});
