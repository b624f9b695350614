import { activitiesQuery, activityList, createProgressBody } from '@neurobridge/shared/api/activities';
import { childIdParams, progressEntry } from '@neurobridge/shared/api/children';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/session-auth';
import { listActivities, recordProgress } from './activities-service';

export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/activities',
    { schema: { tags: ['activities'], querystring: activitiesQuery, response: { 200: activityList } } },
    (request) => listActivities(db, requireUser(request).id, request.query),
  );

  app.post(
    '/api/children/:id/progress',
    {
      schema: {
        tags: ['activities'],
        params: childIdParams,
        body: createProgressBody,
        response: { 201: progressEntry },
      },
    },
    async (request, reply) => {
      const entry = await recordProgress(db, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(entry);
    },
  );
};
