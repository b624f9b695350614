import type { InvitationAccepted } from '@neurobridge/shared/api/invitation-acceptance';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professionalAccess, professionalProfiles, type InvitationRequestInfo } from '../../db/schema/professionals';
import { invitedChildren, type InvitationRow } from './invitation-lookup';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What an accepted invitation writes, inside the transaction that claimed it: the account may now
 * act as a professional, and it gets active access to each invited child still active and still
 * the parent's. Used by the invited e-mail's accept and by the parent's approval of a request
 * (docs/product.md#accepting-an-invitation).
 *
 * An account without a role becomes a professional one. An account that already has one keeps it
 * as its home: a parent stays a parent, with the professional area besides
 * (docs/product.md#onboarding), so she never loses the view of her own children.
 */
export async function grantInvitation(
  tx: Tx,
  inv: InvitationRow,
  userId: number,
  info: InvitationRequestInfo,
  now: Date,
): Promise<InvitationAccepted['children']> {
  const data = {
    professionalType: info.professional_type,
    organizationName: info.organization_name,
    crefitoNumber: info.crefito_number,
    updatedAt: now,
  };
  await tx
    .insert(professionalProfiles)
    .values({ userId, role: 'professional', ...data })
    .onConflictDoUpdate({ target: professionalProfiles.userId, set: data });
  return grantChildren(tx, inv, userId, now);
}

/** Active access to each child for the professional: an earlier, revoked row is made active again. */
async function grantChildren(tx: Tx, inv: InvitationRow, userId: number, now: Date) {
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
