import { professionalApi } from '@neurobridge/shared/api/professional';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/route';
import { requireProfessional } from './professional-guard';
import { createProfessionalService, type ProfessionalService } from './professional-service';
import { createProfileService, type ProfileService } from './profile-service';
import { createSessionsService, type SessionsService } from './sessions-service';

export interface ProfessionalRoutesOptions {
  workspace: ProfessionalService;
  sessions: SessionsService;
  profile: ProfileService;
}

export function professionalRoutesOptions(deps: AppDeps): ProfessionalRoutesOptions {
  return {
    workspace: createProfessionalService(deps),
    sessions: createSessionsService(deps),
    profile: createProfileService(deps),
  };
}

/**
 * The professional's workspace (docs/product.md#professional-workspace). Every route here is for
 * professional accounts: the role is checked before the input and before the child check, so a
 * parent gets the same 403 whatever they send.
 */
export const professionalRoutes: FastifyPluginAsync<ProfessionalRoutesOptions> = async (
  app,
  { workspace, sessions, profile },
) => {
  app.addHook('preValidation', async (request) => requireProfessional(request.user!));
  route(app, professionalApi.children, ({ user }) => workspace.children(user.id));
  route(app, professionalApi.stats, ({ user }) => workspace.stats(user.id));
  route(app, professionalApi.childSummary, ({ user, child }) => workspace.childSummary(user.id, child));
  route(app, professionalApi.sessions, ({ user, query }) => sessions.list(user.id, query));
  route(app, professionalApi.createSession, ({ user, body }) => sessions.create(user, body));
  route(app, professionalApi.session, ({ user, params }) => sessions.get(user.id, params.id));
  route(app, professionalApi.updateSession, ({ user, params, body }) => sessions.update(user, params.id, body));
  route(app, professionalApi.removeSession, ({ user, params }) => sessions.remove(user.id, params.id));
  route(app, professionalApi.profile, ({ user }) => profile.get(user.id));
  route(app, professionalApi.updateProfile, ({ user, body }) => profile.update(user.id, body));
};
