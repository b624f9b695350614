import type { PaymentStatus } from '@neurobridge/shared/api/admin-money';
import { addDays, localMidnight } from '@neurobridge/shared/domain/time';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, payments, paymentStatusEvents, plans } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { amountCents } from './revenue-queries';

export interface PaymentFilters {
  q?: string;
  status?: PaymentStatus;
  plan?: string;
  /** Created on or after / on or before these São Paulo days. */
  from?: string;
  to?: string;
  /** The last id of the previous page. */
  cursor?: number;
}

/** `%`, `_` and `\` typed in the search are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A payment as the back-office lists it: its family (null once deleted) and its plan's name. */
const listed = {
  id: payments.id,
  createdAt: payments.createdAt,
  status: payments.status,
  planType: payments.planType,
  // The name the family bought it under (the checkout's), else the plan's now, else its id.
  planName: sql<string>`coalesce(${checkouts.planName}, ${plans.name}, ${payments.planType})`,
  amountCents: sql<number>`${amountCents()}`.mapWith(Number),
  currency: payments.currency,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  userId: payments.userId,
  familyName: users.fullName,
  familyEmail: users.email,
};
export type ListedPayment = Awaited<ReturnType<typeof listPayments>>[number];

/**
 * One page of payments, newest first by id (docs/product.md#admin-payments): the primary key read
 * backwards from the cursor, each row joined to its family, checkout and plan by their keys. The
 * search matches part of the family's name or e-mail, or of the provider's payment id, ignoring case.
 */
export function listPayments(db: Db, filters: PaymentFilters, limit: number) {
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(eq(payments.status, filters.status));
  if (filters.plan) where.push(eq(payments.planType, filters.plan));
  if (filters.from) where.push(gte(payments.createdAt, localMidnight(filters.from)));
  // The day after `to` at midnight: a day always ends at the next one's start, DST or not.
  if (filters.to) where.push(lt(payments.createdAt, localMidnight(addDays(filters.to, 1))));
  if (filters.cursor) where.push(lt(payments.id, filters.cursor));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(payments.providerPaymentId, pattern)),
    );
  }
  return db
    .select(listed)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .leftJoin(plans, eq(plans.id, payments.planType))
    .where(and(...where))
    .orderBy(desc(payments.id))
    .limit(limit);
}

/** One payment with what its detail shows besides the list's columns. */
export async function findPayment(db: Db, id: number) {
  const [row] = await db
    .select({ ...listed, payment: payments })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .leftJoin(plans, eq(plans.id, payments.planType))
    .where(eq(payments.id, id));
  return row;
}
export type FoundPayment = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** A payment's history, oldest first (payment_status_events_payment_idx). */
export function paymentHistory(db: Db, paymentId: number) {
  return db
    .select()
    .from(paymentStatusEvents)
    .where(eq(paymentStatusEvents.paymentId, paymentId))
    .orderBy(asc(paymentStatusEvents.at), asc(paymentStatusEvents.id));
}
