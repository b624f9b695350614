import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DECISIONS §2: state-changing calls from another site are refused by Fetch Metadata and
 * Origin checks. Same-origin callers (or clients that send no Origin) need no token.
 */
async function crossSitePlugin(app: FastifyInstance, opts: { appOrigin: string }) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'cross-site' || (origin !== undefined && origin !== opts.appOrigin)) {
      return reply.status(403).send({ error: 'Requisição de outro site recusada.' });
    }
  });
}

export const crossSite = fp(crossSitePlugin, { name: 'cross-site' });
