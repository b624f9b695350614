import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet sets for these options, worked out once: none of them depends on the request. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers (content security policy, nosniff, frame and referrer rules, HSTS in
 * production) on every answer. helmet builds them from its options; building them again for
 * each request cost more than the session lookup, so they are built once and copied
 * (docs/decisions/014-fast-reads.md).
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
