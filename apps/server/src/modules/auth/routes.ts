import { createSessionBody, currentUser, okResponse, redirectUrlResponse } from '@neurobridge/shared/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { OidcClient } from '../../integrations/oidc/oidc-client';
import { clearSessionCookie, readSessionToken, requireUser, setSessionCookie } from '../../plugins/session-auth';
import { beginLogin, completeLogin } from './login-service';
import { createSession, deleteSession } from './session-service';
import { toCurrentUser } from './user-view';

const LOGIN_COOKIE = 'nb_login';
const signInRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export interface AuthRoutesOptions {
  config: AppConfig;
  db: Db;
  oidc: OidcClient;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, db, oidc }) => {
  const policy = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };

  app.get(
    '/api/oauth/google/redirect_url',
    { config: signInRateLimit, schema: { tags: ['auth'], response: { 200: redirectUrlResponse } } },
    async (_request, reply) => {
      const { url, state } = await beginLogin(db, oidc);
      reply.setCookie(LOGIN_COOKIE, state, {
        path: '/api/sessions',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: 600,
      });
      return { redirectUrl: url };
    },
  );

  app.post(
    '/api/sessions',
    { config: signInRateLimit, schema: { tags: ['auth'], body: createSessionBody, response: { 200: currentUser } } },
    async (request, reply) => {
      const cookieState = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, { path: '/api/sessions' });
      const user = await completeLogin(db, oidc, { ...request.body, cookieState });
      const token = await createSession(db, user.id, policy, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      // A new token at every sign-in: an older session cookie on this browser is ended too.
      const previous = readSessionToken(request, config);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(reply, config, token);
      return toCurrentUser(user);
    },
  );

  app.get('/api/users/me', { schema: { tags: ['auth'], response: { 200: currentUser } } }, async (request) =>
    toCurrentUser(requireUser(request)),
  );

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionToken(request, config);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, config);
  }

  // Spec part 1 §4: also a navigation target when the terms are declined.
  app.get('/api/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await logout(request, reply);
    return reply.header('cache-control', 'no-store').redirect('/');
  });

  app.post('/api/logout', { schema: { tags: ['auth'], response: { 200: okResponse } } }, async (request, reply) => {
    await logout(request, reply);
    return { ok: true as const };
  });
};
