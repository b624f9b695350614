import { systemApi } from '@neurobridge/shared/api/system';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../lib/database-errors';
import { route } from '../../lib/route';

export interface HealthState {
  shuttingDown: boolean;
}

export const healthRoutes: FastifyPluginAsync<{ database: Database; state: HealthState }> = async (
  app,
  { database, state },
) => {
  route(app, systemApi.health, () => ({ status: 'ok' as const }));

  // Fails at once when shutdown starts, so a load balancer stops sending traffic (docs/product.md#start-and-stop).
  route(app, systemApi.ready, async ({ reply }) => {
    if (state.shuttingDown) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await database.ping();
      return { status: 'ready' as const, database: database.kind };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', reason: 'database' });
    }
  });
};
