import { DAY_MS } from '@neurobridge/shared/domain/time';
import {
  DUPLICATE_INVITATION,
  OWN_EMAIL,
  type InvitationCreated,
  type inviteProfessionalBody,
} from '@neurobridge/shared/api/invitations';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { children } from '../../db/schema/children';
import { invitations } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import { seal } from '../../lib/secret-box';
import type { SessionUser } from '../auth/session-service';
import { CHILD_NOT_FOUND, ownChildren } from '../children/child-access';
import { secretPlaceholder } from '../mail/outbox';
import { professionalInvitationEmail } from '../mail/templates';

export type InviteInput = z.output<typeof inviteProfessionalBody>;

const INVITATION_DAYS = 7;

/**
 * The parent invites a professional to the children they choose, all of which must be theirs.
 * The token (256 bits) leaves the server inside the e-mail and, to the parent alone, as the link
 * they may copy; the database keeps its SHA-256 and the link sealed with SECRETS_KEY
 * (docs/product.md#invitation-e-mail-status). The invitation and its e-mail are written in one
 * transaction: both or neither. It expires 7 days after the app clock's now
 * (docs/product.md#sending-an-invitation).
 */
export function createInvitationsService({
  db,
  clock,
  config,
  secretsKey,
  outbox,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'outbox'>) {
  return {
    async invite(parent: SessionUser, body: InviteInput): Promise<InvitationCreated> {
      const now = clock.now();
      if (body.professional_email === parent.email.trim().toLowerCase()) throw new HttpError(400, OWN_EMAIL);
      const childIds = [...new Set(body.child_ids)];
      const owned = await db
        .select({ id: children.id, name: children.name })
        .from(children)
        .where(and(inArray(children.id, childIds), ownChildren(parent.id)));
      // One answer for "not yours" and "does not exist": an id reveals nothing.
      if (owned.length !== childIds.length) throw notFound(CHILD_NOT_FOUND);
      const nameOf = new Map(owned.map((c) => [c.id, c.name]));

      const token = randomToken();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
      const email = professionalInvitationEmail({
        parentName: parent.fullName?.trim() || parent.email,
        childNames: childIds.map((id) => nameOf.get(id)!),
        message: body.message,
        // The stored e-mail holds a placeholder; the link itself is sealed until delivery.
        link: secretPlaceholder('link'),
        expiresAt,
      });

      const link = `${config.appUrl}/accept-invitation/${token}`;
      const { row, queued } = await db.transaction(async (tx) => {
        // One parent's invitations one at a time, so two sent at once cannot both pass the check.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, parent.id)).for('update');
        // One open invitation per e-mail and child (docs/product.md#sending-an-invitation): pending
        // and unexpired, or waiting for the parent's answer to a request.
        const [open] = await tx
          .select({ id: invitations.id })
          .from(invitations)
          .where(
            and(
              eq(invitations.parentUserId, parent.id),
              eq(invitations.professionalEmail, body.professional_email),
              sql`${invitations.childIds} && array[${sql.join(
                childIds.map((id) => sql`${id}`),
                sql`, `,
              )}]::int[]`,
              or(
                and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
                eq(invitations.status, 'requested'),
              ),
            ),
          )
          .limit(1);
        if (open) throw new HttpError(409, DUPLICATE_INVITATION);
        // The e-mail first: the invitation points to it (a template switched off queues none).
        const queued = await outbox.enqueue(tx, {
          to: body.professional_email,
          templateType: 'professional_invitation',
          ...email,
          secrets: { link },
        });
        const [inserted] = await tx
          .insert(invitations)
          .values({
            parentUserId: parent.id,
            professionalEmail: body.professional_email,
            tokenHash: sha256(token),
            status: 'pending',
            childIds,
            message: body.message || null,
            invitedAt: now,
            expiresAt,
            emailOutboxId: queued?.id ?? null,
            linkEnc: seal(secretsKey, link),
          })
          .returning();
        return { row: inserted!, queued };
      });

      return {
        invitation: {
          id: row.id,
          professional_email: row.professionalEmail,
          status: 'pending',
          child_ids: row.childIds,
          expires_at: row.expiresAt.toISOString(),
        },
        email: queued ? 'queued' : 'disabled',
        // Not e-mailed: the parent sends it themselves.
        link: queued ? null : link,
      };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
