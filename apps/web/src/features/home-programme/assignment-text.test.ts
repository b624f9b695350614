import { describe, expect, it } from 'vitest';
import { dayMonth, daysText, removalText, weekLine, weekPercent, weeksTotal, whenText } from './assignment-text';

describe('the home programme in words (docs/product.md#home-programme)', () => {
  it("names the days chosen in the week's order, or how many times a week, with the time of day", () => {
    expect(daysText([5, 1, 3])).toBe('seg, qua, sex');
    expect(daysText([0, 6])).toBe('dom, sáb');
    expect(whenText({ days_of_week: [5, 1, 3], times_per_week: 3, time_slot: 'afternoon' })).toBe(
      'seg, qua, sex · Tarde',
    );
    expect(whenText({ days_of_week: null, times_per_week: 3, time_slot: 'morning' })).toBe(
      '3 vezes por semana · Manhã',
    );
    expect(whenText({ days_of_week: null, times_per_week: 1, time_slot: 'evening' })).toBe('1 vez por semana · Noite');
  });

  it('says a week as done of assigned, with its percentage; a week with nothing assigned has none', () => {
    expect(weekLine({ week_start: '2026-11-22', done: 2, assigned: 6 })).toBe('Semana de 22/11: 2 de 6');
    expect(weekPercent({ done: 2, assigned: 6 })).toBe(33);
    expect(weekPercent({ done: 6, assigned: 6 })).toBe(100);
    expect(weekLine({ week_start: '2026-11-01', done: 0, assigned: 0 })).toBe('Semana de 01/11: nada atribuído');
    expect(weekPercent({ done: 0, assigned: 0 })).toBeNull();
    expect(
      weeksTotal([
        { week_start: '2026-11-15', done: 2, assigned: 6 },
        { week_start: '2026-11-22', done: 3, assigned: 3 },
      ]),
    ).toEqual({ done: 5, assigned: 9 });
    expect(dayMonth('2026-03-08T15:00:00.000Z')).toBe('08/03');
  });

  it("says the family's removal with the day in full and the reason in quotes", () => {
    expect(
      removalText({
        activity_title: 'Memória',
        day_of_week: 3,
        reason: 'Ela fica cansada à tarde.',
        removed_at: '2026-11-20T12:00:00.000Z',
      }),
    ).toBe('A família removeu Memória de quarta-feira: “Ela fica cansada à tarde.”');
  });
});
