import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** apps/web/dist, from both apps/server/src (tests, dev) and apps/server/dist (the bundle). */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated. */
export async function registerSpa(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (!existsSync(root)) return false;
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    cacheControl: false, // setHeaders decides
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
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
