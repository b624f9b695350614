import { progressApi } from '@neurobridge/shared/api/progress';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { listProgress, recordProgress } from './progress-service';

export const progressRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, progressApi.list, ({ child }) => listProgress(db, child.child.id));
  route(app, progressApi.record, ({ child, body }) => recordProgress(db, child.child, body));
};
