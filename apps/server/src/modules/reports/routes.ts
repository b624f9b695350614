import { reportsApi } from '@neurobridge/shared/api/reports';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { sendDownload, sendPdf } from './pdf/send';
import type { ReportsService } from './reports-service';

/** The progress report, its PDF and the CSV (docs/product.md#progress-report); access in each contract. */
export const reportsRoutes: FastifyPluginAsync<{ reports: ReportsService }> = async (app, { reports }) => {
  route(app, reportsApi.report, ({ child }) => reports.report(child.child));
  route(app, reportsApi.pdf, async ({ child, reply }) => sendPdf(reply, await reports.pdf(child.child)));
  route(app, reportsApi.progressCsv, async ({ child, reply }) => {
    const file = await reports.csv(child.child);
    return sendDownload(reply, { ...file, contentType: 'text/csv; charset=utf-8' });
  });
};
