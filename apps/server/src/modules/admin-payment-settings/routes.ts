import { adminPaymentSettingsApi } from '@neurobridge/shared/api/admin-payment-settings';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { AdminPaymentSettingsService } from './admin-payment-settings-service';

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
  route(app, adminPaymentSettingsApi.saveSettings, ({ body, actor }) => paymentSettings.saveSettings(body, actor));
  route(app, adminPaymentSettingsApi.plans, () => paymentSettings.plans());
  route(app, adminPaymentSettingsApi.savePlans, ({ body, actor }) => paymentSettings.savePlans(body, actor));
  route(app, adminPaymentSettingsApi.save, ({ body, actor }) => paymentSettings.save(body, actor));
  route(app, adminPaymentSettingsApi.testConnection, ({ body }) => paymentSettings.testConnection(body), TEST_LIMIT);
};
