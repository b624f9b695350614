import type { Handler } from '../../../test/fetch-stub';
import { stubFetch } from '../../../test/fetch-stub';

/** A live-looking admin token in this tab (component tests). */
export const SAMPLE_ADMIN_TOKEN = 'a'.repeat(43);

export function signInAdminTab() {
  localStorage.setItem('nb-admin-token', SAMPLE_ADMIN_TOKEN);
}

export function sampleAdminMe(overrides: Record<string, unknown> = {}) {
  return { username: 'gestora', totp_enabled: true, totp_required: false, recovery_codes_left: 10, ...overrides };
}

export const sampleAdminStats = {
  totalUsers: 1234,
  totalChildren: 321,
  totalActivities: 111,
  completedActivities: 4567,
  activeUsers: 89,
};

/** What every admin screen loads: who is signed in (and the dashboard's numbers). */
export function stubAdminArea(routes: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/admin/me': () => ({ body: sampleAdminMe() }),
    'GET /api/admin/stats': () => ({ body: sampleAdminStats }),
    'POST /api/admin/logout': () => ({ status: 204 }),
    ...routes,
  });
}
