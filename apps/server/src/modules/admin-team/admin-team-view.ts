import type { AdminInvitationState, TeamInvitation, TeamMember } from '@neurobridge/shared/api/admin-team';
import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import type { adminInvitations, admins } from '../../db/schema/admin';

type AdminRow = typeof admins.$inferSelect;
type InvitationRow = typeof adminInvitations.$inferSelect;

/** A member of the team as the team screen shows them (never a secret). */
export function toMember(row: AdminRow): TeamMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as AdminRole,
    totp_enabled: row.totpEnabled,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspended_reason: row.suspendedReason,
  };
}

/**
 * Where an invitation stands at `now` (docs/product.md#admin-team): accepted and withdrawn are
 * kept on the row; a pending one past its expiry is expired.
 */
export function invitationState(row: Pick<InvitationRow, 'acceptedAt' | 'withdrawnAt' | 'expiresAt'>, now: Date) {
  if (row.acceptedAt) return 'accepted' satisfies AdminInvitationState;
  if (row.withdrawnAt) return 'withdrawn' satisfies AdminInvitationState;
  return row.expiresAt.getTime() <= now.getTime()
    ? ('expired' satisfies AdminInvitationState)
    : ('pending' satisfies AdminInvitationState);
}

export interface InvitationListRow extends InvitationRow {
  /** The inviting admin's username; null once they are deleted. */
  invitedByName: string | null;
  /** The outbox's state of the latest e-mail sent for it. */
  emailStatus: string | null;
}

export function toInvitation(row: InvitationListRow, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AdminRole,
    state: invitationState(row, now),
    invited_by: row.invitedByName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    email_status: row.emailStatus,
  };
}
