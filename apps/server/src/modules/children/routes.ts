import { childrenApi } from '@neurobridge/shared/api/children';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { ChildrenService } from './children-service';

/** The parent's children (docs/product.md#children); who may do what is in each route's contract. */
export const childrenRoutes: FastifyPluginAsync<{ children: ChildrenService }> = async (app, { children }) => {
  route(app, childrenApi.list, ({ user }) => children.list(user.id));
  route(app, childrenApi.create, ({ user, body }) => children.create(user.id, body));
  route(app, childrenApi.update, ({ child, body }) => children.update(child.child, body));
  route(app, childrenApi.remove, async ({ child }) => {
    await children.remove(child.child);
    return { ok: true as const };
  });
};
