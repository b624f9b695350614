import { subscription, subscriptionResponse } from '@neurobridge/shared/api/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/session-auth';
import { getSubscription, startTrial } from './subscription-service';

/** Spec part 1 §7 and part 2 §7: the parent's own subscription and the trial. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['subscription'];

  app.get('/api/subscription', { schema: { tags, response: { 200: subscriptionResponse } } }, (request) =>
    getSubscription(db, requireUser(request).id),
  );

  app.post('/api/subscription/start-trial', { schema: { tags, response: { 200: subscription } } }, (request) =>
    startTrial(db, requireUser(request).id),
  );
};
