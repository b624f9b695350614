import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

export function sessionCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  // The __Host- prefix pins the cookie to this exact origin over HTTPS (docs/product.md#sessions).
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
