import {
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_USED,
  isInvitationToken,
  REQUEST_PENDING,
  type InvitationViewStatus,
} from '@neurobridge/shared/api/invitation-acceptance';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { invitations } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import { ownChildren } from '../children/child-access';

export type InvitationRow = typeof invitations.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FoundInvitation {
  invitation: InvitationRow;
  parentName: string;
}

/**
 * The invitation a token opens, with the name its parent goes by. Only tokens of the right shape
 * are looked up; an unknown or malformed one is the same 404, so a guess learns nothing
 * (docs/product.md#accepting-an-invitation).
 */
export async function findInvitation(db: Db | Tx, token: string): Promise<FoundInvitation> {
  if (!isInvitationToken(token)) throw notFound(INVITATION_NOT_FOUND);
  const [row] = await db
    .select({ invitation: invitations, fullName: users.fullName, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.parentUserId))
    .where(eq(invitations.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return { invitation: row.invitation, parentName: row.fullName?.trim() || row.email };
}

/** Who looks at an invitation: their account and e-mail decide what a requested one is to them. */
export interface Viewer {
  id: number;
  email: string;
}

/**
 * What the page shows (docs/product.md#accepting-an-invitation): `used` once accepted or declined
 * (even past its date), `expired` from the moment its 7 days are over, else `pending`. One that
 * someone asked to accept (`requested`) is `requested` to them, whatever its date; still `pending`
 * to the invited e-mail, who may accept it as sent; `used` to anyone else. Any other stored status
 * (one the parent took back) is not an invitation any more: null.
 */
export function viewStatus(invitation: InvitationRow, now: Date, viewer: Viewer): InvitationViewStatus | null {
  if (invitation.status === 'accepted' || invitation.status === 'declined') return 'used';
  if (invitation.status === 'requested') {
    if (invitation.requestedByUserId === viewer.id) return 'requested';
    if (!emailMatches(invitation, viewer.email)) return 'used';
  } else if (invitation.status !== 'pending') return null;
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Refuses an invitation the viewer cannot answer any more, with the text of its status. */
export function assertPending(invitation: InvitationRow, now: Date, viewer: Viewer): void {
  const status = viewStatus(invitation, now, viewer);
  if (status === null) throw notFound(INVITATION_NOT_FOUND);
  if (status === 'requested') throw new HttpError(409, REQUEST_PENDING);
  if (status === 'used') throw new HttpError(409, INVITATION_USED);
  if (status === 'expired') throw new HttpError(410, INVITATION_EXPIRED);
}

/**
 * The invited children that are still the parent's and still active, in the invitation's order:
 * a child removed since the invitation was sent is left out.
 */
export async function invitedChildren(db: Db | Tx, invitation: InvitationRow): Promise<{ id: number; name: string }[]> {
  if (invitation.childIds.length === 0) return [];
  const rows = await db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(and(inArray(children.id, invitation.childIds), ownChildren(invitation.parentUserId)));
  const byId = new Map(rows.map((c) => [c.id, c]));
  return invitation.childIds.flatMap((id) => byId.get(id) ?? []);
}

/** Whether the signed-in account's e-mail is the one the invitation was sent to. */
export function emailMatches(invitation: InvitationRow, email: string): boolean {
  return invitation.professionalEmail.trim().toLowerCase() === email.trim().toLowerCase();
}
