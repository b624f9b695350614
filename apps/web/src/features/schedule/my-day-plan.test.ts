import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setClock } from '../../lib/clock';
import { dayPlan, todayWeekday } from './my-day-plan';
import { MONDAY_NOON, sampleEntry, sampleRoutine } from './schedule-stubs';

describe("'Meu dia' (docs/product.md#my-day)", () => {
  it("today is São Paulo's weekday, also just after midnight UTC", () => {
    setClock(MONDAY_NOON);
    expect(todayWeekday()).toBe(1);
    // 01:30 UTC on Tuesday is still Monday 22:30 in São Paulo.
    setClock('2026-11-24T01:30:00.000Z');
    expect(todayWeekday()).toBe(1);
    setClock('2026-11-24T03:30:00.000Z');
    expect(todayWeekday()).toBe(2);
  });

  it('shows only the day asked for, in Manhã, Tarde, Noite, each by time (untimed last) then as created', () => {
    const plan = dayPlan(
      [
        sampleEntry({ id: 1, time_slot: 'evening' }),
        sampleRoutine({ id: 2, time_slot: 'morning' }),
        sampleEntry({ id: 3, time_slot: 'morning', time: '08:00' }),
        sampleRoutine({ id: 4, time_slot: 'morning', time: '07:30' }),
        sampleEntry({ id: 5, time_slot: 'morning' }),
        sampleEntry({ id: 6, day_of_week: 2, time_slot: 'afternoon' }),
      ],
      1,
    );
    expect(plan.groups.map((g) => [g.slot, g.entries.map((e) => e.id)])).toEqual([
      ['morning', [4, 3, 2, 5]],
      ['evening', [1]],
    ]);
    expect(plan.next?.id).toBe(4);
    expect(plan.finished).toBe(false);
  });

  it('the next is the first not done in that order; a day all done is finished; an empty one is not', () => {
    const entries = [
      sampleRoutine({ id: 1, time: '07:00', is_completed: true }),
      sampleEntry({ id: 2, time: '09:00' }),
      sampleEntry({ id: 3, time_slot: 'afternoon', is_completed: true }),
    ];
    expect(dayPlan(entries, 1).next?.id).toBe(2);
    const done = entries.map((e) => ({ ...e, is_completed: true }));
    expect(dayPlan(done, 1)).toMatchObject({ next: null, finished: true });
    expect(dayPlan([], 1)).toEqual({ groups: [], next: null, finished: false });
    expect(dayPlan(entries, 3)).toEqual({ groups: [], next: null, finished: false });
  });

  it('keeps every entry of the day exactly once, whatever the week', () => {
    const entry = fc.record({
      day_of_week: fc.integer({ min: 0, max: 6 }),
      time_slot: fc.constantFrom('morning' as const, 'afternoon' as const, 'evening' as const),
      time: fc.option(fc.constantFrom('07:00', '07:30', '12:00', '18:45'), { nil: null }),
      is_completed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 21 }), fc.integer({ min: 0, max: 6 }), (raw, day) => {
        const entries = raw.map((e, i) => sampleEntry({ ...e, id: i + 1 }));
        const plan = dayPlan(entries, day);
        const ids = plan.groups.flatMap((g) => g.entries.map((e) => e.id));
        const today = entries.filter((e) => e.day_of_week === day);
        expect([...ids].sort((a, b) => a - b)).toEqual(today.map((e) => e.id));
        expect(plan.next).toEqual(plan.groups.flatMap((g) => g.entries).find((e) => !e.is_completed) ?? null);
        expect(plan.finished).toBe(today.length > 0 && today.every((e) => e.is_completed));
      }),
    );
  });
});
