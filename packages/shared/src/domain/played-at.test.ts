import { describe, expect, it } from 'vitest';
import {
  PLAYED_AT_IN_FUTURE,
  PLAYED_AT_INVALID,
  PLAYED_AT_MAX_AGE_DAYS,
  PLAYED_AT_MAX_AHEAD_MS,
  PLAYED_AT_TOO_OLD,
  playedAtProblem,
} from './played-at';

const now = new Date('2026-11-27T15:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('when a result was played (docs/product.md#recording-progress)', () => {
  it('accepts now, a device clock up to 5 minutes fast, and up to 30 days back', () => {
    expect(playedAtProblem(now, now)).toBeNull();
    expect(playedAtProblem(at(PLAYED_AT_MAX_AHEAD_MS), now)).toBeNull();
    expect(playedAtProblem(at(-DAY), now)).toBeNull();
    expect(playedAtProblem(at(-PLAYED_AT_MAX_AGE_DAYS * DAY), now)).toBeNull();
  });

  it('refuses more than 5 minutes ahead, more than 30 days back, and no date at all', () => {
    expect(playedAtProblem(at(PLAYED_AT_MAX_AHEAD_MS + 1), now)).toBe(PLAYED_AT_IN_FUTURE);
    expect(playedAtProblem(at(-PLAYED_AT_MAX_AGE_DAYS * DAY - 1), now)).toBe(PLAYED_AT_TOO_OLD);
    expect(playedAtProblem(new Date('not a date'), now)).toBe(PLAYED_AT_INVALID);
  });
});
