import { describe, expect, it } from 'vitest';
import { dayLabel, scoreLabel, weekLabel } from './report-format';

describe('report formats', () => {
  it("shows a week's Sunday as dd/mm and a score or '—'", () => {
    expect(weekLabel('2026-11-22')).toBe('22/11');
    expect(scoreLabel(72)).toBe('72%');
    expect(scoreLabel(null)).toBe('—');
  });

  it('shows an instant as its São Paulo day, dd/mm', () => {
    expect(dayLabel('2026-11-20T14:00:00.000Z')).toBe('20/11');
    // Before 03:00 UTC it is still the day before in São Paulo.
    expect(dayLabel('2026-12-01T02:59:00.000Z')).toBe('30/11');
    expect(dayLabel('2026-12-01T03:00:00.000Z')).toBe('01/12');
  });
});
