import type { AdminUsersFilters } from '@neurobridge/shared/api/admin-users';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { subscriptions } from '../../db/schema/billing';
import { professionalProfiles } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { isCompleted, secondsTotal } from '../progress/progress-rules';

/**
 * The SQL of the administration's user reads (docs/product.md#admin-users). The list is one
 * statement: the page of matching ids with the number of matches (a window count) in a subquery,
 * then each of those rows with its counts; the export reads the same filters in batches.
 */

export type UserFilters = Omit<AdminUsersFilters, 'search'> & { search?: string | undefined };

// Accented letters and their plain forms, for a search that ignores accents without an extension.
export const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
export const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN';

/** A search term as the SQL compares it: no accents, lower case, LIKE's own characters escaped. */
export function searchPattern(term: string): string {
  const plain = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `%${plain.replace(/[\\%_]/g, '\\$&')}%`;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A user's children's progress in the per-row counts, by the progress rules. */
const p = alias(progressEntries, 'p');

/**
 * The subscription's status as of `now`, as subscription-view.ts `statusAsOf` computes it (null
 * without a subscription): a trial or an active plan past its end, or a cancelled plan past its
 * end, is expired (docs/product.md#subscription-status).
 */
export function statusAsOfSql(now: Date): SQL<string | null> {
  const s = subscriptions;
  return sql`(case
    when ${s.id} is null then null
    when ${s.status} = 'trial' and (${s.trialEndDate} is null or ${s.trialEndDate} <= ${iso(now)}) then 'expired'
    when ${s.status} = 'active' and ${s.subscriptionEndDate} is not null and ${s.subscriptionEndDate} <= ${iso(now)} then 'expired'
    when ${s.status} = 'cancelled' and ${s.subscriptionEndDate} is not null and ${s.subscriptionEndDate} < ${iso(now)} then 'expired'
    else ${s.status} end)`;
}

/** The conditions of the filters, on users joined with their subscription and profile. */
export function filterConditions(filters: UserFilters, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = searchPattern(search);
    // translate() is slow on every row: only names with a non-ASCII letter go through it.
    conditions.push(
      sql`(lower(${users.fullName}) like ${pattern}
        or (octet_length(${users.fullName}) <> char_length(${users.fullName})
          and lower(translate(${users.fullName}, ${ACCENTED}, ${PLAIN})) like ${pattern})
        or lower(${users.email}) like ${pattern})`,
    );
  }
  if (filters.status) conditions.push(eq(users.isActive, filters.status === 'active'));
  if (filters.role === 'none') conditions.push(sql`${professionalProfiles.id} is null`);
  else if (filters.role) conditions.push(eq(professionalProfiles.role, filters.role));
  const status = statusAsOfSql(now);
  const admin = sql`${subscriptions.planType} = 'admin_granted'`;
  switch (filters.subscription) {
    case 'none':
      conditions.push(sql`${subscriptions.id} is null`);
      break;
    case 'trial':
      conditions.push(sql`${status} = 'trial'`);
      break;
    case 'expired':
      conditions.push(sql`${status} = 'expired'`);
      break;
    case 'admin_granted':
      conditions.push(sql`${status} = 'active' and ${admin}`);
      break;
    case 'active':
      // A paid plan that still gives access: active, or cancelled before its end.
      conditions.push(sql`${status} in ('active', 'cancelled') and not ${admin}`);
      break;
    default:
      break;
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** What a row of the list and of the export reads about one user. */
export function rowColumns() {
  return {
    id: users.id,
    fullName: users.fullName,
    email: users.email,
    phoneNumber: users.phoneNumber,
    picture: users.picture,
    createdAt: users.createdAt,
    isActive: users.isActive,
    role: professionalProfiles.role,
    subscription: {
      id: subscriptions.id,
      planType: subscriptions.planType,
      status: subscriptions.status,
      trialEndDate: subscriptions.trialEndDate,
      subscriptionEndDate: subscriptions.subscriptionEndDate,
    },
    childrenCount: sql<number>`(select count(*) from children c
      where c.parent_user_id = ${users.id} and c.is_active = true)`.mapWith(Number),
    // Only the completed rows are read: counted from progress_child_completed_idx.
    activitiesCount: sql<number>`(select count(*) from ${progressEntries} ${p}
      inner join children c on c.id = ${p.childId}
      where c.parent_user_id = ${users.id} and ${isCompleted(p)})`.mapWith(Number),
  };
}

/**
 * One page of the list, newest first (the id grows with each sign-up), with the number of
 * matches: the ids and the count come from one pass over the matching users, and only the page's
 * rows get their counts.
 */
export async function listPage(db: Db, filters: UserFilters, now: Date, limit: number, offset: number) {
  const page = db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(filterConditions(filters, now))
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...rowColumns(), total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .orderBy(desc(users.id));
}

/** How many users match (for a page past the last one, where the page query has no row to carry it). */
export async function countMatching(db: Db, filters: UserFilters, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(filterConditions(filters, now));
  return row?.n ?? 0;
}

/** A batch of the export: the next `size` matching users below id `before`, newest first. */
export function exportBatch(db: Db, filters: UserFilters, now: Date, before: number | null, size: number) {
  const where = filterConditions(filters, now);
  return db
    .select(rowColumns())
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(before === null ? where : and(where, lt(users.id, before)))
    .orderBy(desc(users.id))
    .limit(size);
}

/** One user with everything the detail view shows, in one statement. */
export async function detailRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      ...rowColumns(),
      givenName: users.givenName,
      familyName: users.familyName,
      birthDate: users.birthDate,
      location: users.location,
      subject: users.subject,
      lastLoginAt: users.lastLoginAt,
      languagePreference: users.languagePreference,
      timezone: users.timezone,
      // Seconds; the view rounds the total once (docs/product.md#score-and-time).
      totalTime: sql<number>`(select ${secondsTotal(p)} from ${progressEntries} ${p}
        inner join children c on c.id = ${p.childId}
        where c.parent_user_id = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type UserListRow = Awaited<ReturnType<typeof exportBatch>>[number];
export type UserDetailRow = NonNullable<Awaited<ReturnType<typeof detailRow>>>;
