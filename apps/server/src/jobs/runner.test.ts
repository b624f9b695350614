import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withDatabase } from '../../test/templates';
import { buildApp, HOUSEKEEPING_EVERY_MS, type App } from '../app';
import { openDatabase, type Database, type Db } from '../db/client';
import { paymentNotifications } from '../db/schema/billing';
import { scheduledJobs } from '../db/schema/requests';
import { NOTIFICATION_QUEUE } from '../modules/payments/notifications';
import { JOB_NAMES } from './background-jobs';
import { createQueue, LEASE_LOST_RETRY } from './queue';
import { createJobRunner, defineJob, type Job } from './runner';

/**
 * Several servers share one database (docs/decisions/023-one-job-runner.md): each timed run and
 * each queued item is done by one of them. On PostgreSQL (the `node scripts/test-pg.mjs` lane) the
 * second server has its own connection pool on the same database; on PGlite, which one process
 * opens alone, the two share the one connection.
 */
let t: TestApp;
let otherDb: Db;
let own: Database | null = null;
beforeAll(async () => {
  t = await createTestApp();
  otherDb = t.db;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    own = await openDatabase({ databaseUrl: withDatabase(pgUrl, result.rows[0]!.name) });
    otherDb = own.db;
  }
});
afterAll(async () => {
  await own?.close();
  await t.close();
});

const quiet = { onBackgroundError: () => {} };

describe('timed jobs', () => {
  it('one run per period, whichever runner asks; the next period runs again', async () => {
    let runs = 0;
    const probe = defineJob({
      name: 'probe',
      title: 'Teste',
      schedule: { everyMs: 60_000 },
      run: async () => void runs++,
    });
    const runners = [t.db, otherDb, t.db].map((db) => createJobRunner({ db, clock: t.clock, ...quiet }, [probe]));
    const ran = await Promise.all(runners.map((r) => r.run('probe')));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    t.clock.advance(59_999);
    expect(await runners[1]!.run('probe')).toBe(false);
    t.clock.advance(1);
    expect(await runners[1]!.run('probe')).toBe(true);
    expect(runs).toBe(2);
  });

  it('keeps the last run for the administration: failed with its kind and the count, then done', async () => {
    let fail = true;
    const job = defineJob({
      name: 'flaky',
      title: 'Teste',
      schedule: { everyMs: 60_000 },
      async run() {
        // A message that could carry a secret never reaches last_error: only the error's kind.
        if (fail) throw new TypeError('token=segredo');
      },
    });
    const runner = createJobRunner({ db: t.db, clock: t.clock, ...quiet }, [job]);
    const row = async () => (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'flaky')))[0];
    await runner.runDue();
    expect(await row()).toMatchObject({ state: 'failed', failures: 1, lastError: 'TypeError' });
    t.clock.advance(60_000);
    await runner.runDue();
    expect(await row()).toMatchObject({ state: 'failed', failures: 2, lastError: 'TypeError' });
    fail = false;
    t.clock.advance(60_000);
    await runner.runDue();
    expect(await row()).toMatchObject({ state: 'done', failures: 0, lastError: null, finishedAt: t.clock.now() });
  });
});

describe('runs of one job on one server', () => {
  it('coalesce: asked for while one is in flight, it runs once more after it; a kick needs a started runner', async () => {
    let runs = 0;
    let release = () => {};
    const job = defineJob({
      name: 'slow',
      title: 'Teste',
      queue: NOTIFICATION_QUEUE,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const runner = createJobRunner({ db: t.db, clock: t.clock, ...quiet }, [job]);
    runner.kick('slow');
    expect(runs).toBe(0); // not started: a kick does nothing
    const first = runner.run('slow');
    const second = runner.run('slow');
    const third = runner.run('slow');
    expect(runs).toBe(1);
    release();
    await vi.waitFor(() => expect(runs).toBe(2));
    release();
    expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
    expect(runs).toBe(2);
    await runner.close();
    expect(await runner.run('slow')).toBe(false);
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

const queue = (db: Db) => createQueue<string>(db, t.clock, NOTIFICATION_QUEUE.table, NOTIFICATION_QUEUE);
const rows = (ids: string[]) =>
  t.db.select().from(paymentNotifications).where(inArray(paymentNotifications.providerPaymentId, ids));

describe('a queue', () => {
  it('backs off after each failure and stops at the attempt limit as failed with the last error', async () => {
    const q = queue(t.db);
    await t.db.insert(paymentNotifications).values({ providerPaymentId: 'q-limit', nextAttemptAt: t.clock.now() });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= NOTIFICATION_QUEUE.maxAttempts; attempt += 1) {
      const claimed = await q.claim(eq(paymentNotifications.providerPaymentId, 'q-limit'));
      expect(claimed).toEqual({ key: 'q-limit', attempts: attempt });
      // Claimed: nobody else gets it, not even after the wait.
      expect(await q.claim(eq(paymentNotifications.providerPaymentId, 'q-limit'))).toBeNull();
      await q.fail(claimed!, { error: (final) => (final ? `fim ${attempt}` : `falha ${attempt}`) });
      const [row] = await rows(['q-limit']);
      if (row!.state === 'failed') break;
      waits.push((row!.nextAttemptAt.getTime() - t.clock.now().getTime()) / 60_000);
      t.clock.set(row!.nextAttemptAt);
    }
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720, 1440, 1440]);
    const [row] = await rows(['q-limit']);
    expect(row).toMatchObject({ state: 'failed', attempts: 10, lastError: 'fim 10' });
    t.clock.advance(7 * 24 * 3600_000);
    expect(await q.claim(eq(paymentNotifications.providerPaymentId, 'q-limit'))).toBeNull();
  });

  it('a permanent failure fails at once', async () => {
    const q = queue(t.db);
    await t.db.insert(paymentNotifications).values({ providerPaymentId: 'q-perm', nextAttemptAt: t.clock.now() });
    const claimed = await q.claim(eq(paymentNotifications.providerPaymentId, 'q-perm'));
    expect(await q.fail(claimed!, { permanent: true, error: () => 'recusado' })).toBe('failed');
    expect((await rows(['q-perm']))[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: 'recusado' });
  });

  it('an item whose server stopped mid-attempt is due again after its lease (retry policy)', async () => {
    const q = queue(t.db);
    await t.db.insert(paymentNotifications).values({ providerPaymentId: 'q-lease', nextAttemptAt: t.clock.now() });
    const claimed = await q.claim(eq(paymentNotifications.providerPaymentId, 'q-lease'));
    expect(claimed).not.toBeNull();
    expect(await q.recoverLeases()).toBe(0); // its lease still runs
    t.clock.advance(NOTIFICATION_QUEUE.leaseMs);
    expect(await q.recoverLeases()).toBe(1);
    expect((await rows(['q-lease']))[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: LEASE_LOST_RETRY });
    // The stopped server's late answer no longer writes over the item.
    await q.fail(claimed!, { error: () => 'tarde' });
    expect((await rows(['q-lease']))[0]).toMatchObject({ state: 'pending', lastError: LEASE_LOST_RETRY });
    expect(await q.claim(eq(paymentNotifications.providerPaymentId, 'q-lease'))).toEqual({
      key: 'q-lease',
      attempts: 2,
    });
  });
});

describe('two servers, one runner each', () => {
  const ITEMS = 60;

  it('see each timed run and each queued item once', async () => {
    const ids = Array.from({ length: ITEMS }, (_, i) => `two-${i}`);
    await t.db
      .insert(paymentNotifications)
      .values(ids.map((id) => ({ providerPaymentId: id, nextAttemptAt: t.clock.now() })));
    const timedRuns: string[] = [];
    const seen: Array<[string, string]> = [];
    const jobsOf = (server: string, db: Db): Job[] => {
      const q = queue(db);
      return [
        defineJob({
          name: 'two-timed',
          title: 'Teste',
          schedule: { everyMs: 3600_000 },
          run: async () => void timedRuns.push(server),
        }),
        defineJob({
          name: 'two-queue',
          title: 'Teste',
          queue: NOTIFICATION_QUEUE,
          async run() {
            for (;;) {
              const claimed = await q.claim(sql`${paymentNotifications.providerPaymentId} like 'two-%'`);
              if (!claimed) return;
              seen.push([server, claimed.key]);
              await db.delete(paymentNotifications).where(q.held(claimed));
            }
          },
        }),
      ];
    };
    const a = createJobRunner({ db: t.db, clock: t.clock, ...quiet }, jobsOf('a', t.db));
    const b = createJobRunner({ db: otherDb, clock: t.clock, ...quiet }, jobsOf('b', otherDb));
    for (let round = 0; round < 3; round += 1) await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);

    expect(timedRuns).toHaveLength(1);
    expect(seen).toHaveLength(ITEMS);
    expect(new Set(seen.map(([, key]) => key))).toEqual(new Set(ids));
    expect(await rows(ids)).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('the real jobs: every job of two apps ticking together runs its period once', async () => {
    const second: App = await buildApp({ config: t.config, database: t.database, clock: t.clock, webDist: false });
    try {
      t.clock.advance(24 * 3600_000);
      const before = t.clock.now();
      await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      const timed = await t.db
        .select()
        .from(scheduledJobs)
        .where(inArray(scheduledJobs.name, [JOB_NAMES.housekeeping, JOB_NAMES.subscriptions]));
      expect(timed.map((r) => [r.name, r.state, r.lastRunAt.getTime()]).sort()).toEqual(
        [
          [JOB_NAMES.housekeeping, 'done', before.getTime()],
          [JOB_NAMES.subscriptions, 'done', before.getTime()],
        ].sort(),
      );
      expect(t.app.jobs.jobs.map((j) => j.name).sort()).toEqual(Object.values(JOB_NAMES).sort());
    } finally {
      await second.close();
    }
  });
});
