import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignmentWeek,
  criterionHolds,
  criterionSeries,
  criterionText,
  PROMPT_LEVELS,
  spreadDays,
  trialAgreement,
  trialSummary,
  TRIAL_RESULTS,
  type Criterion,
  type MeasurePoint,
  type Trial,
} from './goals';

// The goals' pure rules (docs/product.md#goals): each property is checked against an oracle written
// here from the rule's words, not from the code.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2024-01-01T00:00Z: São Paulo has kept UTC−3 all year since 2019, so the oracle's day is plain arithmetic. */
const FROM = Date.UTC(2024, 0, 1);
const spDay = (ms: number) => new Date(ms - 3 * HOUR).toISOString().slice(0, 10);
const dayIndex = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

/** Measures at distinct instants within ~40 days, values 0–100, in any order. */
const points = fc
  .uniqueArray(fc.integer({ min: 0, max: 40 * 24 * 4 }), { maxLength: 40 })
  .chain((slots) =>
    fc.tuple(
      fc.constant(slots),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: slots.length, maxLength: slots.length }),
    ),
  )
  .map(([slots, values]) =>
    slots.map((slot, i): MeasurePoint => ({
      at: new Date(FROM + slot * 15 * 60_000).toISOString(),
      value: values[i]!,
    })),
  );
const criterion = fc.record({ percent: fc.integer({ min: 1, max: 100 }), count: fc.integer({ min: 1, max: 30 }) });

describe('criterionHolds: sessions', () => {
  it('holds exactly when the last N measures (by time) all reach the percentage', () => {
    fc.assert(
      fc.property(criterion, points, ({ percent, count }, ps) => {
        const byTime = [...ps].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).map((p) => p.value);
        const expected = byTime.length >= count && byTime.slice(-count).every((v) => v >= percent);
        expect(criterionHolds({ percent, count, unit: 'sessions' }, ps)).toBe(expected);
      }),
    );
  });

  it('reads a bare date as its own day, and a low measure after N good ones breaks it', () => {
    const c = { percent: 80, count: 3, unit: 'sessions' } as const;
    const good = ['2026-06-01', '2026-06-03', '2026-06-08'].map((at) => ({ at, value: 80 }));
    expect(criterionHolds(c, good)).toBe(true);
    expect(criterionHolds(c, [...good, { at: '2026-06-09', value: 79 }])).toBe(false);
    expect(criterionHolds(c, good.slice(1))).toBe(false);
    expect(criterionHolds({ ...c, count: 1 }, [])).toBe(false);
  });
});

describe('criterionHolds: days', () => {
  it("holds exactly when the last N São Paulo days with measures follow one another and each day's mean reaches the percentage", () => {
    fc.assert(
      fc.property(criterion, points, ({ percent, count }, ps) => {
        const byDay = new Map<string, number[]>();
        for (const p of ps)
          byDay.set(spDay(Date.parse(p.at)), [...(byDay.get(spDay(Date.parse(p.at))) ?? []), p.value]);
        const days = [...byDay.keys()].sort();
        const last = days.slice(-count);
        const mean = (day: string) => byDay.get(day)!.reduce((s, v) => s + v, 0) / byDay.get(day)!.length;
        const expected =
          days.length >= count &&
          last.every((d) => mean(d) >= percent) &&
          last.every((d, i) => i === 0 || dayIndex(d) - dayIndex(last[i - 1]!) === 1);
        expect(criterionHolds({ percent, count, unit: 'days' }, ps)).toBe(expected);
      }),
    );
  });

  it("counts a result at 23:30 in São Paulo (02:30 UTC the next day) for that evening's day", () => {
    const evening = { at: '2026-06-11T02:30:00.000Z', value: 100 };
    expect(criterionSeries('days', [evening])).toEqual([{ day: '2026-06-10', value: 100 }]);
    const c = { percent: 90, count: 2, unit: 'days' } as const;
    expect(criterionHolds(c, [{ at: '2026-06-09T15:00:00.000Z', value: 90 }, evening])).toBe(true);
    // A day's mean below the percentage breaks it, however good one of its measures.
    expect(
      criterionHolds(c, [
        { at: '2026-06-09T15:00:00.000Z', value: 90 },
        evening,
        { at: '2026-06-10T12:00:00.000Z', value: 70 },
      ]),
    ).toBe(false);
  });
});

describe('criterionText', () => {
  const text = (percent: number, count: number, unit: Criterion['unit'], measure: Criterion['measure']) =>
    criterionText({ percent, count, unit, measure });
  it.each([
    [text(80, 3, 'sessions', 'trials'), '80 % de acerto em 3 sessões seguidas'],
    [text(80, 1, 'sessions', 'trials'), '80 % de acerto em 1 sessão'],
    [text(90, 5, 'sessions', 'game_score'), '90 % de acerto em 5 jogos seguidos'],
    [text(90, 1, 'sessions', 'game_score'), '90 % de acerto em 1 jogo'],
    [text(100, 3, 'sessions', 'observation'), '100 % de observações “sim” em 3 observações seguidas'],
    [text(75, 1, 'sessions', 'observation'), '75 % de observações “sim” em 1 observação'],
    [text(70, 4, 'days', 'game_score'), '70 % de acerto em 4 dias seguidos'],
    [text(60, 1, 'days', 'observation'), '60 % de observações “sim” em 1 dia'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

const trial = fc.record({ result: fc.constantFrom(...TRIAL_RESULTS), prompt: fc.constantFrom(...PROMPT_LEVELS) });
const trials = fc.array(trial, { maxLength: 60 });

describe('trialSummary', () => {
  it('counts correct, and correct without help, in whole percent of all trials', () => {
    fc.assert(
      fc.property(trials, (ts) => {
        const s = trialSummary(ts);
        expect(s.total).toBe(ts.length);
        if (ts.length === 0) {
          expect(s).toEqual({ total: 0, correct_percent: null, independent_percent: null });
          return;
        }
        const correct = ts.filter((x) => x.result === 'correct').length;
        const alone = ts.filter((x) => x.result === 'correct' && x.prompt === 'independent').length;
        expect(s.correct_percent).toBe(Math.round((100 * correct) / ts.length));
        expect(s.independent_percent).toBe(Math.round((100 * alone) / ts.length));
        expect(s.independent_percent!).toBeLessThanOrEqual(s.correct_percent!);
      }),
    );
  });

  it('10 trials: 7 correct, 4 of them without help', () => {
    const t = (result: Trial['result'], prompt: Trial['prompt']): Trial => ({ result, prompt });
    const ten = [
      ...Array.from({ length: 4 }, () => t('correct', 'independent')),
      ...Array.from({ length: 3 }, () => t('correct', 'verbal')),
      t('prompted', 'model'),
      t('incorrect', 'independent'),
      t('no_response', 'full_physical'),
    ];
    expect(trialSummary(ten)).toEqual({ total: 10, correct_percent: 70, independent_percent: 40 });
  });
});

describe('trialAgreement', () => {
  it('is symmetric', () => {
    fc.assert(
      fc.property(trials, trials, (a, b) => {
        expect(trialAgreement(a, b)).toBe(trialAgreement(b, a));
      }),
    );
  });

  it('is 100 for identical lists, null when neither has a trial', () => {
    fc.assert(
      fc.property(trials, (a) => {
        expect(trialAgreement(a, [...a])).toBe(a.length ? 100 : null);
      }),
    );
    expect(trialAgreement([], [])).toBeNull();
  });

  it('counts a trial only one recorder has as a disagreement', () => {
    fc.assert(
      fc.property(
        fc.array(trial, { minLength: 1, maxLength: 40 }),
        fc.array(trial, { minLength: 1, maxLength: 20 }),
        (a, extra) => {
          expect(trialAgreement(a, [...a, ...extra])).toBe(Math.round((100 * a.length) / (a.length + extra.length)));
        },
      ),
    );
    expect(trialAgreement([{ result: 'correct', prompt: 'verbal' }], [])).toBe(0);
  });

  it('agrees trial by trial on both the response and the help', () => {
    const a: Trial[] = [
      { result: 'correct', prompt: 'independent' },
      { result: 'correct', prompt: 'verbal' },
      { result: 'incorrect', prompt: 'independent' },
      { result: 'prompted', prompt: 'model' },
    ];
    const b: Trial[] = [
      { result: 'correct', prompt: 'independent' },
      { result: 'correct', prompt: 'gestural' },
      { result: 'incorrect', prompt: 'independent' },
      { result: 'no_response', prompt: 'model' },
    ];
    expect(trialAgreement(a, b)).toBe(50);
  });
});

describe('spreadDays', () => {
  it('lands n times a week on n distinct days of the week, in order', () => {
    for (let n = 1; n <= 7; n++) {
      const days = spreadDays(n);
      expect(days).toHaveLength(n);
      expect(new Set(days).size).toBe(n);
      expect([...days].sort((a, b) => a - b)).toEqual(days);
      for (const d of days) expect(d >= 0 && d <= 6).toBe(true);
      // Weekdays first: the weekend only once the five weekdays are taken.
      if (n <= 5) expect(days.every((d) => d >= 1 && d <= 5)).toBe(true);
    }
    expect([spreadDays(1), spreadDays(2), spreadDays(3)]).toEqual([[3], [2, 4], [1, 3, 5]]);
  });

  it.each([0, 8, 2.5, -1])('refuses %s', (n) => expect(() => spreadDays(n)).toThrow());
});

describe('assignmentWeek', () => {
  it('assigns times × activities and counts each activity’s finished results up to the times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }),
        (times, finished) => {
          const week = assignmentWeek(times, finished);
          expect(week.assigned).toBe(times * finished.length);
          let done = 0;
          for (const n of finished) done += n > times ? times : n;
          expect(week.done).toBe(done);
          expect(week.done).toBeLessThanOrEqual(week.assigned);
        },
      ),
    );
  });

  it('3 times a week, two activities played 5 and 1 times: 4 of 6', () => {
    expect(assignmentWeek(3, [5, 1])).toEqual({ assigned: 6, done: 4 });
  });
});
