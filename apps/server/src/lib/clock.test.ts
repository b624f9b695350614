import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from './clock';

describe('clocks', () => {
  it('the system clock reads the time of the machine', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a manual clock stands still until it is set or advanced', () => {
    const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-23T12:00:00.000Z');
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect(clock.now().toISOString()).toBe('2026-11-30T12:00:00.001Z');
    clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('hands out copies, so mutating an answer does not move the clock', () => {
    const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
    clock.now().setFullYear(1999);
    expect(clock.now().toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });
});
