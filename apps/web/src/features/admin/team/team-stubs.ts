import type { TeamInvitation, TeamMember } from '@neurobridge/shared/api/admin-team';

/** A member as `GET /api/admin/team` answers it (component tests). */
export function sampleMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 1,
    username: 'gestora',
    email: null,
    role: 'owner',
    totp_enabled: true,
    created_at: '2026-10-01T12:00:00.000Z',
    last_login_at: '2026-11-20T13:30:00.000Z',
    suspended_at: null,
    suspended_reason: null,
    ...overrides,
  };
}

export function sampleInvitation(overrides: Partial<TeamInvitation> = {}): TeamInvitation {
  return {
    id: 5,
    email: 'bia@example.com',
    role: 'support',
    state: 'pending',
    invited_by: 'gestora',
    created_at: '2026-11-20T12:00:00.000Z',
    expires_at: '2026-11-27T12:00:00.000Z',
    email_status: 'sent',
    ...overrides,
  };
}

/** The signed-in owner (sampleAdminMe, id 1), a support admin, a suspended content admin and two invitations. */
export const sampleTeam = {
  members: [
    sampleMember(),
    sampleMember({
      id: 2,
      username: 'suporte.ana',
      email: 'ana@example.com',
      role: 'support',
      totp_enabled: false,
      last_login_at: null,
    }),
    sampleMember({
      id: 3,
      username: 'conteudo.rui',
      email: 'rui@example.com',
      role: 'content',
      suspended_at: '2026-11-21T12:00:00.000Z',
      suspended_reason: 'Saiu da equipe',
    }),
  ],
  invitations: [
    sampleInvitation(),
    sampleInvitation({ id: 4, email: 'velho@example.com', role: 'content', state: 'expired', email_status: 'failed' }),
    sampleInvitation({ id: 3, email: 'aceito@example.com', state: 'accepted', email_status: null, invited_by: null }),
  ],
};
