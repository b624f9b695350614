import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';

/** What the interface needs to label the stand-ins in use (DECISIONS §1). */
export const appInfoRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/api/app-info', { schema: { tags: ['health'] } }, async () => ({
    devSignIn: config.devIdp && !config.oidc,
    production: config.env === 'production',
  }));
};
