import { okResponse } from '@neurobridge/shared/api/auth';
import {
  child,
  childIdParams,
  childList,
  createChildBody,
  progressList,
  updateChildBody,
} from '@neurobridge/shared/api/children';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/session-auth';
import { findAccessibleChild } from './child-access';
import type { ChildrenService } from './children-service';

export interface ChildrenRoutesOptions {
  db: Db;
  children: ChildrenService;
}

/** Spec part 1 §7 (children and their progress), plus PATCH to edit a profile (issue 3). */
export const childrenRoutes: FastifyPluginAsyncZod<ChildrenRoutesOptions> = async (app, { db, children }) => {
  const tags = ['children'];

  app.get('/api/children', { schema: { tags, response: { 200: childList } } }, (request) =>
    children.list(requireUser(request).id),
  );

  app.post(
    '/api/children',
    { schema: { tags, body: createChildBody, response: { 201: child } } },
    async (request, reply) => {
      const created = await children.create(requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/children/:id',
    { schema: { tags, params: childIdParams, body: updateChildBody, response: { 200: child } } },
    async (request) => {
      const { child: current } = await findAccessibleChild(db, requireUser(request).id, request.params.id, 'manage');
      return children.update(current, request.body);
    },
  );

  app.delete(
    '/api/children/:id',
    { schema: { tags, params: childIdParams, response: { 200: okResponse } } },
    async (request) => {
      const { child: current } = await findAccessibleChild(db, requireUser(request).id, request.params.id, 'manage');
      await children.remove(current);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/children/:id/progress',
    { schema: { tags, params: childIdParams, response: { 200: progressList } } },
    async (request) => {
      const { child: current } = await findAccessibleChild(db, requireUser(request).id, request.params.id, 'read');
      return children.progress(current.id);
    },
  );
};
