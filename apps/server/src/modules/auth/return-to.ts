import { isSafeReturnTo } from '@neurobridge/shared/api/invitation-acceptance';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

const RETURN_COOKIE = 'nb_return';
const PATH = '/api/sessions';

/**
 * Kept beside the sign-in's state, for as long (10 minutes), and sent only to `POST /api/sessions`:
 * the page the sign-in was started for (docs/product.md#accepting-an-invitation). Only a safe
 * relative path is kept; every other start clears it, so an abandoned sign-in leaves nothing.
 */
export function rememberReturnTo(reply: FastifyReply, config: Pick<AppConfig, 'secureCookies'>, value: unknown) {
  if (isSafeReturnTo(value)) {
    reply.setCookie(RETURN_COOKIE, value, {
      path: PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 600,
    });
  } else {
    reply.clearCookie(RETURN_COOKIE, { path: PATH });
  }
}

/** The remembered page, used up by the sign-in that completes (checked again: a cookie can be set by hand). */
export function takeReturnTo(request: FastifyRequest, reply: FastifyReply): string | null {
  const value = request.cookies[RETURN_COOKIE];
  if (value === undefined) return null;
  reply.clearCookie(RETURN_COOKIE, { path: PATH });
  return isSafeReturnTo(value) ? value : null;
}
