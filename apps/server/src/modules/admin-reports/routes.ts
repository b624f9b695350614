import { adminReportsApi } from '@neurobridge/shared/api/admin-reports';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminReportsService } from './admin-reports-service';

/** The administration's reports (docs/product.md#admin-reports); registered in the admin context. */
export const adminReportsRoutes: FastifyPluginAsync<{ reports: AdminReportsService }> = async (app, { reports }) => {
  route(app, adminReportsApi.report, ({ query }) => reports.report(query));
  route(app, adminReportsApi.export, ({ query, actor, reply }) => {
    const { stream, filename } = reports.exportCsv(query, actor);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(stream);
  });
};
