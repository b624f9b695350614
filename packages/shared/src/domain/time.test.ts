import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWeeks,
  ageGroupFor,
  ageInYears,
  DAY_MS,
  daysLeft,
  fromLocal,
  latestSessionDate,
  localDateString,
  localMidnight,
  localParts,
  startOfWeek,
  TIME_ZONE,
  weekDates,
  weekOf,
} from './time';

// São Paulo has had no daylight saving time since 2019: always UTC-3.
const sp = (date: string, time = '12:00') => new Date(`${date}T${time}:00-03:00`);

describe('ageInYears (São Paulo calendar)', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageInYears('2017-06-15', sp('2026-06-14'))).toBe(8);
    expect(ageInYears('2017-06-15', sp('2026-06-15'))).toBe(9);
    expect(ageInYears('2017-06-15', sp('2026-06-16'))).toBe(9);
  });

  it('uses the São Paulo date, not the UTC one', () => {
    // 23:30 in São Paulo on the 14th is already the 15th in UTC: the birthday is still tomorrow.
    expect(ageInYears('2017-06-15', sp('2026-06-14', '23:30'))).toBe(8);
    expect(ageInYears('2017-06-15', sp('2026-06-15', '00:00'))).toBe(9);
  });

  it('a leap-day birthday counts from 1 March in other years', () => {
    expect(ageInYears('2016-02-29', sp('2025-02-28'))).toBe(8);
    expect(ageInYears('2016-02-29', sp('2025-03-01'))).toBe(9);
  });

  it('a birth date in the future gives 0, not a negative age', () => {
    expect(ageInYears('2030-01-01', sp('2026-06-15'))).toBe(0);
  });
});

describe('ageGroupFor (docs/product.md#age-groups)', () => {
  const now = sp('2026-06-15');
  it.each([
    [null, 'child'],
    ['2026-06-15', 'child'], // born today
    ['2017-06-16', 'child'], // 8, turns 9 tomorrow
    ['2017-06-15', 'pre_teen'], // 9 today
    ['2013-06-16', 'pre_teen'], // 12, turns 13 tomorrow
    ['2014-06-15', 'pre_teen'], // 12 today
    ['2013-06-15', 'teen'], // 13 today
    ['2000-01-01', 'teen'],
  ] as const)('born %s → %s', (birth, group) => {
    expect(ageGroupFor(birth, now)).toBe(group);
  });
});

describe('startOfWeek (Sunday 00:00 in São Paulo)', () => {
  it('a Wednesday belongs to the week that began on the previous Sunday', () => {
    expect(startOfWeek(sp('2026-06-17', '15:00')).toISOString()).toBe('2026-06-14T03:00:00.000Z');
  });

  it('Sunday just after midnight starts a new week; Saturday night still belongs to the old one', () => {
    expect(startOfWeek(sp('2026-06-14', '00:00')).toISOString()).toBe('2026-06-14T03:00:00.000Z');
    expect(startOfWeek(sp('2026-06-13', '23:59')).toISOString()).toBe('2026-06-07T03:00:00.000Z');
  });

  it('Saturday 22:00 in São Paulo (already Sunday in UTC) is still the old week', () => {
    expect(startOfWeek(new Date('2026-06-14T01:00:00Z')).toISOString()).toBe('2026-06-07T03:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    expect(startOfWeek(sp('2027-01-01')).toISOString()).toBe('2026-12-27T03:00:00.000Z');
  });
});

describe('daysLeft (rounded up)', () => {
  const now = sp('2026-06-15', '10:00');
  const DAY = DAY_MS;
  it.each([
    [7 * DAY, 7],
    [7 * DAY - 1, 7],
    [3 * DAY, 3],
    [2 * DAY + 1, 3],
    [1, 1],
    [0, 0],
    [-DAY, 0],
  ])('%i ms before the end → %i days', (ms, days) => {
    expect(daysLeft(new Date(now.getTime() + ms), now)).toBe(days);
  });
});

describe('São Paulo weeks as dates', () => {
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
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('weekDates runs Sunday to Saturday of the São Paulo week (docs/product.md#dates-times-and-money)', () => {
    expect(weekDates(sp('2026-06-17', '15:00'))).toEqual({ weekStart: '2026-06-14', weekEnd: '2026-06-20' });
    expect(weekDates(sp('2026-06-13', '23:59'))).toEqual({ weekStart: '2026-06-07', weekEnd: '2026-06-13' });
    expect(weekDates(sp('2026-12-31'))).toEqual({ weekStart: '2026-12-27', weekEnd: '2027-01-02' });
  });
});

describe('latestSessionDate: tomorrow on the São Paulo calendar (docs/product.md#session-records)', () => {
  it('is the next date, also late at night when UTC is already tomorrow', () => {
    expect(latestSessionDate(sp('2026-06-15', '10:00'))).toBe('2026-06-16');
    expect(latestSessionDate(sp('2026-06-15', '23:30'))).toBe('2026-06-16');
    expect(latestSessionDate(sp('2026-12-31', '08:00'))).toBe('2027-01-01');
  });

  it('counts calendar days, not 24 hours, across the old daylight-saving changes', () => {
    // 2018-11-03 23:30 (-03): the next day had 23 hours, so "now + 24 h" lands on the 5th.
    expect(latestSessionDate(new Date('2018-11-04T02:30:00Z'))).toBe('2018-11-04');
    // 2019-02-16 00:30 (-02): that day had 25 hours, so "now + 24 h" is still the 16th.
    expect(latestSessionDate(new Date('2019-02-16T02:30:00Z'))).toBe('2019-02-17');
  });
});

describe('local dates', () => {
  it('localDateString gives the São Paulo day', () => {
    expect(localDateString(new Date('2026-06-15T02:00:00Z'))).toBe('2026-06-14');
    expect(localDateString(new Date('2026-06-15T03:00:00Z'))).toBe('2026-06-15');
  });

  it('localMidnight is the instant a São Paulo day starts, also on a day of 23 hours', () => {
    expect(localMidnight('2026-06-15').toISOString()).toBe('2026-06-15T03:00:00.000Z');
    // 2018-11-04 began at 01:00 (-02): its midnight never happened, its day starts at 03:00 UTC.
    expect(localMidnight('2018-11-05').toISOString()).toBe('2018-11-05T02:00:00.000Z');
    expect(localDateString(localMidnight('2018-11-04'))).toBe('2018-11-04');
  });

  it('fromLocal gives the UTC instant of a São Paulo wall-clock time', () => {
    expect(fromLocal(2026, 6, 15, 8, 30).toISOString()).toBe('2026-06-15T11:30:00.000Z');
  });
});

describe('localParts (arithmetic on a cached offset)', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  });
  const expected = (instant: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!),
    };
  };

  it('agrees with Intl on any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(localParts(new Date(ms))).toEqual(expected(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });

  it('follows the old daylight-saving changes to the minute', () => {
    // Summer time began on 2018-11-04 00:00 (-03 → -02) and ended on 2019-02-17 00:00 (-02 → -03).
    for (const change of ['2018-11-04T03:00:00Z', '2019-02-17T02:00:00Z']) {
      for (const delta of [-1000, 0, 1000, 15 * 60_000 - 1]) {
        const instant = new Date(new Date(change).getTime() + delta);
        expect(localParts(instant)).toEqual(expected(instant));
      }
    }
    expect(localParts(new Date('2018-11-04T03:00:00Z')).hour).toBe(1);
    expect(localParts(new Date('2018-11-04T02:59:59Z')).hour).toBe(23);
  });

  it('an invalid date still throws, as Intl does', () => {
    expect(() => localParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});
