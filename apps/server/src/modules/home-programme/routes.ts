import { homeProgrammeApi } from '@neurobridge/shared/api/home-programme';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { HomeProgrammeService } from './home-programme-service';

/** The home programme (docs/product.md#home-programme); who may do what is in each route's contract. */
export const homeProgrammeRoutes: FastifyPluginAsync<{ homeProgramme: HomeProgrammeService }> = async (
  app,
  { homeProgramme },
) => {
  route(app, homeProgrammeApi.list, ({ child, user }) => homeProgramme.list(child.child.id, user.id));
  route(app, homeProgrammeApi.create, ({ child, actor, body }) => homeProgramme.create(child, actor.id, body));
  route(app, homeProgrammeApi.end, ({ child, actor, params }) =>
    homeProgramme.end(child.child.id, params.assignmentId, actor.id),
  );
  route(app, homeProgrammeApi.adherence, ({ actor }) => homeProgramme.adherence(actor.id));
};
