import { systemApi } from '@neurobridge/shared/api/system';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { route } from '../../lib/route';

/** What the interface needs to label the stand-ins in use (docs/product.md#stand-ins). */
export const appInfoRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  route(app, systemApi.appInfo, () => ({
    devSignIn: config.devIdp && !config.oidc,
    production: config.env === 'production',
  }));
};
