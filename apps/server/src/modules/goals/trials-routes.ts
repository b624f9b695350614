import { goalsApi } from '@neurobridge/shared/api/goals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { TrialsService } from './trials-service';

/** A session's trial data (docs/product.md#session-trials): any reader of the child reads and records their own. */
export const trialsRoutes: FastifyPluginAsync<{ trials: TrialsService }> = async (app, { trials }) => {
  route(app, goalsApi.sessionTrials, ({ child, params, user }) =>
    trials.sessionTrials(child.child.id, params.sessionId, user.id),
  );
  route(app, goalsApi.putTrials, ({ child, params, user, body }) =>
    trials.putTrials(child, params.sessionId, params.goalId, user, body),
  );
};
