import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';

export interface HealthState {
  shuttingDown: boolean;
}

export const healthRoutes: FastifyPluginAsync<{ database: Database; state: HealthState }> = async (
  app,
  { database, state },
) => {
  app.get('/api/health', { schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));

  // Fails at once when shutdown starts, so a load balancer stops sending traffic (issue #2).
  app.get('/api/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
    if (state.shuttingDown) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'database_unreachable' });
    }
  });
};
