import { authApi } from '@neurobridge/shared/api/auth';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { perClientRateLimit } from '../../lib/client-rate-limit';
import { route } from '../../lib/route';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/session-cookie';
import type { LoginService } from './login-service';
import { rememberReturnTo, takeReturnTo } from './return-to';
import type { SessionService } from './session-service';
import { toCurrentUser } from './user-view';

const LOGIN_COOKIE = 'nb_login';
const signInRateLimit = perClientRateLimit;

export interface AuthRoutesOptions {
  config: AppConfig;
  login: LoginService;
  sessions: SessionService;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { config, login, sessions }) => {
  /**
   * A new sign-in: the state, nonce and PKCE verifier go in a short-lived cookie, with the page to
   * return to when there is a safe one; the provider URL comes back.
   */
  async function beginSignIn(reply: FastifyReply, returnTo?: unknown): Promise<string> {
    const { url, state } = await login.begin();
    rememberReturnTo(reply, config, returnTo);
    reply.setCookie(LOGIN_COOKIE, state, {
      path: '/api/sessions',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 600,
    });
    return url;
  }

  route(app, authApi.redirectUrl, async ({ reply }) => ({ redirectUrl: await beginSignIn(reply) }), signInRateLimit);

  // A navigation has no script to show an error: a failure goes back to the landing page (and the log).
  route(
    app,
    authApi.signInStart,
    async ({ request, reply }) => {
      let target = '/';
      try {
        target = await beginSignIn(reply, (request.query as { return_to?: unknown } | undefined)?.return_to);
      } catch (err) {
        request.log.error({ err }, 'sign-in could not start');
      }
      return reply.header('cache-control', 'no-store').redirect(target);
    },
    signInRateLimit,
  );

  route(
    app,
    authApi.createSession,
    async ({ body, request, reply }) => {
      const cookieState = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, { path: '/api/sessions' });
      const returnTo = takeReturnTo(request, reply);
      const user = await login.complete({ ...body, cookieState });
      const token = await sessions.create(user.id, { userAgent: request.headers['user-agent'], ip: request.ip });
      // A new token at every sign-in: an older session cookie on this browser is ended too.
      const previous = readSessionToken(request, config);
      if (previous) await sessions.remove(previous);
      setSessionCookie(reply, config, token);
      // The role comes with the new session's lookup, which also keeps it for the next request.
      const signedIn = await sessions.findUser(token);
      return { ...toCurrentUser(signedIn ?? { ...user, role: null }), return_to: returnTo };
    },
    signInRateLimit,
  );

  route(app, authApi.me, ({ user }) => toCurrentUser(user));

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionToken(request, config);
    if (token) await sessions.remove(token);
    clearSessionCookie(reply, config);
  }

  // Also a navigation target when the terms are declined (docs/product.md#declining-the-terms).
  route(app, authApi.logoutRedirect, async ({ request, reply }) => {
    await logout(request, reply);
    return reply.header('cache-control', 'no-store').redirect('/');
  });

  route(app, authApi.logout, async ({ request, reply }) => {
    await logout(request, reply);
    return { ok: true as const };
  });
};
