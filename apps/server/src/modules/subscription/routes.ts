import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { SubscriptionService } from './subscription-service';

/** The parent's own subscription and the trial (docs/product.md#trial). */
export const subscriptionRoutes: FastifyPluginAsync<{ subscriptions: SubscriptionService }> = async (
  app,
  { subscriptions },
) => {
  route(app, subscriptionApi.get, ({ user }) => subscriptions.view(user.subscription));
  route(app, subscriptionApi.startTrial, ({ user }) => subscriptions.startTrial(user.id));
};
