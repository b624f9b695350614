/** Every URL of the app's screens, and nowhere else as a literal; API URLs come from the contracts. */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  child: (id: number | string) => `/child/${id}`,
  childSchedule: (id: number | string) => `/child/${id}/schedule`,
  activities: (childId?: number | string) => (childId ? `/activities?child=${childId}` : '/activities'),
  activity: (id: number | string, childId?: number | string) =>
    childId ? `/activity/${id}?child=${childId}` : `/activity/${id}`,
  /** An activity started from the weekly calendar: finishing it completes `entryId` (docs/product.md#calendar). */
  scheduledActivity: (id: number | string, childId: number | string, entryId: number | string) =>
    `/activity/${id}?child=${childId}&entry=${entryId}`,
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
