import type { AdminUserDetail, AdminUserRow } from '@neurobridge/shared/api/admin-users';

/** Answers of the admin users endpoints for component tests (checked against the contracts). */
export function sampleAdminUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 7,
    full_name: 'Ana Souza',
    email: 'ana@example.com',
    phone_number: '(11) 99999-0000',
    picture: null,
    registration_date: '2026-10-01T12:00:00.000Z',
    children_count: 2,
    activities_count: 14,
    is_active: true,
    subscription_type: 'trial',
    subscription_status: 'trial',
    role: 'parent',
    ...overrides,
  };
}

export function sampleAdminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...sampleAdminUser(),
    first_name: 'Ana',
    last_name: 'Souza',
    birth_date: null,
    location: null,
    google_user_data: { picture: null, given_name: 'Ana', family_name: 'Souza' },
    google_id: 'subject-123',
    created_at: '2026-10-01T12:00:00.000Z',
    last_login_date: null,
    activities_completed: 14,
    total_time_spent: 95,
    average_time_per_activity: 7,
    subscription_end_date: null,
    language_preference: 'pt-BR',
    timezone: 'America/Sao_Paulo',
    ...overrides,
  };
}

export const usersPage = (users: AdminUserRow[], total = users.length, page = 1) => ({
  users,
  total,
  page,
  limit: 50,
});
