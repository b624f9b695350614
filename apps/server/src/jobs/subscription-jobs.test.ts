import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { DAY, type Sub } from '../../test/subscription-factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { buildApp, TIMED_JOBS_EVERY_MS } from '../app';
import { createAppDeps } from '../app-deps';
import { subscriptions } from '../db/schema/billing';
import { users } from '../db/schema/users';
import { emailOutbox, emailTemplates } from '../db/schema/mail';
import { createSubscriptionJobs } from './subscription-jobs';

/** docs/product.md#subscription-e-mails */
let t: TestApp;
let jobs: ReturnType<typeof createSubscriptionJobs>;
beforeAll(async () => {
  t = await createTestApp();
  jobs = createSubscriptionJobs(createAppDeps({ ...t, secretsKey: t.config.secretsKey! }));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

/** A parent with a subscription; `sub` fills the row. */
async function parentWith(sub: Sub, user: Partial<typeof users.$inferInsert> = {}) {
  const parent = await createUser(t.db, user);
  await t.db.insert(subscriptions).values({ parentUserId: parent.id, planType: 'trial', status: 'trial', ...sub });
  return parent;
}
const trialEnding = (end: Date): Sub => ({ trialStartDate: new Date(end.getTime() - 7 * DAY), trialEndDate: end });
const planEnding = (end: Date, more: Sub = {}): Sub => ({
  planType: 'annual',
  status: 'active',
  subscriptionStartDate: new Date(end.getTime() - 365 * DAY),
  subscriptionEndDate: end,
  ...more,
});

const mailsTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
const rowOf = async (userId: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, userId)))[0]!;
const setTemplate = (templateType: string, isEnabled: boolean) =>
  t.db.update(emailTemplates).set({ isEnabled }).where(eq(emailTemplates.templateType, templateType));
const dateBR = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

describe('the "ends in 3 days" reminder', () => {
  it('goes to a trial 3 days before its end, once', async () => {
    const end = later(3 * DAY);
    const parent = await parentWith(trialEnding(end), { fullName: 'Marta Souza' });
    await jobs.run();
    const mails = await mailsTo(parent.email);
    expect(mails.map((m) => m.templateType)).toEqual(['trial_ending']);
    expect(mails[0]!.subject).toBe(`Seu período de teste termina em ${dateBR(end)}`);
    expect(mails[0]!.bodyText).toContain('Olá, Marta Souza!');
    expect(mails[0]!.bodyText).toContain(`${TEST_APP_URL}/subscription`);
    expect((await rowOf(parent.id)).reminderSentFor).toEqual(end);

    t.clock.advance(MINUTE);
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(1);
  });

  it('goes to a paid plan and to a cancelled one, naming the plan', async () => {
    const paid = await parentWith(planEnding(later(2 * DAY)));
    const cancelled = await parentWith(planEnding(later(DAY), { status: 'cancelled', cancelledAt: t.clock.now() }));
    await jobs.run();
    for (const parent of [paid, cancelled]) {
      const mails = await mailsTo(parent.email);
      expect(mails.map((m) => m.templateType)).toEqual(['subscription_ending']);
      expect(mails[0]!.bodyText).toContain('O seu Plano Anual termina em');
    }
  });

  it('goes to a plan granted by the team, without a plan name', async () => {
    const parent = await parentWith(planEnding(later(DAY), { planType: 'admin_granted' }));
    await jobs.run();
    const [mail] = await mailsTo(parent.email);
    expect(mail!.templateType).toBe('subscription_ending');
    expect(mail!.bodyText).toContain('O seu acesso ao NeuroBridge termina em');
  });

  it('waits until the end is 3 days away, not a minute earlier', async () => {
    const parent = await parentWith(trialEnding(later(3 * DAY + MINUTE)));
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(0);
    t.clock.advance(MINUTE);
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(1);
  });

  it('comes again for a renewal (a new end date)', async () => {
    const end = later(2 * DAY);
    const parent = await parentWith(planEnding(end));
    await jobs.run();
    const newEnd = new Date(end.getTime() + 90 * DAY);
    await t.db
      .update(subscriptions)
      .set({ subscriptionEndDate: newEnd })
      .where(eq(subscriptions.parentUserId, parent.id));
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(1);

    t.clock.set(new Date(newEnd.getTime() - 2 * DAY));
    await jobs.run();
    const mails = await mailsTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Sua assinatura termina em ${dateBR(end)}`,
      `Sua assinatura termina em ${dateBR(newEnd)}`,
    ]);
  });

  it('is not about an old trial once a paid plan replaced it', async () => {
    const parent = await parentWith({
      ...trialEnding(later(2 * DAY)),
      ...planEnding(later(365 * DAY)),
    });
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(0);
  });

  it('is not queued while its template is switched off, and not sent later either', async () => {
    await setTemplate('subscription_ending', false);
    try {
      const parent = await parentWith(planEnding(later(DAY)));
      await jobs.run();
      expect(await mailsTo(parent.email)).toHaveLength(0);
      expect((await rowOf(parent.id)).reminderSentFor).not.toBeNull();
      await setTemplate('subscription_ending', true);
      await jobs.run();
      expect(await mailsTo(parent.email)).toHaveLength(0);
    } finally {
      await setTemplate('subscription_ending', true);
    }
  });

  it('skips a parent without an e-mail, and a deleted account', async () => {
    const noEmail = await parentWith(trialEnding(later(DAY)), { email: '' });
    const deleted = await parentWith(trialEnding(later(DAY)));
    await t.db.delete(users).where(eq(users.id, deleted.id));
    await jobs.run();
    expect(await mailsTo('')).toHaveLength(0);
    expect(await mailsTo(deleted.email)).toHaveLength(0);
    expect((await rowOf(noEmail.id)).reminderSentFor).not.toBeNull();
  });
});

describe('the "has ended" notice', () => {
  it('goes once when a trial ends, and the row becomes expired', async () => {
    const end = later(DAY);
    const parent = await parentWith(trialEnding(end));
    await jobs.run();
    t.clock.set(end);
    await jobs.run();
    const mails = await mailsTo(parent.email);
    expect(mails.map((m) => m.templateType)).toEqual(['trial_ending', 'subscription_ended']);
    expect(mails[1]!.subject).toBe('Seu período de teste terminou');
    expect(mails[1]!.bodyText).toContain(`terminou em ${dateBR(end)}`);
    const row = await rowOf(parent.id);
    expect(row.status).toBe('expired');
    expect(row.endedNoticeSentFor).toEqual(end);

    t.clock.advance(MINUTE);
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(2);
  });

  it('goes when an active or cancelled plan ends', async () => {
    const active = await parentWith(planEnding(later(-MINUTE)));
    const cancelled = await parentWith(planEnding(later(-MINUTE), { status: 'cancelled' }));
    const counts = await jobs.run();
    expect(counts.ended).toBeGreaterThanOrEqual(2);
    for (const parent of [active, cancelled]) {
      const mails = await mailsTo(parent.email);
      expect(mails.map((m) => m.subject)).toEqual(['Sua assinatura terminou']);
      expect(mails[0]!.bodyText).toContain('O seu Plano Anual terminou em');
      expect((await rowOf(parent.id)).status).toBe('expired');
    }
  });

  it('is not about an old trial once a paid plan replaced it', async () => {
    const parent = await parentWith({ ...trialEnding(later(-DAY)), ...planEnding(later(365 * DAY)) });
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(0);
    expect((await rowOf(parent.id)).status).toBe('active');
  });

  it('is not sent for an end long past, but the row still expires', async () => {
    const parent = await parentWith(trialEnding(later(-30 * DAY)));
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(0);
    expect((await rowOf(parent.id)).status).toBe('expired');
  });

  it('is not sent for a plan the parent ended with a refund (it ended when it was cancelled)', async () => {
    const end = later(-MINUTE);
    const parent = await parentWith(planEnding(end, { status: 'cancelled', cancelledAt: end }));
    await jobs.run();
    expect(await mailsTo(parent.email)).toHaveLength(0);
    expect((await rowOf(parent.id)).status).toBe('expired');
  });

  it('is not sent twice for the same end date, though the row expires again', async () => {
    const end = later(-DAY);
    const parent = await parentWith(planEnding(end, { endedNoticeSentFor: end }));
    const counts = await jobs.run();
    expect(counts.expired).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(parent.email)).toHaveLength(0);
    expect((await rowOf(parent.id)).status).toBe('expired');
  });
});

describe('on several servers', () => {
  it('two runs at once queue each e-mail once', async () => {
    const other = createSubscriptionJobs(createAppDeps({ ...t, secretsKey: t.config.secretsKey! }));
    const parents = await Promise.all([
      parentWith(trialEnding(later(DAY))),
      parentWith(planEnding(later(2 * DAY))),
      parentWith(trialEnding(later(-MINUTE))),
      parentWith(planEnding(later(-MINUTE), { status: 'cancelled' })),
    ]);
    const [a, b] = await Promise.all([jobs.run(), other.run()]);
    expect(a.reminders + b.reminders).toBeGreaterThanOrEqual(2);
    for (const parent of parents) expect(await mailsTo(parent.email)).toHaveLength(1);
  });

  it('app.runTimedJobs runs once per hour, whichever server calls', async () => {
    const second = await buildApp({ config: t.config, database: t.database, clock: t.clock, webDist: false });
    try {
      t.clock.advance(DAY); // past any earlier run
      const first = await parentWith(trialEnding(later(DAY)));
      await Promise.all([t.app.runTimedJobs(), second.runTimedJobs()]);
      expect(await mailsTo(first.email)).toHaveLength(1);

      const next = await parentWith(trialEnding(later(DAY)));
      t.clock.advance(TIMED_JOBS_EVERY_MS - MINUTE);
      await second.runTimedJobs();
      await t.app.runTimedJobs();
      expect(await mailsTo(next.email)).toHaveLength(0);

      t.clock.advance(MINUTE);
      await second.runTimedJobs();
      expect(await mailsTo(next.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
