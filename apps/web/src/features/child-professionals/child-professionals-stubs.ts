import type { ChildProfessional, ChildSession, PendingInvitation } from '@neurobridge/shared/api/child-professionals';

export function sampleProfessional(overrides: Partial<ChildProfessional> = {}): ChildProfessional {
  return {
    access_id: 7,
    name: 'Bruna Lima',
    email: 'bruna@example.com',
    professional_type: 'speech_therapist',
    organization_name: 'Clínica Sol',
    access_granted_at: '2026-11-03T15:00:00.000Z',
    verified: false,
    ...overrides,
  };
}

export function sampleInvitation(overrides: Partial<PendingInvitation> = {}): PendingInvitation {
  return {
    id: 3,
    status: 'pending',
    professional_email: 'at@example.com',
    requested_by_email: null,
    requested_at: null,
    invited_at: '2026-11-20T15:00:00.000Z',
    expires_at: '2026-11-27T15:00:00.000Z',
    declined_at: null,
    email_status: 'sent',
    link_available: true,
    ...overrides,
  };
}

export function sampleSession(id: number, overrides: Partial<ChildSession> = {}): ChildSession {
  return {
    id,
    session_date: `2026-11-${String(id).padStart(2, '0')}`,
    session_type: 'individual',
    duration_minutes: 45,
    activities_completed: 2,
    session_notes: `Notas ${id}`,
    progress_summary: null,
    professional_name: 'Bruna Lima',
    ...overrides,
  };
}
