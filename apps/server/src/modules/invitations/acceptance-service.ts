import {
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
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import {
  assertPending,
  emailMatches,
  findInvitation,
  invitedChildren,
  viewStatus,
  type InvitationRow,
} from './invitation-lookup';

export type AcceptInput = z.output<typeof acceptInvitationBody>;

/** The parent who sent an invitation cannot answer it themselves (docs/product.md#accepting-an-invitation). */
export const OWN_INVITATION_DECLINE = 'Você não pode recusar o seu próprio convite.';

/**
 * The invited professional's side of an invitation (docs/product.md#accepting-an-invitation): see
 * it, accept it once, or decline it. Accepting is one conditional UPDATE of the pending, unexpired
 * invitation in the same transaction as the access rows, so two accepts at once give one access.
 */
export function createAcceptanceService({ db, clock, sessionCache }: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>) {
  /** The invitation a claim missed (taken meanwhile, or expired): refused with its status's text. */
  async function refuseLost(token: string): Promise<never> {
    const { invitation } = await findInvitation(db, token);
    assertPending(invitation, clock.now());
    throw notFound(INVITATION_NOT_FOUND);
  }

  /** Active access to each child for the professional: an earlier, revoked row is made active again. */
  async function grant(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], inv: InvitationRow, userId: number) {
    const now = clock.now();
    const granted = await invitedChildren(tx, inv);
    const ids = granted.map((c) => c.id);
    if (ids.length === 0) return granted;
    const existing = await tx
      .select({ id: professionalAccess.id, childId: professionalAccess.childId, isActive: professionalAccess.isActive })
      .from(professionalAccess)
      .where(and(eq(professionalAccess.professionalUserId, userId), inArray(professionalAccess.childId, ids)));
    const active = new Set(existing.filter((r) => r.isActive).map((r) => r.childId));
    const revoked = new Map(existing.filter((r) => !r.isActive).map((r) => [r.childId, r.id]));
    const reactivate = ids.filter((id) => !active.has(id) && revoked.has(id)).map((id) => revoked.get(id)!);
    const insert = ids.filter((id) => !active.has(id) && !revoked.has(id));
    if (reactivate.length > 0) {
      await tx
        .update(professionalAccess)
        .set({ isActive: true, accessRevokedAt: null, accessGrantedAt: now, parentUserId: inv.parentUserId })
        .where(inArray(professionalAccess.id, reactivate));
    }
    if (insert.length > 0) {
      await tx
        .insert(professionalAccess)
        .values(
          insert.map((childId) => ({
            professionalUserId: userId,
            childId,
            parentUserId: inv.parentUserId,
            accessGrantedAt: now,
          })),
        )
        // Another invitation for the same child, accepted at the same moment, inserted it first.
        .onConflictDoNothing({ target: [professionalAccess.professionalUserId, professionalAccess.childId] });
    }
    return granted;
  }

  return {
    async view(user: SessionUser, token: string): Promise<InvitationView> {
      const { invitation, parentName } = await findInvitation(db, token);
      const status = viewStatus(invitation, clock.now());
      if (status === null) throw notFound(INVITATION_NOT_FOUND);
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
      assertPending(invitation, now);
      if (invitation.parentUserId === user.id) throw new HttpError(400, OWN_INVITATION);
      if (!emailMatches(invitation, user.email) && body.confirm_other_email !== true) {
        throw new HttpError(409, OTHER_EMAIL_UNCONFIRMED);
      }
      const info = body.professional_info;
      const granted = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(invitations)
          .set({ status: 'accepted', acceptedAt: now, acceptedByUserId: user.id, linkEnc: null })
          .where(
            and(
              eq(invitations.tokenHash, sha256(body.invitation_token)),
              eq(invitations.status, 'pending'),
              gt(invitations.expiresAt, now),
            ),
          )
          .returning();
        if (!claimed) return null;
        const profile = {
          role: 'professional',
          professionalType: info.professional_type,
          organizationName: info.organization_name,
          crefitoNumber: info.crefito_number,
          updatedAt: now,
        };
        await tx
          .insert(professionalProfiles)
          .values({ userId: user.id, ...profile })
          .onConflictDoUpdate({ target: professionalProfiles.userId, set: profile });
        return grant(tx, claimed, user.id);
      });
      if (!granted) return refuseLost(body.invitation_token);
      // This server drops at once what it kept of both; the others hear it from the triggers on
      // professional_profiles (the professional) and professional_access (the parent).
      sessionCache.forgetUser(user.id);
      sessionCache.forgetReadsOf(invitation.parentUserId);
      return { ok: true, children: granted };
    },

    async decline(user: SessionUser, token: string): Promise<{ ok: true }> {
      const now = clock.now();
      const { invitation } = await findInvitation(db, token);
      assertPending(invitation, now);
      if (invitation.parentUserId === user.id) throw new HttpError(400, OWN_INVITATION_DECLINE);
      const [declined] = await db
        .update(invitations)
        .set({ status: 'declined', declinedAt: now, linkEnc: null })
        .where(
          and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
        )
        .returning({ id: invitations.id });
      if (!declined) return refuseLost(token);
      return { ok: true };
    },
  };
}

export type AcceptanceService = ReturnType<typeof createAcceptanceService>;
