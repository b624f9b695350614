import { plansResponse } from '@neurobridge/shared/api/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listPlans } from './plans-service';

export const plansRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Public: the landing page quotes the cheapest monthly equivalent from these (DECISIONS §4).
  app.get('/api/subscription/plans', { schema: { tags: ['subscription'], response: { 200: plansResponse } } }, () =>
    listPlans(db),
  );
};
