import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { adminInvitations, admins } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/mail';
import type { InvitationListRow } from './admin-team-view';

/**
 * The team's reads and locks (docs/product.md#admin-team). Every change to a member's role or
 * suspension runs under the one team lock, so two owners acting at once are judged one after the
 * other: the last active owner always stays.
 */

/** The advisory lock classes (two-key form): the whole team's changes, and one e-mail's invitations. */
const TEAM_LOCK_CLASS = 0x6e62_7465;
const EMAIL_LOCK_CLASS = 0x6e62_6965;

/** Held until the transaction ends: the team's changes one at a time, across servers. */
export async function lockTeam(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK_CLASS}::int, 0)`);
}

/** Held until the transaction ends: an invitation to, or an admin made with, this e-mail one at a time. */
export async function lockEmail(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}::int, hashtext(${email}))`);
}

/** An invitation that still stands: not accepted, not withdrawn, not expired at `now`. */
export function pendingInvitation(now: Date): SQL {
  return and(
    isNull(adminInvitations.acceptedAt),
    isNull(adminInvitations.withdrawnAt),
    gt(adminInvitations.expiresAt, now),
  )!;
}

/** Whether an admin, or another pending invitation, has this e-mail (read under `lockEmail`). */
export async function emailTaken(tx: Db, email: string, now: Date, exceptInvitation?: number): Promise<boolean> {
  const [admin] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).limit(1);
  if (admin) return true;
  const [invitation] = await tx
    .select({ id: adminInvitations.id })
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.email, email),
        pendingInvitation(now),
        exceptInvitation === undefined ? undefined : ne(adminInvitations.id, exceptInvitation),
      ),
    )
    .limit(1);
  return Boolean(invitation);
}

const inviter = alias(admins, 'inviter');

/** Invitations with who sent them and their latest e-mail's state, newest first. */
export function readInvitations(db: Db, where: SQL | undefined, limit: number): Promise<InvitationListRow[]> {
  return db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      tokenHash: adminInvitations.tokenHash,
      invitedBy: adminInvitations.invitedBy,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
      acceptedAt: adminInvitations.acceptedAt,
      acceptedAdminId: adminInvitations.acceptedAdminId,
      withdrawnAt: adminInvitations.withdrawnAt,
      emailOutboxId: adminInvitations.emailOutboxId,
      invitedByName: inviter.username,
      emailStatus: emailOutbox.status,
    })
    .from(adminInvitations)
    .leftJoin(inviter, eq(inviter.id, adminInvitations.invitedBy))
    .leftJoin(emailOutbox, eq(emailOutbox.id, adminInvitations.emailOutboxId))
    .where(where)
    .orderBy(desc(adminInvitations.id))
    .limit(limit);
}
