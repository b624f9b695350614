/** Every URL of the app, and nowhere else as a literal (ARCHITECTURE). */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  child: (id: number | string) => `/child/${id}`,
  childSchedule: (id: number | string) => `/child/${id}/schedule`,
  activities: (childId?: number | string) => (childId ? `/activities?child=${childId}` : '/activities'),
  activity: (id: number | string, childId?: number | string) =>
    childId ? `/activity/${id}?child=${childId}` : `/activity/${id}`,
  subscription: '/subscription',
  adminLogin: '/admin/login',
  about: '/sobre',
} as const;

/** Route patterns for the router. */
export const routePatterns = {
  home: '/',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  child: '/child/:childId',
  childSchedule: '/child/:childId/schedule',
  activities: '/activities',
  activity: '/activity/:activityId',
  about: '/sobre',
} as const;

/** The API, under /api on the same origin. */
export const api = {
  me: '/api/users/me',
  redirectUrl: '/api/oauth/google/redirect_url',
  sessions: '/api/sessions',
  logout: '/api/logout',
  terms: '/api/terms',
  termsCheck: '/api/terms/check',
  termsAccept: '/api/terms/accept',
  plans: '/api/subscription/plans',
  appInfo: '/api/app-info',
  children: '/api/children',
  child: (id: number) => `/api/children/${id}`,
  childProgress: (id: number) => `/api/children/${id}/progress`,
  dashboardStats: '/api/dashboard/stats',
  subscription: '/api/subscription',
  startTrial: '/api/subscription/start-trial',
  invite: '/api/professional/invite',
  activities: (query: string) => (query ? `/api/activities?${query}` : '/api/activities'),
} as const;
