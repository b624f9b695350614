import { progressApi } from '@neurobridge/shared/api/progress';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { ProgressService } from './progress-service';

export const progressRoutes: FastifyPluginAsync<{ progress: ProgressService }> = async (app, { progress }) => {
  route(app, progressApi.list, ({ child, query }) => progress.list(child.child.id, query));
  route(app, progressApi.summary, ({ child }) => progress.summary(child.child.id));
  route(app, progressApi.record, ({ child, body, request }) => progress.record(child, body, request.idempotencyKey));
};
