import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { professionalChild } from '../lib/actor';
import type { ChildAccessService } from '../modules/children/child-access';

/**
 * Routes under a child declare in their contract what the caller must be allowed to do with it
 * (read, record, manage); this hook runs the one access check before the handler, so no
 * child-scoped route can forget it (docs/product.md#child-access). On a `role: 'professional'`
 * route the child must be one reached through access given (lib/actor.ts `professionalChild`).
 */
async function childScopePlugin(app: FastifyInstance, { childAccess }: { childAccess: ChildAccessService }) {
  app.decorateRequest('child', null);
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config?.child && !routeOptions.url?.includes(':id')) {
      throw new Error(`${routeOptions.method} ${routeOptions.url}: a child-scoped route needs the child's :id`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const mode = request.routeOptions.config.child;
    if (!mode) return;
    const { id } = request.params as { id: number };
    const access = await childAccess.forUser(request.user!, id, mode);
    request.child = request.routeOptions.config.role === 'professional' ? professionalChild(access) : access;
  });
}

export const childScope = fp(childScopePlugin, { name: 'child-scope', dependencies: ['route-access'] });
