import { systemApi } from '@neurobridge/shared/api/system';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { smtpSettings } from '../../db/schema/mail';
import { route } from '../../lib/route';

/**
 * What the interface needs to label the stand-ins in use (docs/product.md#stand-ins), and the
 * support contact (docs/product.md#support-contact): the sender address saved on the e-mail
 * server's screen, read on each call so a save shows on every server at once.
 */
export const appInfoRoutes: FastifyPluginAsync<Pick<AppDeps, 'config' | 'db'>> = async (app, { config, db }) => {
  route(app, systemApi.appInfo, async () => {
    const [row] = await db.select({ email: smtpSettings.fromEmail }).from(smtpSettings).limit(1);
    return {
      devSignIn: config.devIdp && !config.oidc,
      production: config.env === 'production',
      supportEmail: row?.email?.trim() || null,
    };
  });
};
