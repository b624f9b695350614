import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp, HOUSEKEEPING_EVERY_MS } from '../app';
import { claimJobRun } from './job-runs';

/** Several servers share one database: each run of a timed job happens on one of them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('claimJobRun', () => {
  it('one claim per period, whoever asks; the next period can be claimed again', async () => {
    const now = t.clock.now();
    const claims = await Promise.all([1, 2, 3].map(() => claimJobRun(t.db, 'probe', 60_000, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(t.db, 'probe', 60_000, new Date(now.getTime() + 59_999))).toBe(false);
    expect(await claimJobRun(t.db, 'probe', 60_000, new Date(now.getTime() + 60_000))).toBe(true);
    expect(await claimJobRun(t.db, 'another job', 60_000, now)).toBe(true);
  });
});

describe('housekeeping on two servers', () => {
  it('runs on one of them each hour', async () => {
    const second = await buildApp({ config: t.config, database: t.database, clock: t.clock, webDist: false });
    try {
      t.clock.advance(24 * 3600_000); // past any run an earlier test made
      const ran = [await t.app.housekeeping(), await second.housekeeping()];
      expect(ran.filter(Boolean)).toHaveLength(1);
      t.clock.advance(HOUSEKEEPING_EVERY_MS);
      expect(await second.housekeeping()).toBe(true);
      expect(await t.app.housekeeping()).toBe(false);
    } finally {
      await second.close();
    }
  });
});
