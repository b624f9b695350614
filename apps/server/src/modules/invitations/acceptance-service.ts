import {
  ALSO_PROFESSIONAL_UNCONFIRMED,
  INVITATION_NOT_FOUND,
  OTHER_EMAIL_UNCONFIRMED,
  OWN_INVITATION,
  type acceptInvitationBody,
  type InvitationAccepted,
  type InvitationView,
} from '@neurobridge/shared/api/invitation-acceptance';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { children } from '../../db/schema/children';
import { invitations, type InvitationRequestInfo } from '../../db/schema/professionals';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { ownChildren } from '../children/child-access';
import { grantInvitation } from './grant-access';
import { assertPending, emailMatches, findInvitation, invitedChildren, viewStatus } from './invitation-lookup';

export type AcceptInput = z.output<typeof acceptInvitationBody>;

/** The parent who sent an invitation cannot answer it themselves (docs/product.md#accepting-an-invitation). */
export const OWN_INVITATION_DECLINE = 'Você não pode recusar o seu próprio convite.';

/** Statuses an answer may still change: a request does not stop the invited e-mail answering. */
const OPEN = ['pending', 'requested'];

/**
 * The invited professional's side of an invitation (docs/product.md#accepting-an-invitation): see
 * it, accept it once, or decline it. From the invited e-mail, accepting is one conditional UPDATE
 * of the open, unexpired invitation in the same transaction as the access rows, so two accepts at
 * once give one access. From another e-mail it only records a request the parent approves or
 * refuses on the child's page (child-professionals/invitation-requests-service.ts).
 */
export function createAcceptanceService({ db, clock, sessionCache }: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>) {
  /** The invitation a claim missed (taken meanwhile, or expired): refused with its status's text. */
  async function refuseLost(token: string, user: SessionUser): Promise<never> {
    const { invitation } = await findInvitation(db, token);
    assertPending(invitation, clock.now(), user);
    throw notFound(INVITATION_NOT_FOUND);
  }

  /**
   * A parent account never silently becomes a professional one (docs/product.md#onboarding): an
   * account that is not a professional yet and is a parent, or owns a child, must say yes first.
   */
  async function mustAsk(user: SessionUser): Promise<boolean> {
    if (user.isProfessional) return false;
    if (user.role === 'parent') return true;
    const [own] = await db.select({ id: children.id }).from(children).where(ownChildren(user.id)).limit(1);
    return own !== undefined;
  }

  return {
    async view(user: SessionUser, token: string): Promise<InvitationView> {
      const { invitation, parentName } = await findInvitation(db, token);
      const status = viewStatus(invitation, clock.now(), user);
      if (status === null) throw notFound(INVITATION_NOT_FOUND);
      // A link that cannot be answered says so and nothing else: no names, no e-mail, no message.
      if (status !== 'pending') return { invitation: { status } };
      const kids = await invitedChildren(db, invitation);
      return {
        invitation: {
          status,
          message: invitation.message,
          parent_name: parentName,
          children_names: kids.map((c) => c.name),
          professional_email: invitation.professionalEmail,
          expires_at: invitation.expiresAt.toISOString(),
          email_matches: emailMatches(invitation, user.email),
        },
      };
    },

    async accept(user: SessionUser, body: AcceptInput): Promise<InvitationAccepted> {
      const now = clock.now();
      const { invitation } = await findInvitation(db, body.invitation_token);
      assertPending(invitation, now, user);
      if (invitation.parentUserId === user.id) throw new HttpError(400, OWN_INVITATION);
      const matches = emailMatches(invitation, user.email);
      if (!matches && body.confirm_other_email !== true) throw new HttpError(409, OTHER_EMAIL_UNCONFIRMED);
      if (body.also_professional !== true && (await mustAsk(user))) {
        throw new HttpError(409, ALSO_PROFESSIONAL_UNCONFIRMED);
      }
      const info: InvitationRequestInfo = {
        professional_type: body.professional_info.professional_type,
        organization_name: body.professional_info.organization_name ?? null,
        crefito_number: body.professional_info.crefito_number ?? null,
      };
      const open = and(eq(invitations.tokenHash, sha256(body.invitation_token)), gt(invitations.expiresAt, now));

      if (!matches) {
        // Someone else holds the link (a forwarded e-mail, or not): the family decides.
        const [requested] = await db
          .update(invitations)
          .set({ status: 'requested', requestedByUserId: user.id, requestedAt: now, requestInfo: info })
          .where(and(open, eq(invitations.status, 'pending')))
          .returning({ id: invitations.id });
        if (!requested) return refuseLost(body.invitation_token, user);
        return { ok: true, status: 'requested', children: [] };
      }

      const granted = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(invitations)
          .set({ status: 'accepted', acceptedAt: now, acceptedByUserId: user.id, linkEnc: null, requestInfo: null })
          .where(and(open, inArray(invitations.status, OPEN)))
          .returning();
        return claimed ? grantInvitation(tx, claimed, user.id, info, now) : null;
      });
      if (!granted) return refuseLost(body.invitation_token, user);
      // This server drops at once what it kept of both; the others hear it from the triggers on
      // professional_profiles (the professional) and professional_access (the parent).
      sessionCache.forgetUser(user.id);
      sessionCache.forgetReadsOf(invitation.parentUserId);
      return { ok: true, status: 'accepted', children: granted };
    },

    async decline(user: SessionUser, token: string): Promise<{ ok: true }> {
      const now = clock.now();
      const { invitation } = await findInvitation(db, token);
      assertPending(invitation, now, user);
      if (invitation.parentUserId === user.id) throw new HttpError(400, OWN_INVITATION_DECLINE);
      const [declined] = await db
        .update(invitations)
        .set({ status: 'declined', declinedAt: now, linkEnc: null, requestInfo: null })
        .where(
          and(eq(invitations.id, invitation.id), inArray(invitations.status, OPEN), gt(invitations.expiresAt, now)),
        )
        .returning({ id: invitations.id });
      if (!declined) return refuseLost(token, user);
      return { ok: true };
    },
  };
}

export type AcceptanceService = ReturnType<typeof createAcceptanceService>;
