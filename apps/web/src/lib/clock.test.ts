import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock, setClock } from './clock';

// São Paulo has had no daylight saving time since 2019: always UTC-3.
const sp = (date: string, time = '12:00') => new Date(`${date}T${time}:00-03:00`);

afterEach(() => {
  vi.useRealTimers();
});

describe('the web clock (docs/decisions/011-clock-and-caches.md)', () => {
  it('reads the system time until a test stands it at a date', () => {
    const before = Date.now();
    const read = clock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());

    setClock(sp('2026-06-15'));
    expect(clock.now().toISOString()).toBe('2026-06-15T15:00:00.000Z');
    setClock(null);
    expect(clock.now().getFullYear()).toBeGreaterThan(2025);
  });

  it('gives a new Date every time: changing one does not move the clock', () => {
    setClock(sp('2026-06-15'));
    clock.now().setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-06-15T15:00:00.000Z');
  });

  it('follows fake timers while it is left at the system time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(sp('2030-01-02'));
    expect(clock.today()).toBe('2030-01-02');
  });

  it('today is the São Paulo date, also when UTC is already tomorrow', () => {
    setClock(sp('2026-06-14', '23:30'));
    expect(clock.today()).toBe('2026-06-14');
    setClock(sp('2026-06-15', '00:00'));
    expect(clock.today()).toBe('2026-06-15');
  });

  it('ages count a year once the birthday has come in São Paulo', () => {
    setClock(sp('2026-06-14', '23:30'));
    expect(clock.age('2017-06-15')).toBe(8);
    setClock(sp('2026-06-15', '00:00'));
    expect(clock.age('2017-06-15')).toBe(9);
  });

  it('the week runs Sunday to Saturday', () => {
    setClock(sp('2026-06-17'));
    expect(clock.week()).toEqual({ weekStart: '2026-06-14', weekEnd: '2026-06-20' });
  });
});
