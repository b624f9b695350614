import { adminPaymentSettingsApi } from '@neurobridge/shared/api/admin-payment-settings';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { Acting } from '../admin-users/admin-users-service';
import { requestOrigin } from '../audit/audit-log';
import type { AdminPaymentSettingsService } from './admin-payment-settings-service';

const acting = (request: FastifyRequest): Acting => ({ admin: request.admin!, from: requestOrigin(request) });

/** Each connection test calls Mercado Pago: at most 10 a minute per administrator. */
export const CONNECTION_TEST_LIMIT = 10;
const TEST_LIMIT = {
  config: {
    rateLimit: {
      max: CONNECTION_TEST_LIMIT,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `mp-test-${request.admin?.id ?? request.ip}`,
    },
  },
};

/** Mercado Pago's settings and the plans (docs/product.md#admin-mercado-pago); registered in the admin context. */
export const adminPaymentSettingsRoutes: FastifyPluginAsync<{ paymentSettings: AdminPaymentSettingsService }> = async (
  app,
  { paymentSettings },
) => {
  route(app, adminPaymentSettingsApi.settings, () => paymentSettings.settings());
  route(app, adminPaymentSettingsApi.saveSettings, ({ body, request }) =>
    paymentSettings.saveSettings(body, acting(request)),
  );
  route(app, adminPaymentSettingsApi.plans, () => paymentSettings.plans());
  route(app, adminPaymentSettingsApi.savePlans, ({ body, request }) =>
    paymentSettings.savePlans(body, acting(request)),
  );
  route(app, adminPaymentSettingsApi.save, ({ body, request }) => paymentSettings.save(body, acting(request)));
  route(app, adminPaymentSettingsApi.testConnection, ({ body }) => paymentSettings.testConnection(body), TEST_LIMIT);
};
