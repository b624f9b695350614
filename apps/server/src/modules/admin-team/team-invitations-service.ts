import {
  ADMIN_EMAIL_TAKEN,
  ADMIN_INVITATION_ACCEPTED,
  ADMIN_INVITATION_DAYS,
  ADMIN_INVITATION_EMAIL_OFF,
  ADMIN_INVITATION_GONE,
  ADMIN_INVITATION_GONE_CODES,
  ADMIN_INVITATION_NOT_FOUND,
  ADMIN_INVITATION_NOT_RESENDABLE,
  ADMIN_USERNAME_TAKEN,
  type AdminInvitationView,
  type TeamInvitation,
} from '@neurobridge/shared/api/admin-team';
import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { adminInvitations, admins } from '../../db/schema/admin';
import type { Acting } from '../../lib/actor';
import { randomToken, sha256 } from '../../lib/crypto';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { adminPasswordProblem } from '../../lib/password-strength';
import { recordAudit } from '../audit/audit-log';
import { secretPlaceholder } from '../mail/outbox';
import { adminInvitationEmail } from '../mail/templates';
import { invitationState, toInvitation } from './admin-team-view';
import { emailTaken, lockEmail, readInvitations } from './team-queries';

type InvitationRow = typeof adminInvitations.$inferSelect;

/** The refusal of a set-up link that no longer stands, with why when the link is known. */
function gone(row?: InvitationRow, now?: Date): HttpError {
  const state = row && now ? invitationState(row, now) : null;
  const code = state && state !== 'pending' ? ADMIN_INVITATION_GONE_CODES[state] : undefined;
  return new HttpError(410, ADMIN_INVITATION_GONE, undefined, code);
}

const actorOf = (acting: Acting) => ({ type: 'admin' as const, id: acting.admin.id, label: acting.admin.username });

/**
 * Invitations to the administrators' team (docs/product.md#admin-team): an owner invites an e-mail
 * with a role; the set-up link's secret (256 bits) leaves the server only inside the e-mail, which
 * goes through the outbox in the invitation's transaction, and the database keeps its SHA-256. The
 * link expires after `ADMIN_INVITATION_DAYS`; a resend makes a new link and expiry (the old link
 * stops working). The invitee chooses a username and a password through it, once.
 */
export function createTeamInvitationsService({
  db,
  clock,
  config,
  outbox,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>) {
  async function one(id: number): Promise<TeamInvitation> {
    const [row] = await readInvitations(db, eq(adminInvitations.id, id), 1);
    if (!row) throw notFound(ADMIN_INVITATION_NOT_FOUND);
    return toInvitation(row, clock.now());
  }

  /**
   * A new link for the invitation: queues its e-mail in `tx` and answers what the row needs. The
   * stored e-mail holds a placeholder; the link itself is sealed until delivery (docs/product.md#secrets).
   */
  async function newLink(tx: Db, email: string, role: AdminRole, now: Date) {
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + ADMIN_INVITATION_DAYS * DAY_MS);
    const link = `${config.appUrl}/admin/convite/${token}`;
    const queued = await outbox.enqueue(tx, {
      to: email,
      templateType: 'admin_invitation',
      ...adminInvitationEmail({ role, link: secretPlaceholder('link'), expiresAt }),
      secrets: { link },
    });
    // The link travels only by e-mail: with the template off, no invitation is made.
    if (!queued) throw new HttpError(409, ADMIN_INVITATION_EMAIL_OFF);
    return { tokenHash: sha256(token), expiresAt, emailOutboxId: queued.id };
  }

  /** The invitation a set-up link names, if it still stands. */
  async function standing(token: string): Promise<InvitationRow> {
    const now = clock.now();
    const [row] = await db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.tokenHash, sha256(token)));
    if (!row || invitationState(row, now) !== 'pending') throw gone(row, now);
    return row;
  }

  return {
    async invite(body: { email: string; role: AdminRole }, acting: Acting): Promise<TeamInvitation> {
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        // Two invitations to one e-mail at once (a double click, two owners, two servers) are
        // judged one after the other: the second finds the first pending.
        await lockEmail(tx, body.email);
        if (await emailTaken(tx, body.email, now)) throw fieldError('email', ADMIN_EMAIL_TAKEN, 409);
        const link = await newLink(tx, body.email, body.role, now);
        const [row] = await tx
          .insert(adminInvitations)
          .values({ email: body.email, role: body.role, invitedBy: acting.admin.id, createdAt: now, ...link })
          .returning({ id: adminInvitations.id });
        await recordAudit(tx, clock, {
          actor: actorOf(acting),
          action: 'team.invited',
          target: { type: 'admin_invitation', id: row!.id },
          details: { email: body.email, role: body.role, expires_at: link.expiresAt.toISOString() },
          from: acting.from,
        });
        return row!.id;
      });
      return one(id);
    },

    /** A new link and expiry, e-mailed again; pending and expired invitations only. */
    async resend(id: number, acting: Acting): Promise<TeamInvitation> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(adminInvitations).where(eq(adminInvitations.id, id)).for('update');
        if (!row) throw notFound(ADMIN_INVITATION_NOT_FOUND);
        const was = invitationState(row, now);
        if (was === 'accepted' || was === 'withdrawn') throw new HttpError(409, ADMIN_INVITATION_NOT_RESENDABLE);
        // An expired one comes back to life only if nobody took the e-mail meanwhile.
        await lockEmail(tx, row.email);
        if (await emailTaken(tx, row.email, now, row.id)) throw new HttpError(409, ADMIN_EMAIL_TAKEN);
        const link = await newLink(tx, row.email, row.role as AdminRole, now);
        await tx.update(adminInvitations).set(link).where(eq(adminInvitations.id, id));
        await recordAudit(tx, clock, {
          actor: actorOf(acting),
          action: 'team.invitation_resent',
          target: { type: 'admin_invitation', id },
          details: { email: row.email, role: row.role, was, expires_at: link.expiresAt.toISOString() },
          from: acting.from,
        });
      });
      return one(id);
    },

    /** The link stops working. Withdrawing a withdrawn invitation changes nothing (a double click). */
    async withdraw(id: number, acting: Acting): Promise<TeamInvitation> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(adminInvitations).where(eq(adminInvitations.id, id)).for('update');
        if (!row) throw notFound(ADMIN_INVITATION_NOT_FOUND);
        const was = invitationState(row, now);
        if (was === 'accepted') throw new HttpError(409, ADMIN_INVITATION_ACCEPTED);
        if (was === 'withdrawn') return;
        await tx.update(adminInvitations).set({ withdrawnAt: now }).where(eq(adminInvitations.id, id));
        await recordAudit(tx, clock, {
          actor: actorOf(acting),
          action: 'team.invitation_withdrawn',
          target: { type: 'admin_invitation', id },
          details: { email: row.email, role: row.role, was },
          from: acting.from,
        });
      });
      return one(id);
    },

    /** What the set-up page shows; 410 when the link no longer stands. */
    async view(token: string): Promise<AdminInvitationView> {
      const row = await standing(token);
      return { email: row.email, role: row.role as AdminRole, expires_at: row.expiresAt.toISOString() };
    },

    /**
     * Makes the administrator, once: the invitation is locked and marked accepted in the same
     * transaction, so a double submit (or two servers) makes one admin and the second gets 410.
     */
    async accept(
      token: string,
      body: { username: string; password: string },
      from: { ip: string | null; userAgent: string | null },
    ): Promise<{ username: string }> {
      const invitation = await standing(token);
      const usernameTaken = async (tx: Db) =>
        (await tx.select({ id: admins.id }).from(admins).where(eq(admins.username, body.username)).limit(1)).length > 0;
      if (await usernameTaken(db)) throw fieldError('username', ADMIN_USERNAME_TAKEN, 409);
      const related = [body.username, invitation.email, invitation.email.split('@')[0]!];
      const problem = await adminPasswordProblem(body.password, related);
      if (problem) throw fieldError('password', problem);
      const passwordHash = await hash(body.password);

      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .select()
          .from(adminInvitations)
          .where(eq(adminInvitations.tokenHash, sha256(token)))
          .for('update');
        // Accepted by the first of two submits, withdrawn, resent (a new link) or expired meanwhile.
        if (!row || invitationState(row, now) !== 'pending') throw gone(row, now);
        await lockEmail(tx, row.email);
        if (await usernameTaken(tx)) throw fieldError('username', ADMIN_USERNAME_TAKEN, 409);
        const [taken] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, row.email)).limit(1);
        if (taken) throw new HttpError(409, ADMIN_EMAIL_TAKEN);
        const [admin] = await tx
          .insert(admins)
          .values({
            username: body.username,
            passwordHash,
            role: row.role,
            email: row.email,
            invitedBy: row.invitedBy,
            createdAt: now,
          })
          // A username taken by another invitee between the check and here.
          .onConflictDoNothing()
          .returning({ id: admins.id, username: admins.username });
        if (!admin) throw fieldError('username', ADMIN_USERNAME_TAKEN, 409);
        await tx
          .update(adminInvitations)
          .set({ acceptedAt: now, acceptedAdminId: admin.id })
          .where(eq(adminInvitations.id, row.id));
        await recordAudit(tx, clock, {
          actor: { type: 'admin', id: admin.id, label: admin.username },
          action: 'team.invitation_accepted',
          target: { type: 'admin_invitation', id: row.id },
          details: { email: row.email, role: row.role, invited_by: row.invitedBy },
          from,
        });
        return { username: admin.username };
      });
    },

    /** The last 50 invitations, whatever their state, newest first. */
    list: async (): Promise<TeamInvitation[]> => {
      const now = clock.now();
      return (await readInvitations(db, undefined, 50)).map((row) => toInvitation(row, now));
    },
  };
}

export type TeamInvitationsService = ReturnType<typeof createTeamInvitationsService>;
