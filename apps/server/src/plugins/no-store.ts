import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers are personal (a user, their children, progress): no browser or shared cache keeps
 * them. A route that serves something cacheable sets its own Cache-Control, which wins.
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export const noStore = fp(noStorePlugin, { name: 'no-store' });
