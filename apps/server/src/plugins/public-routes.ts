/**
 * The /api routes anyone may call without a session: the one place they are listed.
 * Every other /api route answers 401 to an anonymous caller (tested route by route).
 */
export const PUBLIC_API_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/oauth/google/redirect_url',
  'POST /api/sessions',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/terms',
  'GET /api/subscription/plans',
  'GET /api/app-info',
]);

export function isPublicRoute(method: string, routeUrl: string | undefined): boolean {
  if (!routeUrl) return true; // not a registered route: the 404 handler answers
  if (!routeUrl.startsWith('/api/') || routeUrl.startsWith('/api/docs')) return true;
  return PUBLIC_API_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`);
}
