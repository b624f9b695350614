import type { Handler } from '../../../test/fetch-stub';
import { stubFetch } from '../../../test/fetch-stub';

export function sampleAdminMe(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    username: 'gestora',
    role: 'owner',
    email: null,
    totp_enabled: true,
    totp_required: false,
    recovery_codes_left: 10,
    ...overrides,
  };
}

export const sampleAdminStats = {
  totalUsers: 1234,
  totalChildren: 321,
  totalActivities: 111,
  completedActivities: 4567,
  activeUsers: 89,
};

/** What an admin route answers a browser without a live admin cookie. */
export const ADMIN_REQUIRED_ANSWER = {
  status: 401,
  body: { error: 'Acesso restrito à administração. Entre novamente.' },
};

/**
 * What every admin screen loads: who is signed in (and the dashboard's numbers). `me` answering is
 * what makes the tab signed in: the token itself is an HttpOnly cookie the app never sees.
 */
export function stubAdminArea(routes: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/admin/me': () => ({ body: sampleAdminMe() }),
    'GET /api/admin/stats': () => ({ body: sampleAdminStats }),
    'POST /api/admin/logout': () => ({ status: 204 }),
    ...routes,
  });
}

/**
 * A browser with no admin cookie yet: `me` answers 401 until `POST /api/admin/login` signs in
 * (the server would set the cookie then), and again after `POST /api/admin/logout`; signed in, it
 * answers `me` (an owner unless told).
 */
export function stubAdminSignedOut(routes: Record<string, Handler> = {}, me = sampleAdminMe()) {
  let signedIn = false;
  const { 'POST /api/admin/login': login, 'POST /api/admin/logout': logout, ...rest } = routes;
  return stubAdminArea({
    'GET /api/admin/me': () => (signedIn ? { body: me } : ADMIN_REQUIRED_ANSWER),
    'POST /api/admin/login': async (init, url) => {
      const answer = login ? await login(init, url) : ADMIN_REQUIRED_ANSWER;
      const body = answer.body as { code_required?: boolean } | undefined;
      if ((answer.status ?? 200) === 200 && body?.code_required === false) signedIn = true;
      return answer;
    },
    'POST /api/admin/logout': async (init, url) => {
      signedIn = false;
      return logout ? logout(init, url) : { status: 204 };
    },
    ...rest,
  });
}
