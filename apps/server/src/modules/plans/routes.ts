import { plansApi } from '@neurobridge/shared/api/plans';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { listPlans } from './plans-service';

export const plansRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, plansApi.list, () => listPlans(db));
};
