import { describe, expect, it } from 'vitest';
import { afterFailure, backoffSteps, errorLine, isDue, nextRunAt, type QueuePolicy } from './job-rules';

const policy: QueuePolicy = {
  maxAttempts: 3,
  backoff: backoffSteps([1_000, 5_000]),
  leaseMs: 60_000,
  leaseLost: 'retry',
};
const now = new Date('2026-11-27T12:00:00Z');

describe('backoffSteps', () => {
  it('waits the n-th step after attempt n, the last step repeating', () => {
    const backoff = backoffSteps([1, 5, 15]);
    expect([1, 2, 3, 4, 9].map(backoff)).toEqual([1, 5, 15, 15, 15]);
    expect(() => backoffSteps([])).toThrow();
  });
});

describe('afterFailure', () => {
  it('waits the back-off while attempts remain', () => {
    expect(afterFailure(policy, 1, now)).toEqual({ state: 'pending', nextAttemptAt: new Date(now.getTime() + 1_000) });
    expect(afterFailure(policy, 2, now)).toEqual({ state: 'pending', nextAttemptAt: new Date(now.getTime() + 5_000) });
  });

  it('fails at the attempt limit, and at once for a permanent failure', () => {
    expect(afterFailure(policy, 3, now)).toEqual({ state: 'failed' });
    expect(afterFailure(policy, 1, now, true)).toEqual({ state: 'failed' });
  });
});

describe('timed jobs', () => {
  it('are due a period after their last run, and at once if they never ran', () => {
    const last = new Date(now.getTime() - 3_600_000);
    expect(nextRunAt(last, 3_600_000, now)).toEqual(now);
    expect(isDue(last, 3_600_000, now)).toBe(true);
    expect(isDue(new Date(last.getTime() + 1), 3_600_000, now)).toBe(false);
    expect(isDue(null, 3_600_000, now)).toBe(true);
  });
});

describe('errorLine', () => {
  it('keeps one line of at most 500 characters', () => {
    expect(errorLine(' a\r\nb\tc ')).toBe('a b c');
    expect(errorLine('x'.repeat(600))).toHaveLength(500);
  });
});
