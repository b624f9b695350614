import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookieName } from './plugins/session-cookie';

/** apps/web/dist, from both apps/server/src (tests, dev) and apps/server/dist (the bundle). */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The landing page rendered at build time (apps/web/build/post-build.mjs). */
export const LANDING_HTML = 'landing.html';

/** The session cookie under either of its names (plain HTTP in development, `__Host-` over HTTPS). */
const SESSION_COOKIES = [sessionCookieName({ secureCookies: false }), sessionCookieName({ secureCookies: true })];

/**
 * Serves the built SPA (docs/architecture.md, "Fast by construction"): hashed assets cached for a
 * year, everything else revalidated (the service worker `/sw.js` and `/manifest.webmanifest` among
 * them, so a new version is found on the next start, docs/product.md#offline-play), each file in
 * the precompressed form the browser accepts (`.br`, `.gz`, written next to it by the web build). `/` is the prerendered landing page for a
 * browser without a session cookie; with one it is the plain shell, whose app sends a signed-in
 * visitor on to the dashboard without showing the landing page first.
 */
export async function registerSpa(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (!existsSync(root)) return false;
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false, // setHeaders decides
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same URL answers br, gzip or plain bytes: shared caches must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  if (existsSync(join(root, LANDING_HTML))) {
    app.get('/', (request, reply) => {
      // The answer depends on the cookie, so a cache must not hand one visitor's page to another.
      reply.header('vary', 'Accept-Encoding, Cookie');
      if (hasSessionCookie(request)) return sendSpaIndex(reply);
      return reply.header('cache-control', 'no-cache').sendFile(LANDING_HTML);
    });
  }
  return true;
}

function hasSessionCookie(request: FastifyRequest): boolean {
  return SESSION_COOKIES.some((name) => Boolean(request.cookies[name]));
}

/** Client-side routes get index.html; /api and other non-page requests get the JSON 404. */
export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decodedPath(request.url);
  if (path === null) return false;
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/dev-idp')) return false;
  if (path.startsWith('/assets/')) return false;
  return true;
}

export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/** The path as the router reads it ("/%61pi/x" is "/api/x"); null when it cannot be decoded. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0]!).toLowerCase();
  } catch {
    return null;
  }
}
