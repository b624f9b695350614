import {
  ADMIN_PROFESSIONALS_PAGE_MAX,
  INVITATION_NO_CHILDREN,
  INVITATION_NOT_FOUND,
  INVITATION_NOT_PENDING,
  INVITATION_TEMPLATE_DISABLED,
  type adminInvitationsQuery,
  type AdminInvitationRow,
  type AdminInvitationsPage,
} from '@neurobridge/shared/api/admin-professionals';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import type { Acting } from '../../lib/actor';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import { open, seal } from '../../lib/secret-box';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import { invitedChildren } from '../invitations/invitation-lookup';
import { secretPlaceholder } from '../mail/outbox';
import { professionalInvitationEmail } from '../mail/templates';
import { invitationRow, invitationsPage } from './admin-professionals-queries';
import { ADMIN_PROFESSIONALS_PAGE_DEFAULT } from './admin-professionals-service';
import { toAdminInvitation } from './admin-professionals-view';

type ListQuery = z.output<typeof adminInvitationsQuery>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every family's invitations in the back-office (docs/product.md#admin-invitations): the list with
 * each one's state and e-mail as the family sees them, sending the invitation's e-mail again and
 * withdrawing it. Each action is one transaction under the invitation's row lock, with its audit.
 */
export function createAdminInvitationsService({
  db,
  clock,
  config,
  secretsKey,
  outbox,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'outbox'>) {
  const audit = (tx: Db, acting: Acting, entry: Omit<AuditEntry, 'actor' | 'from'>) =>
    recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      ...entry,
    });

  async function one(tx: Db | Tx, id: number, now: Date): Promise<AdminInvitationRow> {
    const row = await invitationRow(tx, id, now);
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    return toAdminInvitation(row);
  }

  /** The invitation with its family's name and e-mail, locked until the action's transaction ends. */
  async function lockInvitation(tx: Tx, id: number) {
    const [row] = await tx
      .select({ invitation: invitations, parentName: users.fullName, parentEmail: users.email })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.parentUserId))
      .where(eq(invitations.id, id))
      .for('update', { of: invitations });
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    return row;
  }

  /** The link kept sealed on the invitation, when it can still be read (docs/product.md#invitation-e-mail-status). */
  function keptLink(linkEnc: string | null): string | null {
    if (!linkEnc) return null;
    try {
      return open(secretsKey, linkEnc);
    } catch {
      // Sealed under another SECRETS_KEY (docs/product.md#secrets): as good as not kept.
      return null;
    }
  }

  return {
    /** A page of every family's invitations (one statement), newest first. */
    async list(query: ListQuery): Promise<AdminInvitationsPage> {
      const limit = Math.min(query.limit ?? ADMIN_PROFESSIONALS_PAGE_DEFAULT, ADMIN_PROFESSIONALS_PAGE_MAX);
      const rows = await invitationsPage(
        db,
        { q: query.q, state: query.state, cursor: query.cursor },
        clock.now(),
        limit,
      );
      const page = rows.slice(0, limit);
      return {
        invitations: page.map(toAdminInvitation),
        next_cursor: rows.length > limit ? String(page.at(-1)!.id) : null,
      };
    },

    /**
     * E-mails a pending, unexpired invitation again through the outbox, with the link it already
     * carries. An invitation whose link cannot be read back (made before links were kept, or sealed
     * under another key) gets a new token: the new link replaces the old one, which stops working.
     * The invitation then points to the new e-mail, whose delivery the lists show. The expiry stays.
     */
    async resendInvitation(id: number, acting: Acting): Promise<AdminInvitationRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { invitation: inv, parentName, parentEmail } = await lockInvitation(tx, id);
        if (inv.status !== 'pending' || inv.expiresAt <= now) throw new HttpError(409, INVITATION_NOT_PENDING);
        const invited = await invitedChildren(tx, inv);
        if (invited.length === 0) throw new HttpError(409, INVITATION_NO_CHILDREN);
        const kept = keptLink(inv.linkEnc);
        const token = kept ? null : randomToken();
        const link = kept ?? `${config.appUrl}/accept-invitation/${token!}`;
        const queued = await outbox.enqueue(tx, {
          to: inv.professionalEmail,
          templateType: 'professional_invitation',
          ...professionalInvitationEmail({
            parentName: parentName?.trim() || parentEmail,
            childNames: invited.map((c) => c.name),
            message: inv.message,
            link: secretPlaceholder('link'),
            expiresAt: inv.expiresAt,
          }),
          secrets: { link },
        });
        // Nothing written: the admin switches the template on first.
        if (!queued) throw new HttpError(409, INVITATION_TEMPLATE_DISABLED);
        await tx
          .update(invitations)
          .set({
            emailOutboxId: queued.id,
            ...(token ? { tokenHash: sha256(token), linkEnc: seal(secretsKey, link) } : {}),
          })
          .where(eq(invitations.id, id));
        await audit(tx, acting, {
          action: 'invitation.resent',
          target: { type: 'invitation', id },
          details: {
            family_email: parentEmail,
            professional_email: inv.professionalEmail,
            new_link: token !== null,
            outbox_id: queued.id,
          },
        });
        return one(tx, id, now);
      });
    },

    /**
     * Withdraws an invitation as the family's 'Cancelar convite' does, for all its children: a
     * pending, unexpired one, or one whose request to accept waits for the family (the request ends
     * with it). Its link then opens nothing.
     */
    async withdrawInvitation(id: number, acting: Acting): Promise<AdminInvitationRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { invitation: inv, parentEmail } = await lockInvitation(tx, id);
        const stillOpen = (inv.status === 'pending' && inv.expiresAt > now) || inv.status === 'requested';
        if (!stillOpen) throw new HttpError(409, INVITATION_NOT_PENDING);
        await tx
          .update(invitations)
          .set({ status: 'withdrawn', linkEnc: null, requestInfo: null })
          .where(eq(invitations.id, id));
        await audit(tx, acting, {
          action: 'invitation.withdrawn',
          target: { type: 'invitation', id },
          details: { family_email: parentEmail, professional_email: inv.professionalEmail, was: inv.status },
        });
        return one(tx, id, now);
      });
    },
  };
}

export type AdminInvitationsService = ReturnType<typeof createAdminInvitationsService>;
