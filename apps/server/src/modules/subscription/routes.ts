import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { getSubscription, startTrial } from './subscription-service';

/** The parent's own subscription and the trial (docs/product.md#trial). */
export const subscriptionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, subscriptionApi.get, ({ user }) => getSubscription(db, user.id));
  route(app, subscriptionApi.startTrial, ({ user }) => startTrial(db, user.id));
};
