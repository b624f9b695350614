import { plansApi } from '@neurobridge/shared/api/plans';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { PlansService } from './plans-service';

export const plansRoutes: FastifyPluginAsync<{ plans: PlansService }> = async (app, { plans }) => {
  route(app, plansApi.list, () => plans.list());
};
