import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logSecurityEvent } from '../lib/security-events';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Requisição de outro site recusada.';

/**
 * State-changing calls from another site are refused by Fetch Metadata and Origin checks
 * (docs/product.md#cross-site). Same-origin callers, and clients that send neither header (a
 * server calling a webhook, curl), need no token.
 *
 * The check looks at no path at all: every state-changing request is judged, whatever URL it
 * names. A check that tested the raw URL for "/api/" was walked past by "/%61pi/…", which the
 * router decodes to an /api route; there is no URL spelling left to get wrong.
 */
async function crossSitePlugin(app: FastifyInstance, opts: { appOrigin: string }) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    // A browser that sends Fetch Metadata says where the request comes from; it is believed
    // first, because a same-origin form under `Referrer-Policy: no-referrer` sends `Origin: null`.
    // Without it (older browsers), the Origin decides; a client that sends neither is no browser.
    const foreign =
      site !== undefined
        ? site !== 'same-origin' && site !== 'none'
        : origin !== undefined && origin !== opts.appOrigin;
    if (!foreign) return;
    logSecurityEvent(request, app.securityEvents, 'cross_site', 403);
    return reply.status(403).send({ error: CROSS_SITE_REFUSED });
  });
}

export const crossSite = fp(crossSitePlugin, { name: 'cross-site', dependencies: ['errors'] });
