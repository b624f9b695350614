import { describe, expect, it } from 'vitest';
import { elapsed, endsAt, isDone, isPaused, nextSecondAt, pause, remaining, resume, secondsLeft, start } from './timer';

describe('timer', () => {
  it('counts down from the start', () => {
    const t = start(1_000, 30_000);
    expect(isPaused(t)).toBe(false);
    expect(remaining(t, 1_000)).toBe(30_000);
    expect(remaining(t, 11_000)).toBe(20_000);
    expect(elapsed(t, 11_000)).toBe(10_000);
    expect(endsAt(t)).toBe(31_000);
  });

  it('is done exactly at the boundary, not a millisecond before', () => {
    const t = start(0, 10_000);
    expect(isDone(t, 9_999)).toBe(false);
    expect(remaining(t, 9_999)).toBe(1);
    expect(isDone(t, 10_000)).toBe(true);
    expect(remaining(t, 10_000)).toBe(0);
  });

  it('never goes below 0 nor above the duration', () => {
    const t = start(5_000, 10_000);
    expect(remaining(t, 60_000)).toBe(0);
    expect(isDone(t, 60_000)).toBe(true);
    // A clock that steps back does not add time.
    expect(remaining(t, 4_000)).toBe(10_000);
  });

  it('pauses: the time left stays still until resumed', () => {
    const paused = pause(start(0, 30_000), 10_000);
    expect(isPaused(paused)).toBe(true);
    expect(remaining(paused, 10_000)).toBe(20_000);
    expect(remaining(paused, 500_000)).toBe(20_000);
    expect(isDone(paused, 500_000)).toBe(false);
    expect(endsAt(paused)).toBeNull();
  });

  it('resumes where it stopped: pause and resume arithmetic', () => {
    // Runs 0–10 s, paused 10–25 s, runs again from 25 s: 20 s left at 25 s, done at 45 s.
    const running = resume(pause(start(0, 30_000), 10_000), 25_000);
    expect(isPaused(running)).toBe(false);
    expect(remaining(running, 25_000)).toBe(20_000);
    expect(remaining(running, 35_000)).toBe(10_000);
    expect(endsAt(running)).toBe(45_000);
    expect(isDone(running, 44_999)).toBe(false);
    expect(isDone(running, 45_000)).toBe(true);
  });

  it('adds up several pauses', () => {
    let t = start(0, 10_000);
    t = pause(t, 2_000); // 2 s run
    t = resume(t, 5_000);
    t = pause(t, 8_000); // 3 s more
    t = resume(t, 20_000);
    expect(remaining(t, 20_000)).toBe(5_000);
    expect(endsAt(t)).toBe(25_000);
  });

  it('a second pause changes nothing (the same state), even later', () => {
    const once = pause(start(0, 30_000), 10_000);
    const twice = pause(once, 20_000);
    expect(twice).toBe(once);
    expect(remaining(twice, 20_000)).toBe(20_000);
  });

  it('resuming a running timer changes nothing (the same state)', () => {
    const t = start(0, 30_000);
    expect(resume(t, 10_000)).toBe(t);
    expect(remaining(resume(t, 10_000), 10_000)).toBe(20_000);
  });

  it('pausing after the end keeps it done', () => {
    const t = pause(start(0, 10_000), 15_000);
    expect(remaining(t, 15_000)).toBe(0);
    expect(isDone(resume(t, 20_000), 20_000)).toBe(true);
  });

  it('treats a zero, negative or non-finite duration as already done', () => {
    expect(isDone(start(0, 0), 0)).toBe(true);
    expect(start(0, -5).durationMs).toBe(0);
    expect(start(0, Number.NaN).durationMs).toBe(0);
  });

  it('shows whole seconds rounded up, so the last second reads 1 until it is over', () => {
    const t = start(0, 3_000);
    expect(secondsLeft(t, 0)).toBe(3);
    expect(secondsLeft(t, 1)).toBe(3);
    expect(secondsLeft(t, 2_001)).toBe(1);
    expect(secondsLeft(t, 3_000)).toBe(0);
  });

  it('is plain data: no function or clock inside, safe to keep in a reducer state', () => {
    const t = start(0, 1_000);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });
});

describe('nextSecondAt', () => {
  it('is the next whole second of the countdown, or the end; null while paused', () => {
    const t = start(0, 4_000);
    expect(nextSecondAt(t, 0)).toBe(1_000);
    expect(nextSecondAt(t, 400)).toBe(1_000);
    expect(nextSecondAt(t, 3_999)).toBe(4_000);
    expect(nextSecondAt(pause(t, 100), 100)).toBeNull();
  });
});
