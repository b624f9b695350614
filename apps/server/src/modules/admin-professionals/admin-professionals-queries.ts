import type { AdminInvitationListState } from '@neurobridge/shared/api/admin-professionals';
import { and, desc, eq, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { emailOutbox } from '../../db/schema/mail';
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { ACCENTED, PLAIN, searchPattern } from '../admin-users/admin-users-queries';
import { invitationEmailStatus } from '../child-professionals/child-professionals-service';
import { activeAccess } from '../children/child-access';

/**
 * The SQL of the back-office's professionals and invitations (docs/product.md#admin-professionals,
 * docs/product.md#admin-invitations): each page is one statement, newest first, the next page
 * starting below the last id shown.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Part of a text, ignoring case and accents ("conceicao" finds "Conceição"); `%` and `_` are plain. */
function plainLike(column: Column, pattern: string): SQL {
  return sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) like ${pattern}`;
}

/**
 * An account the back-office lists as a professional: its role is `professional`, or it is a parent
 * with professional data (a type), which accepting an invitation gives (docs/product.md#onboarding).
 */
export const isProfessional = sql`(${professionalProfiles.role} = 'professional' or ${professionalProfiles.professionalType} is not null)`;

/** The access rows as `pa`, for the one active-access condition (modules/children/child-access.ts). */
const pa = alias(professionalAccess, 'pa');

/** Children the professional sees now, and of how many families: active access to an active child. */
const givenChildren = (what: string) =>
  sql<number>`(select ${sql.raw(what)} from ${professionalAccess} pa inner join ${children} c on c.id = pa.child_id
    where pa.professional_user_id = ${users.id} and ${activeAccess({ rows: pa })} and c.is_active = true)`.mapWith(
    Number,
  );

const professionalColumns = {
  profileId: professionalProfiles.id,
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  professionalType: professionalProfiles.professionalType,
  organizationName: professionalProfiles.organizationName,
  registrationNumber: professionalProfiles.crefitoNumber,
  since: professionalProfiles.createdAt,
  isVerified: professionalProfiles.isVerified,
  verifiedAt: professionalProfiles.verifiedAt,
  verifiedBy: professionalProfiles.verifiedBy,
  childrenCount: givenChildren('count(*)'),
  familiesCount: givenChildren('count(distinct c.parent_user_id)'),
};

export interface ProfessionalFilters {
  q?: string | undefined;
  verified?: 'yes' | 'no' | undefined;
  cursor?: number | undefined;
}

function professionalConditions(filters: ProfessionalFilters): SQL | undefined {
  const conditions: SQL[] = [isProfessional];
  const q = filters.q?.trim();
  if (q) {
    const pattern = searchPattern(q);
    conditions.push(
      or(
        plainLike(users.fullName, pattern),
        sql`lower(${users.email}) like ${pattern}`,
        plainLike(professionalProfiles.organizationName, pattern),
        plainLike(professionalProfiles.crefitoNumber, pattern),
      )!,
    );
  }
  if (filters.verified) conditions.push(eq(professionalProfiles.isVerified, filters.verified === 'yes'));
  if (filters.cursor) conditions.push(lt(professionalProfiles.id, filters.cursor));
  return and(...conditions);
}

/** A page of professionals, the newest profile first; `limit + 1` rows tell whether another page follows. */
export function professionalsPage(db: Db, filters: ProfessionalFilters, limit: number) {
  return db
    .select(professionalColumns)
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(professionalConditions(filters))
    .orderBy(desc(professionalProfiles.id))
    .limit(limit + 1);
}

/** One professional by their user id, or undefined when the account is not a professional. */
export type ProfessionalRow = Awaited<ReturnType<typeof professionalsPage>>[number];

export async function professionalRow(db: Db | Tx, userId: number): Promise<ProfessionalRow | undefined> {
  const [row] = await db
    .select(professionalColumns)
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(and(eq(users.id, userId), isProfessional));
  return row;
}

/**
 * Locks a professional's profile for an action's transaction, so two admins acting on one
 * professional at once act one after the other; undefined when the account is not a professional.
 */
export async function lockProfessional(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      fullName: users.fullName,
      email: users.email,
      isVerified: professionalProfiles.isVerified,
    })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(and(eq(professionalProfiles.userId, userId), isProfessional))
    .for('update', { of: professionalProfiles });
  return row;
}

// ——— Invitations ———

const family = alias(users, 'family');
const answered = alias(users, 'answered');
const o = alias(emailOutbox, 'o');

/** The state the back-office shows: the stored one, `expired` for a pending one past its date. */
const stateAsOf = (now: Date) =>
  sql<AdminInvitationListState>`(case
    when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else ${invitations.status} end)`;

function invitationColumns(now: Date) {
  return {
    id: invitations.id,
    state: stateAsOf(now),
    familyId: family.id,
    familyName: family.fullName,
    familyEmail: family.email,
    professionalEmail: invitations.professionalEmail,
    childrenCount: sql<number>`cardinality(${invitations.childIds})`.mapWith(Number),
    invitedAt: invitations.invitedAt,
    expiresAt: invitations.expiresAt,
    // The parent's own view's rule (docs/product.md#invitation-e-mail-status).
    emailStatus: sql<'pending' | 'sent' | 'failed' | 'not_sent'>`${invitationEmailStatus('o')}`,
  };
}

export interface InvitationFilters {
  q?: string | undefined;
  state?: AdminInvitationListState | undefined;
  cursor?: number | undefined;
}

function stateCondition(state: AdminInvitationListState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (state === 'pending') return sql`${invitations.status} = 'pending' and ${invitations.expiresAt} > ${at}`;
  if (state === 'expired') return sql`${invitations.status} = 'pending' and ${invitations.expiresAt} <= ${at}`;
  return eq(invitations.status, state);
}

function invitationConditions(filters: InvitationFilters, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  const q = filters.q?.trim();
  if (q) {
    const pattern = searchPattern(q);
    // The family by name or e-mail; the professional by the invited e-mail, or by the account that
    // accepted or asked to accept it.
    conditions.push(
      or(
        plainLike(family.fullName, pattern),
        sql`lower(${family.email}) like ${pattern}`,
        sql`lower(${invitations.professionalEmail}) like ${pattern}`,
        plainLike(answered.fullName, pattern),
        sql`lower(${answered.email}) like ${pattern}`,
      )!,
    );
  }
  if (filters.state) conditions.push(stateCondition(filters.state, now));
  if (filters.cursor) conditions.push(lt(invitations.id, filters.cursor));
  return conditions.length ? and(...conditions) : undefined;
}

function invitationsFrom(db: Db | Tx, now: Date) {
  return db
    .select(invitationColumns(now))
    .from(invitations)
    .innerJoin(family, eq(family.id, invitations.parentUserId))
    .leftJoin(
      answered,
      eq(answered.id, sql`coalesce(${invitations.acceptedByUserId}, ${invitations.requestedByUserId})`),
    )
    .leftJoin(o, eq(o.id, invitations.emailOutboxId));
}

/** A page of every family's invitations, the newest first. */
export function invitationsPage(db: Db, filters: InvitationFilters, now: Date, limit: number) {
  return invitationsFrom(db, now)
    .where(invitationConditions(filters, now))
    .orderBy(desc(invitations.id))
    .limit(limit + 1);
}

export type InvitationListRow = Awaited<ReturnType<typeof invitationsPage>>[number];

export async function invitationRow(db: Db | Tx, id: number, now: Date): Promise<InvitationListRow | undefined> {
  const [row] = await invitationsFrom(db, now).where(eq(invitations.id, id));
  return row;
}
