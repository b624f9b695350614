import {
  INVITATION_NOT_FOUND_FOR_CHILD,
  NO_REQUEST_TO_ANSWER,
  type RequestApproved,
} from '@neurobridge/shared/api/child-professionals';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { invitations } from '../../db/schema/professionals';
import { HttpError, notFound } from '../../lib/http-error';
import type { ChildRow } from '../children/child-access';
import { grantInvitation } from '../invitations/grant-access';

/**
 * The parent's answer to a request to accept an invitation from another e-mail
 * (docs/product.md#professionals-of-a-child): approving grants the access the accept would have,
 * once, in one transaction with the invitation's claim; refusing declines the invitation. The child
 * comes already checked ('manage': the owner only) by the route's contract.
 */
export function createInvitationRequestsService({
  db,
  clock,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>) {
  const ofChild = (child: ChildRow, invitationId: number) =>
    and(
      eq(invitations.id, invitationId),
      eq(invitations.parentUserId, child.parentUserId),
      sql`${child.id}::int = any(${invitations.childIds})`,
    );
  const requested = (child: ChildRow, invitationId: number) =>
    and(ofChild(child, invitationId), eq(invitations.status, 'requested'), isNotNull(invitations.requestedByUserId));

  /** Nothing to answer: not this child's invitation (404), or no request waiting on it (409). */
  async function refuseMissing(child: ChildRow, invitationId: number): Promise<never> {
    const [existing] = await db.select({ id: invitations.id }).from(invitations).where(ofChild(child, invitationId));
    if (existing) throw new HttpError(409, NO_REQUEST_TO_ANSWER);
    throw notFound(INVITATION_NOT_FOUND_FOR_CHILD);
  }

  return {
    async approve(child: ChildRow, invitationId: number): Promise<RequestApproved> {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        // Locked: a second approval at the same moment waits, then finds it answered.
        const [row] = await tx.select().from(invitations).where(requested(child, invitationId)).for('update');
        if (!row?.requestedByUserId || !row.requestInfo) return null;
        const userId = row.requestedByUserId;
        await tx
          .update(invitations)
          .set({ status: 'accepted', acceptedAt: now, acceptedByUserId: userId, linkEnc: null, requestInfo: null })
          .where(eq(invitations.id, row.id));
        return { userId, granted: await grantInvitation(tx, row, userId, row.requestInfo, now) };
      });
      if (!done) return refuseMissing(child, invitationId);
      // As an accept: both drop what they kept here; other servers hear it from the triggers.
      sessionCache.forgetUser(done.userId);
      sessionCache.forgetReadsOf(child.parentUserId);
      return { ok: true, children: done.granted };
    },

    async refuse(child: ChildRow, invitationId: number): Promise<{ ok: true }> {
      const [declined] = await db
        .update(invitations)
        .set({ status: 'declined', declinedAt: clock.now(), linkEnc: null, requestInfo: null })
        .where(requested(child, invitationId))
        .returning({ id: invitations.id });
      if (!declined) return refuseMissing(child, invitationId);
      return { ok: true };
    },
  };
}

export type InvitationRequestsService = ReturnType<typeof createInvitationRequestsService>;
