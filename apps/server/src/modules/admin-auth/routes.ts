import { adminAuthApi } from '@neurobridge/shared/api/admin-auth';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { requestOrigin } from '../audit/audit-log';
import type { AdminAuthService } from './admin-auth-service';

/** A set-up-only token may call these (docs/product.md#admin-sign-in). */
const SETUP_ALLOWED = { config: { adminSetup: true } };

/** The sign-in itself: public, outside the admin context. */
export const adminLoginRoutes: FastifyPluginAsync<{ adminAuth: AdminAuthService }> = async (app, { adminAuth }) => {
  route(app, adminAuthApi.login, ({ body, request }) => adminAuth.login(body, requestOrigin(request)));
};

/** The signed-in admin's own session and second factor; registered with `registerAdminRoutes`. */
export const adminAuthRoutes: FastifyPluginAsync<{ adminAuth: AdminAuthService }> = async (app, { adminAuth }) => {
  route(
    app,
    adminAuthApi.logout,
    ({ request }) => adminAuth.logout(request.admin!, requestOrigin(request)),
    SETUP_ALLOWED,
  );
  route(app, adminAuthApi.me, ({ request }) => adminAuth.me(request.admin!), SETUP_ALLOWED);
  route(app, adminAuthApi.totpSetup, ({ request }) => adminAuth.startTotpSetup(request.admin!), SETUP_ALLOWED);
  route(
    app,
    adminAuthApi.totpConfirm,
    ({ request, body }) => adminAuth.confirmTotp(request.admin!, body.code, requestOrigin(request)),
    SETUP_ALLOWED,
  );
  route(app, adminAuthApi.recoveryCodes, ({ request, body }) =>
    adminAuth.renewRecoveryCodes(request.admin!, body.code, requestOrigin(request)),
  );
};
