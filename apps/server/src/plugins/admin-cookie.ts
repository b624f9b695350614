import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The admin token travels in this cookie only (docs/decisions/020-admin-session-cookie.md):
 * HttpOnly, so no script on the origin can read it; SameSite=Strict and scoped to /api/admin, so
 * no other page's request carries it. The `__Host-` prefix would need `Path=/`, so it is not used;
 * `Secure` is set whenever the app runs over https.
 */
export const ADMIN_COOKIE = 'nb_admin';
const ADMIN_COOKIE_PATH = '/api/admin';

export function setAdminCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date) {
  reply.setCookie(ADMIN_COOKIE, token, {
    path: ADMIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    expires: expiresAt,
  });
}

export function clearAdminCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(ADMIN_COOKIE, {
    path: ADMIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
  });
}

/** The token from the cookie, when it has a token's shape (256 random bits, base64url). */
export function readAdminToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[ADMIN_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
}
