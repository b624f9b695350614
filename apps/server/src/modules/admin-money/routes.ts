import { adminMoneyApi } from '@neurobridge/shared/api/admin-money';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminMoneyService } from './admin-money-service';

/** The back-office's money (docs/product.md#admin-revenue, docs/product.md#admin-payments); area `money`. */
export const adminMoneyRoutes: FastifyPluginAsync<{ money: AdminMoneyService }> = async (app, { money }) => {
  route(app, adminMoneyApi.revenue, ({ query }) => money.revenue(query));
  route(app, adminMoneyApi.revenueExport, async ({ query, actor, reply }) => {
    const { csv, filename } = await money.revenueCsv(query, actor);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
  route(app, adminMoneyApi.payments, ({ query }) => money.payments(query));
  route(app, adminMoneyApi.payment, ({ params }) => money.payment(params.id));
  route(app, adminMoneyApi.refund, ({ params, body, actor }) => money.refund(params.id, body, actor));
};
