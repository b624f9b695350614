import { starsApi } from '@neurobridge/shared/api/stars';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { StarsService } from './stars-service';

/** Stars and the reward shop (docs/product.md#stars-and-the-reward-shop); who may do what is in each contract. */
export const starsRoutes: FastifyPluginAsync<{ stars: StarsService }> = async (app, { stars }) => {
  route(app, starsApi.stars, ({ child }) => stars.stars(child.child.id));
  route(app, starsApi.shop, ({ child }) => stars.shop(child.child.id));
  route(app, starsApi.addReward, ({ child, body }) => stars.addReward(child.child, body));
  route(app, starsApi.updateReward, ({ child, params, body }) =>
    stars.updateReward(child.child.id, params.rewardId, body),
  );
  route(app, starsApi.removeReward, ({ child, params, user }) =>
    stars.removeReward(child.child.id, params.rewardId, user.id),
  );
  route(app, starsApi.requestReward, ({ child, params }) => stars.requestReward(child.child, params.rewardId));
  route(app, starsApi.pendingRequests, ({ user }) => stars.pendingRequests(user.id));
  route(app, starsApi.approveRequest, ({ child, params, user }) =>
    stars.approveRequest(child.child.id, params.requestId, user.id),
  );
  route(app, starsApi.declineRequest, ({ child, params, user }) =>
    stars.declineRequest(child.child.id, params.requestId, user.id),
  );
};
