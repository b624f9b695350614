import { adminJobsApi } from '@neurobridge/shared/api/admin-jobs';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminJobsService } from './admin-jobs-service';

/** The background work screen (docs/decisions/023-one-job-runner.md); registered with `registerAdminRoutes`. */
export const adminJobsRoutes: FastifyPluginAsync<{ adminJobs: AdminJobsService }> = async (app, { adminJobs }) => {
  route(app, adminJobsApi.list, ({ query }) => adminJobs.list(query));
  route(app, adminJobsApi.retry, ({ params, actor }) => adminJobs.retry(params.job, params.key, actor));
};
