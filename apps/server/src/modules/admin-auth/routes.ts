import { adminAuthApi } from '@neurobridge/shared/api/admin-auth';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { perClientRateLimit } from '../../lib/client-rate-limit';
import { route } from '../../lib/route';
import { clearAdminCookie, setAdminCookie } from '../../plugins/admin-cookie';
import { requestOrigin } from '../audit/audit-log';
import type { AdminAuthService } from './admin-auth-service';

/** A set-up-only token may call these (docs/product.md#admin-sign-in). */
const SETUP_ALLOWED = { config: { adminSetup: true } };

interface AdminAuthRoutesOptions {
  adminAuth: AdminAuthService;
  config: AppConfig;
}

/**
 * The sign-in itself: public, outside the admin context. The token goes into the HttpOnly cookie
 * only, never into the answer's body (docs/decisions/020-admin-session-cookie.md).
 */
export const adminLoginRoutes: FastifyPluginAsync<AdminAuthRoutesOptions> = async (app, { adminAuth, config }) => {
  route(app, adminAuthApi.login, async ({ body, request, reply }) => {
    const { token, ...answer } = await adminAuth.login(body, requestOrigin(request));
    if (token) setAdminCookie(reply, config, token.value, token.expiresAt);
    return answer;
  });
};

/** The signed-in admin's own session and second factor; registered with `registerAdminRoutes`. */
export const adminAuthRoutes: FastifyPluginAsync<AdminAuthRoutesOptions> = async (app, { adminAuth, config }) => {
  route(
    app,
    adminAuthApi.logout,
    async ({ actor, reply }) => {
      await adminAuth.logout(actor.admin, actor.from);
      clearAdminCookie(reply, config);
    },
    SETUP_ALLOWED,
  );
  route(app, adminAuthApi.me, ({ actor }) => adminAuth.me(actor.admin), SETUP_ALLOWED);
  route(app, adminAuthApi.totpSetup, ({ actor }) => adminAuth.startTotpSetup(actor.admin), SETUP_ALLOWED);
  route(
    app,
    adminAuthApi.totpConfirm,
    ({ actor, body }) => adminAuth.confirmTotp(actor.admin, body.code, actor.from),
    SETUP_ALLOWED,
  );
  route(app, adminAuthApi.recoveryCodes, ({ actor, body }) =>
    adminAuth.renewRecoveryCodes(actor.admin, body.code, actor.from),
  );
  route(app, adminAuthApi.totpChange, ({ actor, body }) => adminAuth.startTotpChange(actor.admin, body.code));
  // A stolen sign-in guessing the current password is held to the clients' pace.
  route(
    app,
    adminAuthApi.changePassword,
    ({ actor, body }) => adminAuth.changePassword(actor.admin, body, actor.from),
    perClientRateLimit,
  );
};
