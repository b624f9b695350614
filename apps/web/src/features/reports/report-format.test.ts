import { describe, expect, it } from 'vitest';
import { scoreLabel, weekLabel } from './report-format';

describe('report formats', () => {
  it("shows a week's Sunday as dd/mm and a score or '—'", () => {
    expect(weekLabel('2026-11-22')).toBe('22/11');
    expect(scoreLabel(72)).toBe('72%');
    expect(scoreLabel(null)).toBe('—');
  });
});
