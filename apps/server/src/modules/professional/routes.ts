import { professionalApi } from '@neurobridge/shared/api/professional';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/route';
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
 * The professional's workspace (docs/product.md#professional-workspace). Every contract here says
 * `role: 'professional'`: plugins/route-access.ts checks the role before the input and before the
 * child check, so a parent gets the same 403 whatever they send, and the handler gets the checked
 * professional as `actor`.
 */
export const professionalRoutes: FastifyPluginAsync<ProfessionalRoutesOptions> = async (
  app,
  { workspace, sessions, profile },
) => {
  route(app, professionalApi.children, ({ actor }) => workspace.children(actor.id));
  route(app, professionalApi.stats, ({ actor }) => workspace.stats(actor.id));
  route(app, professionalApi.childSummary, ({ actor, child }) => workspace.childSummary(actor.id, child));
  route(app, professionalApi.sessions, ({ actor, query }) => sessions.list(actor.id, query));
  route(app, professionalApi.createSession, ({ actor, body }) => sessions.create(actor, body));
  route(app, professionalApi.session, ({ actor, params }) => sessions.get(actor.id, params.id));
  route(app, professionalApi.updateSession, ({ actor, params, body }) => sessions.update(actor, params.id, body));
  route(app, professionalApi.removeSession, ({ actor, params }) => sessions.remove(actor.id, params.id));
  route(app, professionalApi.profile, ({ actor }) => profile.get(actor.id));
  route(app, professionalApi.updateProfile, ({ actor, body }) => profile.update(actor.id, body));
};
