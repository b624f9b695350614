import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/http-error';
import { findSessionUser, type SessionUser } from '../modules/auth/session-service';
import { isPublicRoute } from './public-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every non-public /api route; null only on public routes. */
    user: SessionUser | null;
  }
}

export function sessionCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  // The __Host- prefix pins the cookie to this exact origin over HTTPS (DECISIONS §2).
  return config.secureCookies ? '__Host-nb_session' : 'nb_session';
}

export function sessionCookieOptions(config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(sessionCookieName(config), token, sessionCookieOptions(config));
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), { path: '/', secure: config.secureCookies });
}

export function readSessionToken(request: FastifyRequest, config: AppConfig): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token && token.length <= 100 ? token : undefined;
}

/** Session check in one place (ARCHITECTURE convention 4): every non-public /api route needs a user. */
async function sessionAuthPlugin(app: FastifyInstance, opts: { config: AppConfig; db: Db }) {
  const policy = { idleMs: opts.config.sessionIdleMs, absoluteMs: opts.config.sessionAbsoluteMs };
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (isPublicRoute(request.method, request.routeOptions.url)) return;
    const token = readSessionToken(request, opts.config);
    const user = token ? await findSessionUser(opts.db, token, policy) : null;
    if (!user) throw unauthorized();
    request.user = user;
  });
}

export const sessionAuth = fp(sessionAuthPlugin, { name: 'session-auth', dependencies: ['@fastify/cookie'] });

/** For handlers of non-public routes, where the hook above guarantees a user. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
