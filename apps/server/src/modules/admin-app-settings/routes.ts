import { adminAppSettingsApi } from '@neurobridge/shared/api/admin-app-settings';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminAppSettingsService } from './admin-app-settings-service';

/** The app settings screen's calls (docs/product.md#admin-app-settings); registered in the admin context. */
export const adminAppSettingsRoutes: FastifyPluginAsync<{ appSettings: AdminAppSettingsService }> = async (
  app,
  { appSettings },
) => {
  route(app, adminAppSettingsApi.get, () => appSettings.get());
  route(app, adminAppSettingsApi.save, ({ body, actor }) => appSettings.save(body, actor));
};
