import type { AdminInvitationRow, AdminProfessional } from '@neurobridge/shared/api/admin-professionals';

export function sampleAdminProfessional(overrides: Partial<AdminProfessional> = {}): AdminProfessional {
  return {
    id: 21,
    name: 'Bruna Lima',
    email: 'bruna@clinica.example',
    professional_type: 'speech_therapist',
    organization_name: 'Clínica Sol',
    registration_number: 'CRFa 2-12345',
    children_count: 3,
    families_count: 2,
    since: '2026-10-05T13:00:00.000Z',
    verified: false,
    verified_at: null,
    verified_by: null,
    ...overrides,
  };
}

export function sampleAdminInvitation(overrides: Partial<AdminInvitationRow> = {}): AdminInvitationRow {
  return {
    id: 31,
    state: 'pending',
    family: { id: 4, name: 'Marta Souza', email: 'marta@example.com' },
    professional_email: 'fono@clinica.example',
    children_count: 2,
    invited_at: '2026-11-20T15:00:00.000Z',
    expires_at: '2026-11-27T15:00:00.000Z',
    email_status: 'sent',
    ...overrides,
  };
}
