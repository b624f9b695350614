import { goalsApi } from '@neurobridge/shared/api/goals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { GoalsService } from './goals-service';
import type { ObservationsService } from './observations-service';

/** A child's goals and their observations (docs/product.md#goals); who may do what is in each contract and service. */
export const goalsRoutes: FastifyPluginAsync<{ goals: GoalsService; observations: ObservationsService }> = async (
  app,
  { goals, observations },
) => {
  route(app, goalsApi.list, ({ child, user }) => goals.list(child, user));
  route(app, goalsApi.create, ({ child, user, body }) => goals.create(child, user, body));
  route(app, goalsApi.detail, ({ child, user, params }) => goals.detail(child, user, params.goalId));
  route(app, goalsApi.update, ({ child, user, params, body }) => goals.update(child, user, params.goalId, body));
  route(app, goalsApi.addObservation, ({ child, user, params, body }) =>
    observations.add(child, user, params.goalId, body),
  );
  route(app, goalsApi.removeObservation, ({ child, user, params }) =>
    observations.remove(child, user, params.goalId, params.observationId),
  );
};
