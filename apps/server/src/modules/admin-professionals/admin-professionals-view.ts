import type { AdminInvitationRow, AdminProfessional } from '@neurobridge/shared/api/admin-professionals';
import type { InvitationListRow, ProfessionalRow } from './admin-professionals-queries';

/** A professional as the back-office lists them (docs/product.md#admin-professionals). */
export function toAdminProfessional(row: ProfessionalRow): AdminProfessional {
  return {
    id: row.id,
    name: row.fullName?.trim() || null,
    email: row.email,
    professional_type: row.professionalType,
    organization_name: row.organizationName,
    registration_number: row.registrationNumber,
    children_count: row.childrenCount,
    families_count: row.familiesCount,
    since: row.since.toISOString(),
    verified: row.isVerified,
    verified_at: row.isVerified && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    verified_by: row.isVerified ? row.verifiedBy : null,
  };
}

/** A family's invitation as the back-office lists it (docs/product.md#admin-invitations). */
export function toAdminInvitation(row: InvitationListRow): AdminInvitationRow {
  return {
    id: row.id,
    state: row.state,
    family: { id: row.familyId, name: row.familyName?.trim() || null, email: row.familyEmail },
    professional_email: row.professionalEmail,
    children_count: row.childrenCount,
    invited_at: row.invitedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    email_status: row.emailStatus,
  };
}
