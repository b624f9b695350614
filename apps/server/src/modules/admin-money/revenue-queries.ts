import { CONVERSION_DAYS } from '@neurobridge/shared/api/admin-money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, paymentDays, payments, plans, subscriptions } from '../../db/schema/billing';
import { bucketDates, type DayRange } from '../admin-reports/admin-reports-queries';

/**
 * The revenue's statements (docs/product.md#admin-revenue). Every sum of money is integer cents made
 * and added in SQL — `round(amount * 100)::bigint`, summed as bigint — and read back as numbers: no
 * money is computed with floating point in JavaScript. Counts and cents come back as text from the
 * driver (bigint) and are turned into numbers with `mapWith(Number)`.
 */

/** A payment's amount in integer cents (`numeric(10,2)` × 100 is exact). */
export const amountCents = (p: typeof payments = payments): SQL => sql`round(${p.amount} * 100)::bigint`;

/** The range and its bars: the period as instants, the first day and the days per bar. */
export interface RevenueRange extends DayRange {
  bucketDays: number;
}

export interface MoneyRow {
  /** 1 on the rows summed over every plan (the period's totals and the bars). */
  gPlan: number;
  /** 1 on the rows summed over every bar (the period's totals and each plan). */
  gBucket: number;
  planType: string | null;
  bucket: number | null;
  paidCount: number;
  paidCents: number;
  refundedCount: number;
  refundedCents: number;
  chargedBackCount: number;
  chargedBackCents: number;
  netCents: number;
  givenBackCents: number;
}

const n = (fragment: SQL) => sql<number>`${fragment}`.mapWith(Number);

/**
 * The period's money from its days' sums (`payment_days`, kept with the history by
 * payments/payment-events.ts): a year is a few thousand rows — each day's approvals, refunds and
 * chargebacks per plan — summed per plan, bar and status, then grouping sets over those sums give
 * each plan, each bar and the period. A payment approved in the period counts as paid even if given
 * back later; money given back counts on the day it was given back. A day's bar is found among the
 * bars' first days (`width_bucket`).
 */
export function periodMoney(db: Db, range: RevenueRange): Promise<MoneyRow[]> {
  const d = paymentDays;
  const bars = `{${bucketDates(range).slice(1).join(',')}}`;
  const sums = db.$with('sums').as(
    db
      .select({
        planType: sql<string>`${d.planType}`.as('plan_type'),
        bucket: sql<number>`width_bucket(${d.day}, ${bars}::date[])`.as('bucket'),
        status: sql<string>`${d.status}`.as('status'),
        n: sql<number>`sum(${d.count})`.as('n'),
        cents: sql<number>`sum(${d.cents})`.as('cents'),
      })
      .from(d)
      .where(sql`${d.day} >= ${range.from}::date and ${d.day} <= ${range.to}::date`)
      // By position: the bar's expression holds a parameter.
      .groupBy(sql`1, 2, 3`),
  );
  const paid = sql`${sums.status} = 'approved'`;
  const refunded = sql`${sums.status} = 'refunded'`;
  const chargedBack = sql`${sums.status} = 'charged_back'`;
  const total = (where: SQL) => n(sql`coalesce(sum(${sums.n}) filter (where ${where}), 0)`);
  const cents = (where: SQL) => n(sql`coalesce(sum(${sums.cents}) filter (where ${where}), 0)`);
  return db
    .with(sums)
    .select({
      gPlan: n(sql`grouping(${sums.planType})`),
      gBucket: n(sql`grouping(${sums.bucket})`),
      planType: sql<string | null>`${sums.planType}`,
      bucket: sql<number | null>`${sums.bucket}`,
      paidCount: total(paid),
      paidCents: cents(paid),
      refundedCount: total(refunded),
      refundedCents: cents(refunded),
      chargedBackCount: total(chargedBack),
      chargedBackCents: cents(chargedBack),
      netCents: n(sql`coalesce(sum(case when ${paid} then ${sums.cents} else -${sums.cents} end), 0)`),
      givenBackCents: cents(sql`not ${paid}`),
    })
    .from(sums)
    .groupBy(sql`grouping sets ((${sums.planType}), (${sums.bucket}), ())`);
}

export interface ConversionRow {
  trialsStarted: number;
  converted: number;
  ratePercent: number | null;
}

/**
 * Trials started in the period, and how many of those families' first approved payment
 * (`subscriptions.first_paid_at`, set by the activation) came within CONVERSION_DAYS of the trial's
 * start (docs/product.md#admin-revenue).
 */
export async function conversion(db: Db, range: RevenueRange): Promise<ConversionRow> {
  const s = subscriptions;
  const window = sql.raw(`interval '${Math.trunc(CONVERSION_DAYS)} days'`);
  const converted = sql`count(*) filter (where ${s.firstPaidAt} >= ${s.trialStartDate} and ${s.firstPaidAt} < ${s.trialStartDate} + ${window})`;
  const [row] = await db
    .select({
      trialsStarted: n(sql`count(*)`),
      converted: n(converted),
      ratePercent: sql<
        number | null
      >`case when count(*) = 0 then null else round(100.0 * ${converted} / count(*))::int end`,
    })
    .from(s)
    .where(
      sql`${s.trialStartDate} >= ${range.start.toISOString()}::timestamptz and ${s.trialStartDate} < ${range.end.toISOString()}::timestamptz`,
    );
  return row!;
}

export interface ChurnRow {
  planType: string;
  ended: number;
}

/**
 * Paid periods that ended in the period, before now, with no later paid period of the same family
 * (docs/product.md#admin-revenue): each family's last payment still approved (not given back) —
 * no other approved payment of that family pays up to a later end, neither a renewal nor a
 * return — read in one pass over `payments_approved_last_idx` (family, end newest first, plan),
 * kept when it ended then. A payment whose family was deleted has no later one. Per plan.
 */
export async function churn(db: Db, range: RevenueRange, now: Date): Promise<ChurnRow[]> {
  // Raw SQL: DISTINCT ON with the index's own order, and a union, are clearer written out.
  const result = await db.execute(sql`
    select plan_type, count(*) as ended from (
      select plan_type, period_end_date from (
        select distinct on (${payments.userId}) ${payments.planType} as plan_type, ${payments.periodEndDate} as period_end_date
        from ${payments}
        where ${payments.status} = 'approved' and ${payments.userId} is not null
        order by ${payments.userId}, ${payments.periodEndDate} desc nulls last
      ) last_paid
      union all
      select ${payments.planType}, ${payments.periodEndDate} from ${payments}
      where ${payments.status} = 'approved' and ${payments.userId} is null
    ) ends
    where period_end_date >= ${range.start.toISOString()}::timestamptz and period_end_date < ${range.end.toISOString()}::timestamptz
      and period_end_date <= ${now.toISOString()}::timestamptz
    group by plan_type`);
  const rows = (result as unknown as { rows: { plan_type: string; ended: string | number }[] }).rows;
  return rows.map((row) => ({ planType: row.plan_type, ended: Number(row.ended) }));
}

export interface InForceRow {
  /** 1 on the row summed over every plan. */
  gPlan: number;
  planType: string | null;
  active: number;
  mrrCents: number;
}

/**
 * The paid plans in force now (docs/product.md#admin-revenue): each family's approved payment whose
 * period holds now — it paid up to after now, and its period started (a renewal paid ahead starts
 * where the previous one ends) — per plan, with the monthly recurring revenue: each plan's price in
 * cents ÷ its months, rounded to the cent, summed. A payment whose family was deleted holds no plan.
 */
export function inForce(db: Db, now: Date): Promise<InForceRow[]> {
  const p = payments;
  const at = sql`${now.toISOString()}::timestamptz`;
  // A plan's months never change (docs/product.md#admin-plans); the checkout's, read only for a
  // plan no longer in the table.
  const months = sql`coalesce(${plans.months}, (select c.months from ${checkouts} c where c.id = ${p.checkoutId}))`;
  return db
    .select({
      gPlan: n(sql`grouping(${p.planType})`),
      planType: sql<string | null>`${p.planType}`,
      active: n(sql`count(*)`),
      mrrCents: n(sql`coalesce(sum(round(${amountCents()}::numeric / nullif(${months}, 0))), 0)::bigint`),
    })
    .from(p)
    .leftJoin(plans, sql`${plans.id} = ${p.planType}`)
    .where(
      sql`${p.status} = 'approved' and ${p.userId} is not null and ${p.periodEndDate} > ${at}
        and (${p.previousEndDate} is null or ${p.previousEndDate} <= ${at})`,
    )
    .groupBy(sql`grouping sets ((${p.planType}), ())`);
}

/** The plans by their order on the subscription page, with their names (docs/product.md#plans). */
export function planNames(db: Db) {
  return db.select({ id: plans.id, name: plans.name }).from(plans).orderBy(plans.sortOrder, plans.id);
}
