import {
  adminJobsApi,
  INVALID_JOB_STATE,
  INVALID_JOBS_CURSOR,
  JOB_ITEM_NOT_FOUND,
  ONLY_FAILED_RETRY,
  RETRY_NOT_ALLOWED,
  type JobsPage,
} from '@neurobridge/shared/api/admin-jobs';
import { pathFor } from '@neurobridge/shared/api/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { paymentNotifications } from '../../db/schema/billing';
import { emailOutbox } from '../../db/schema/mail';
import { scheduledJobs } from '../../db/schema/requests';
import { JOB_NAMES, TIMED_JOBS_EVERY_MS } from '../../jobs/background-jobs';
import { INTERRUPTED } from '../mail/delivery';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
  await t.db.delete(emailOutbox);
  await t.db.delete(scheduledJobs);
  const now = t.clock.now();
  await t.db.insert(emailOutbox).values([
    {
      toEmail: 'a@example.com',
      templateType: 'admin_notification',
      subject: 'A',
      bodyText: 'a',
      status: 'failed',
      attempts: 1,
      lastError: INTERRUPTED,
    },
    {
      toEmail: 'b@example.com',
      templateType: 'admin_notification',
      subject: 'B',
      bodyText: 'b',
      status: 'sent',
      attempts: 1,
    },
    {
      toEmail: 'c@example.com',
      templateType: 'admin_notification',
      subject: 'C',
      bodyText: 'c',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: new Date(now.getTime() + 60_000),
      lastError: 'Falha temporária',
    },
  ]);
  await t.db.insert(paymentNotifications).values({
    providerPaymentId: '123456',
    attempts: 10,
    state: 'failed',
    lastError: 'Mercado Pago payment failed: MPServerError 500',
  });
  await t.app.jobs.run(JOB_NAMES.housekeeping);
});
afterAll(() => t.close());

const list = (query = '', cookie = `nb_admin=${token}`) =>
  t.app.inject({ method: 'GET', url: `${adminJobsApi.list.path}${query}`, headers: { cookie } });

describe('GET /api/admin/jobs', () => {
  it("lists each timed job's last run and every queued item not done, with state, attempts and last error", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<JobsPage>();
    expect(page.next_cursor).toBeNull();
    const byId = new Map(page.jobs.map((j) => [j.id, j]));
    expect([...byId.keys()].filter((id) => id.startsWith('email-delivery')).length).toBe(2); // not the sent one
    const failedEmail = page.jobs.find((j) => j.job === JOB_NAMES.email && j.state === 'failed')!;
    expect(failedEmail).toMatchObject({
      kind: 'queued',
      attempts: 1,
      max_attempts: 5,
      last_error: INTERRUPTED,
      next_run_at: null,
    });
    expect(failedEmail.item).toMatch(/^E-mail \d+$/);
    const waiting = page.jobs.find((j) => j.job === JOB_NAMES.email && j.state === 'pending')!;
    expect(waiting).toMatchObject({
      attempts: 2,
      next_run_at: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    expect(byId.get(`${JOB_NAMES.payments}:123456`)).toMatchObject({
      title: 'Notificações de pagamento (Mercado Pago)',
      item: 'Pagamento 123456',
      state: 'failed',
      attempts: 10,
      max_attempts: 10,
      last_error: 'Mercado Pago payment failed: MPServerError 500',
    });
    expect(byId.get(JOB_NAMES.housekeeping)).toMatchObject({
      kind: 'timed',
      state: 'done',
      attempts: 0,
      last_error: null,
      last_run_at: t.clock.now().toISOString(),
      next_run_at: new Date(t.clock.now().getTime() + TIMED_JOBS_EVERY_MS).toISOString(),
    });
  });

  it('filters by state', async () => {
    const failed = (await list('?state=failed')).json<JobsPage>();
    expect(failed.jobs.map((j) => j.state)).toEqual(['failed', 'failed']);
    const done = (await list('?state=done')).json<JobsPage>();
    expect(done.jobs.map((j) => j.id)).toEqual([JOB_NAMES.housekeeping]);
    const refused = await list('?state=sent');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(INVALID_JOB_STATE);
  });

  it('pages by cursor, each row once', async () => {
    const all = (await list()).json<JobsPage>().jobs.map((j) => j.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = res.json<JobsPage>();
      expect(page.jobs.length).toBeLessThanOrEqual(1);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const bad = await list('?cursor=nada');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(INVALID_JOBS_CURSOR);
  });

  it('is for an administrator only', async () => {
    const parent = await createSignedInUser(t);
    expect((await list('', parent.cookie)).statusCode).toBe(401);
    expect((await list('', '')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/jobs/:job/items/:key/retry', () => {
  const retry = (job: string, key: string, cookie = `nb_admin=${token}`) =>
    t.app.inject({ method: 'POST', url: pathFor(adminJobsApi.retry, { job, key }), headers: { cookie } });

  it('sends a failed payment notification back to the queue, attempts from zero, and audits it', async () => {
    const before = (await list('?state=failed')).json<JobsPage>().jobs;
    expect(before.find((j) => j.id === `${JOB_NAMES.payments}:123456`)?.can_retry).toBe(true);
    // An e-mail may have gone (decision 019): the outbox resends it, not this screen.
    expect(before.find((j) => j.job === JOB_NAMES.email)?.can_retry).toBe(false);

    const res = await retry(JOB_NAMES.payments, '123456');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'pending', attempts: 0, last_error: null, can_retry: false });
    const [row] = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.providerPaymentId, '123456'));
    expect(row).toMatchObject({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: t.clock.now() });
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'job.retried',
      targetType: 'job',
      targetId: `${JOB_NAMES.payments}:123456`,
      details: { job: JOB_NAMES.payments, attempts: 10, last_error: 'Mercado Pago payment failed: MPServerError 500' },
    });

    const again = await retry(JOB_NAMES.payments, '123456');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ONLY_FAILED_RETRY);
  });

  it('refuses an e-mail, a timed job, an unknown item, and a caller who is not an administrator', async () => {
    const email = await retry(JOB_NAMES.email, '1');
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toBe(RETRY_NOT_ALLOWED);
    for (const [job, key] of [
      [JOB_NAMES.housekeeping, 'x'],
      ['no-such-job', 'x'],
      [JOB_NAMES.payments, 'nobody'],
    ] as const) {
      const res = await retry(job, key);
      expect(res.statusCode, `${job} ${key}`).toBe(404);
      expect(res.json().error).toBe(JOB_ITEM_NOT_FOUND);
    }
    const parent = await createSignedInUser(t);
    expect((await retry(JOB_NAMES.payments, '123456', parent.cookie)).statusCode).toBe(401);
  });
});
