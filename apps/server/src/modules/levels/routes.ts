import { levelsApi } from '@neurobridge/shared/api/levels';
import type { GameLevel } from '@neurobridge/shared/domain/game-levels';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { LevelsService } from './levels-service';

/** A child's game levels (docs/product.md#game-levels); who may do what is in each route's contract. */
export const levelsRoutes: FastifyPluginAsync<{ levels: LevelsService }> = async (app, { levels }) => {
  route(app, levelsApi.list, ({ child }) => levels.list(child.child.id));
  route(app, levelsApi.pin, ({ child, params, body }) =>
    levels.pin(child.child.id, params.kind, body.pinned_level as GameLevel | null),
  );
};
