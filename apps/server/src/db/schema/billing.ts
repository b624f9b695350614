import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsz, updatedAt } from './common';
import { users } from './users';

/** The single source of truth for prices (docs/product.md#plans). */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  months: smallint('months').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('BRL'),
  billingCycle: text('billing_cycle').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  popular: boolean('popular').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
  updatedAt: updatedAt(),
});

/** One current subscription per parent; payments keep the history. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    status: text('status').notNull(),
    trialStartDate: tsz('trial_start_date'),
    trialEndDate: tsz('trial_end_date'),
    subscriptionStartDate: tsz('subscription_start_date'),
    subscriptionEndDate: tsz('subscription_end_date'),
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    cancelledAt: tsz('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
    /** When the payment behind the current period was approved: the 7-day money-back window starts here. */
    lastPaymentAt: tsz('last_payment_at'),
    /** When a refund ended the paid plan (docs/product.md#refunded-plan); cleared by the next payment. */
    refundedAt: tsz('refunded_at'),
    /** The end date the "ends in 3 days" e-mail was sent for, so it goes once per period. */
    reminderSentFor: tsz('reminder_sent_for'),
    /** The end date the "has ended" e-mail was sent for. */
    endedNoticeSentFor: tsz('ended_notice_sent_for'),
    /**
     * The family's first approved payment, set once by the activation (docs/product.md#admin-revenue):
     * the revenue's trial conversion reads it instead of every approval of the period.
     */
    firstPaidAt: tsz('first_paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_parent_uq').on(t.parentUserId)],
);

/** Payment records are kept after account deletion, as the law requires (docs/product.md#data-rights). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    planType: text('plan_type').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('BRL'),
    status: text('status').notNull(),
    externalReference: text('external_reference'),
    providerData: jsonb('provider_data'),
    checkoutId: text('checkout_id'),
    /** The subscription's end date before this payment extended it (a refund puts it back). */
    previousEndDate: tsz('previous_end_date'),
    /** The end date this payment paid up to. */
    periodEndDate: tsz('period_end_date'),
    refundId: text('refund_id'),
    refundedAt: tsz('refunded_at'),
    createdAt: createdAt(),
    processedAt: tsz('processed_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_id_uq').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId),
    index('payments_created_idx').on(t.createdAt),
    // The revenue (docs/product.md#admin-revenue): each family's last paid end and its plan, read
    // from the index alone (the churn); the periods paid beyond now (the plans in force).
    index('payments_approved_last_idx')
      .on(t.userId, t.periodEndDate.desc(), t.planType)
      .where(sql`${t.status} = 'approved'`),
    index('payments_approved_end_idx')
      .on(t.periodEndDate)
      .where(sql`${t.status} = 'approved'`),
  ],
);

/**
 * Each status a payment took, when, and who moved it (docs/product.md#admin-payments): the revenue
 * screen counts approvals, refunds and chargebacks by the day they happened.
 */
export const paymentStatusEvents = pgTable(
  'payment_status_events',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: tsz('at').notNull(),
    /** `provider`, `family`, `admin` or `system` (shared/api/admin-money.ts). */
    source: text('source').notNull(),
    /** The admin's username for an admin's refund. */
    actor: text('actor'),
    note: text('note'),
  },
  (t) => [
    index('payment_status_events_payment_idx').on(t.paymentId, t.at),
    index('payment_status_events_status_at_idx').on(t.status, t.at),
  ],
);

/**
 * The money of each São Paulo day by plan and status — approvals, refunds and chargebacks, counted
 * and summed in cents — kept by the same transaction that writes the history step
 * (payments/payment-events.ts), so the revenue of a year reads a few thousand rows, not every step
 * of the year (docs/product.md#admin-revenue).
 */
export const paymentDays = pgTable(
  'payment_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    planType: text('plan_type').notNull(),
    /** `approved`, `refunded` or `charged_back`. */
    status: text('status').notNull(),
    count: integer('count').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.planType, t.status] })],
);

/**
 * A plan chosen by a parent, priced by the server when the checkout was opened: a payment is
 * matched to it by its `external_reference` and must pay exactly this amount.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** Random, unguessable: it appears in the test-payment link. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    planName: text('plan_name').notNull(),
    months: smallint('months').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('BRL'),
    externalReference: text('external_reference').notNull(),
    /** `mercado_pago` or `test` (the demo's simulated provider). */
    provider: text('provider').notNull(),
    preferenceId: text('preference_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkouts_reference_uq').on(t.externalReference), index('checkouts_user_idx').on(t.userId)],
);

/**
 * Verified payment notifications waiting to be processed: the webhook answers at once and the
 * payment is fetched and applied after, by whichever server claims the row first.
 */
export const paymentNotifications = pgTable('payment_notifications', {
  providerPaymentId: text('provider_payment_id').primaryKey(),
  receivedAt: tsz('received_at').notNull().defaultNow(),
  attempts: smallint('attempts').notNull().default(0),
  nextAttemptAt: tsz('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  /** The job runner's queue state (jobs/queue.ts): `pending`, `running` (leased) or `failed`. */
  state: text('state').notNull().default('pending'),
});

export const paymentSettings = pgTable('payment_settings', {
  id: smallint('id').primaryKey().default(1),
  accessTokenEnc: text('access_token_enc'),
  publicKey: text('public_key'),
  webhookSecretEnc: text('webhook_secret_enc'),
  successUrl: text('success_url'),
  failureUrl: text('failure_url'),
  webhookUrl: text('webhook_url'),
  notificationUrl: text('notification_url'),
  sandboxMode: boolean('sandbox_mode').notNull().default(false),
  updatedAt: updatedAt(),
});
