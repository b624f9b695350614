import { goalsApi } from '@neurobridge/shared/api/goals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { sendDownload, sendPdf } from '../reports/pdf/send';
import type { PlanExportService } from './plan-export-service';

/** The plan's CSV and PDF (docs/product.md#plan-export): whoever may read the child (the contract). */
export const planExportRoutes: FastifyPluginAsync<{ planExport: PlanExportService }> = async (app, { planExport }) => {
  route(app, goalsApi.planCsv, async ({ child, user, query, reply }) => {
    const file = await planExport.csv(child, user.id, query);
    return sendDownload(reply, { ...file, contentType: 'text/csv; charset=utf-8' });
  });
  route(app, goalsApi.planPdf, async ({ child, user, query, reply }) =>
    sendPdf(reply, await planExport.pdf(child, user.id, query)),
  );
};
