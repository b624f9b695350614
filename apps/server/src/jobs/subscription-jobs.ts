import { DAY_MS } from '@neurobridge/shared/domain/time';
import { TRIAL_WARNING_DAYS } from '@neurobridge/shared/domain/plans';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { plans, subscriptions } from '../db/schema/billing';
import { users } from '../db/schema/users';
import type { RenderedEmail } from '../modules/mail/templates';
import { subscriptionEndedEmail, subscriptionEndingEmail, trialEndingEmail } from '../modules/mail/subscription-emails';

/** Rows marked per transaction: short transactions, and two servers share the work. */
const BATCH = 100;
/**
 * An end older than this gets no "has ended" e-mail, only its mark and status: a server that was
 * down for a while, or a database from before this job, must not mail people about trials that
 * ended months ago.
 */
const LATE_NOTICE_MS = 7 * DAY_MS;

const LIVE_STATUSES = ['trial', 'active', 'cancelled'];

/** The end that counts: a trial's while it is a trial, else the plan's (paid, granted or cancelled). */
const endAt = sql<Date>`(case when ${subscriptions.status} = 'trial' then ${subscriptions.trialEndDate} else ${subscriptions.subscriptionEndDate} end)`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What an e-mail about a subscription needs, read back from the rows just marked. */
const marked = {
  id: subscriptions.id,
  parentUserId: subscriptions.parentUserId,
  status: subscriptions.status,
  planType: subscriptions.planType,
  reminderSentFor: subscriptions.reminderSentFor,
  endedNoticeSentFor: subscriptions.endedNoticeSentFor,
  cancelledAt: subscriptions.cancelledAt,
  email: users.email,
  fullName: users.fullName,
  givenName: users.givenName,
  // The plan's current name; none for admin_granted.
  planName: sql<string | null>`(select ${plans.name} from ${plans} where ${plans.id} = ${subscriptions.planType})`,
};

/** Marks the rows of one batch (the ids come from a locking subquery) and reads them back. */
function markRows(tx: Db, due: SQL | undefined, set: SubscriptionSet, batch: SQLWrapper) {
  return tx
    .update(subscriptions)
    .set(set)
    .from(users)
    .where(and(eq(users.id, subscriptions.parentUserId), inArray(subscriptions.id, batch), due))
    .returning(marked);
}
type SubscriptionSet = PgUpdateSetSource<typeof subscriptions>;
type Marked = Awaited<ReturnType<typeof markRows>>[number];

/**
 * The hourly subscription job (docs/product.md#subscription-e-mails): the "ends in 3 days"
 * reminders, the "has ended" notices and the `expired` status. Each row is marked with the end
 * date it was handled for by a conditional update, and its e-mail is queued in the same
 * transaction, so two servers running it at once send each e-mail once, and a renewal (a new
 * end date) gets new ones.
 */
export function createSubscriptionJobs({
  db,
  clock,
  config,
  outbox,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox' | 'sessionCache'>) {
  const link = `${config.appUrl}/subscription`;

  async function queue(tx: Db, row: Marked, templateType: string, email: RenderedEmail): Promise<boolean> {
    const to = row.email.trim();
    if (!to) return false;
    return (await outbox.enqueue(tx, { to, templateType, ...email })) !== null;
  }

  const nameOf = (row: Marked) => row.fullName?.trim() || row.givenName?.trim() || '';

  /**
   * Marks up to BATCH rows matching `due` (rows another server holds are skipped) with `set`,
   * and queues their e-mails in the same transaction. Answers how many rows it marked and how
   * many e-mails it queued.
   */
  async function markBatch(
    due: SQL | undefined,
    set: SubscriptionSet,
    send: (tx: Db, row: Marked) => Promise<boolean>,
  ): Promise<{ rows: Marked[]; queued: number }> {
    return db.transaction(async (tx) => {
      const batch = tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(due)
        .orderBy(subscriptions.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await markRows(tx, due, set, batch);
      let queued = 0;
      for (const row of rows) if (await send(tx, row)) queued += 1;
      return { rows, queued };
    });
  }

  /** Runs `markBatch` until a batch comes back short. */
  async function drain(...args: Parameters<typeof markBatch>) {
    const total = { rows: [] as Marked[], queued: 0 };
    for (;;) {
      const { rows, queued } = await markBatch(...args);
      total.rows.push(...rows);
      total.queued += queued;
      if (rows.length < BATCH) return total;
    }
  }

  /** `trial_ending` / `subscription_ending`, once per end date, when the end is 3 days away or less. */
  function sendReminders(now: Date) {
    const until = new Date(now.getTime() + TRIAL_WARNING_DAYS * DAY_MS);
    const due = and(
      inArray(subscriptions.status, LIVE_STATUSES),
      sql`${endAt} > ${at(now)}`,
      sql`${endAt} <= ${at(until)}`,
      sql`${subscriptions.reminderSentFor} is distinct from ${endAt}`,
    );
    return drain(due, { reminderSentFor: endAt }, (tx, row) => {
      const endDate = row.reminderSentFor!;
      return row.status === 'trial'
        ? queue(tx, row, 'trial_ending', trialEndingEmail({ name: nameOf(row), endDate, link }))
        : queue(
            tx,
            row,
            'subscription_ending',
            subscriptionEndingEmail({ name: nameOf(row), planName: row.planName, endDate, link }),
          );
    });
  }

  /** `subscription_ended`, once per end date, and the row becomes `expired`. */
  function sendEndedNotices(now: Date) {
    const due = and(
      inArray(subscriptions.status, LIVE_STATUSES),
      sql`${endAt} <= ${at(now)}`,
      sql`${subscriptions.endedNoticeSentFor} is distinct from ${endAt}`,
    );
    // Every SET expression reads the row as it was, so `endAt` is still the trial's or the plan's.
    const set = { endedNoticeSentFor: endAt, status: 'expired', updatedAt: now };
    return drain(due, set, (tx, row) => {
      const endDate = row.endedNoticeSentFor!;
      if (endDate.getTime() < now.getTime() - LATE_NOTICE_MS) return Promise.resolve(false);
      // A plan the parent ended with a refund: the cancel screen already said so (docs/product.md#money-back).
      if (row.cancelledAt && row.cancelledAt >= endDate) return Promise.resolve(false);
      const kind = row.planType === 'trial' ? 'trial' : 'plan';
      return queue(
        tx,
        row,
        'subscription_ended',
        subscriptionEndedEmail({ name: nameOf(row), kind, planName: row.planName, endDate, link }),
      );
    });
  }

  /** Rows past their end whose notice went already (the same end date set again): status only. */
  function expireTheRest(now: Date) {
    return db
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(subscriptions.status, LIVE_STATUSES), sql`${endAt} <= ${at(now)}`))
      .returning({ parentUserId: subscriptions.parentUserId });
  }

  return {
    async run(): Promise<{ reminders: number; ended: number; expired: number }> {
      const now = clock.now();
      const reminders = await sendReminders(now);
      const ended = await sendEndedNotices(now);
      const rest = await expireTheRest(now);
      // Other servers learn of the change from the database's notice; this one at once.
      for (const row of [...ended.rows, ...rest]) sessionCache.forgetUser(row.parentUserId);
      return { reminders: reminders.queued, ended: ended.queued, expired: ended.rows.length + rest.length };
    },
  };
}

export type SubscriptionJobs = ReturnType<typeof createSubscriptionJobs>;
