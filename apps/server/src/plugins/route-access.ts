import { TOTP_SETUP_REQUIRED } from '@neurobridge/shared/api/admin-auth';
import { ADMIN_AREAS, AREA_FORBIDDEN, mayUse } from '@neurobridge/shared/domain/admin-roles';
import { TERMS_REQUIRED, TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import { PROFESSIONALS_ONLY } from '@neurobridge/shared/api/professional';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { isProfessionalActor } from '../lib/actor';
import { HttpError, unauthorized } from '../lib/http-error';
import type { SuspensionNotice } from '../modules/auth/suspended';
import type { AdminIdentity, AdminTokenService } from '../modules/auth/admin-token';
import type { SessionService, SessionUser } from '../modules/auth/session-service';
import { readAdminToken } from './admin-cookie';
import { readSessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user: set on every `user` route (public routes never look the session up). */
    user: SessionUser | null;
    /** The administrator: set on every `admin` route. */
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /** An admin route a set-up-only token may call: the second factor's set-up, `me`, sign-out. */
    adminSetup?: boolean;
  }
  interface FastifyInstance {
    /** True inside the admin context (`registerAdminRoutes`). */
    isAdminContext?: boolean;
  }
}

export const ADMIN_REQUIRED = 'Acesso restrito à administração. Entre novamente.';
export const WEBHOOK_REFUSED = 'Assinatura da notificação inválida.';

/**
 * Who may call a route is declared on the route (docs/decisions/010-route-access.md), and this is
 * the one place it is enforced:
 * - `public`: anyone, with no lookup at all;
 * - `user`: a live session cookie, or 401; an account suspended, 403 `ACCOUNT_SUSPENDED`
 *   (docs/product.md#suspension); then, unless the route says `consent: false`, the
 *   current terms (and a professional's own) accepted, or 403 `TERMS_REQUIRED`
 *   (docs/product.md#consent-gate); then, on a route that declares `role: 'professional'`, an account
 *   that may act as a professional, or 403 (docs/product.md#professional-workspace), checked
 *   before the input and the child so a parent gets the same refusal whatever they send;
 * - `admin`: a live admin token in the `nb_admin` cookie of an admin not suspended, or 401, on routes
 *   registered in the admin context only; a set-up-only token (production, no second factor yet)
 *   reaches the `adminSetup` routes, else 403; then the route's `area` must be one the admin's role
 *   may use, else 403 `AREA_FORBIDDEN` (docs/product.md#admin-team). Every admin route declares its
 *   area, and only admin routes do;
 * - `webhook`: the route's own signature check (`config.verifyWebhook`), or 401.
 * An /api route that declares nothing fails to register, so a forgotten check cannot ship.
 */
export interface RouteAccessOptions {
  config: AppConfig;
  sessions: SessionService;
  adminTokens: AdminTokenService;
  /** The terms versions an account must have accepted (modules/terms/terms-service.ts). */
  requiredTerms: (user: SessionUser) => Promise<string[]>;
  /** The refusal of a suspended account (modules/auth/suspended.ts). */
  accountSuspended: SuspensionNotice;
}

async function routeAccessPlugin(
  app: FastifyInstance,
  { config, sessions, adminTokens, requiredTerms, accountSuspended }: RouteAccessOptions,
) {
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);

  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const where = `${[route.method].flat().join(',')} ${route.url}`;
    const access = route.config?.access;
    if (!access) throw new Error(`${where} declares no access (public, user, admin or webhook)`);
    if ((access === 'admin') !== Boolean(this.isAdminContext)) {
      throw new Error(`${where}: admin routes, and only they, are registered in the admin context`);
    }
    if (access === 'webhook' && !route.config?.verifyWebhook)
      throw new Error(`${where}: a webhook needs verifyWebhook`);
    if (route.config?.role && access !== 'user') throw new Error(`${where}: only a user route declares a role`);
    const area = route.config?.area;
    if (access === 'admin' && !area) throw new Error(`${where}: an admin route declares its area`);
    if (area && access !== 'admin') throw new Error(`${where}: only an admin route declares an area`);
    if (area && !ADMIN_AREAS.includes(area)) throw new Error(`${where}: unknown admin area ${area}`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'user') {
      const token = readSessionToken(request, config);
      request.user = token ? await sessions.findUser(token) : null;
      if (!request.user) throw unauthorized();
      if (!request.user.isActive) throw await accountSuspended();
      if (request.routeOptions.config?.consent !== false) {
        const accepted = request.user.acceptedTerms;
        if (!(await requiredTerms(request.user)).every((v) => accepted.includes(v))) {
          throw new HttpError(403, TERMS_REQUIRED_MESSAGE, undefined, TERMS_REQUIRED);
        }
      }
      // The role comes with the session lookup, so the check costs no query; a change of role drops
      // the cached session on every server (docs/decisions/015-session-cache.md).
      if (request.routeOptions.config?.role === 'professional' && !isProfessionalActor(request.user)) {
        throw new HttpError(403, PROFESSIONALS_ONLY);
      }
    } else if (access === 'admin') {
      // The HttpOnly cookie only: an Authorization header signs no one in (plugins/admin-cookie.ts).
      const token = readAdminToken(request);
      request.admin = token ? await adminTokens.findAdmin(token) : null;
      if (!request.admin) throw new HttpError(401, ADMIN_REQUIRED);
      if (request.admin.scope === 'setup' && !request.routeOptions.config?.adminSetup) {
        throw new HttpError(403, TOTP_SETUP_REQUIRED);
      }
      // The role comes with the token lookup, read on every request: a change applies at once.
      const area = request.routeOptions.config?.area;
      if (!area || !mayUse(request.admin.role, area)) throw new HttpError(403, AREA_FORBIDDEN);
    }
  });

  app.addHook('preValidation', async (request) => {
    const verify = request.routeOptions.config?.verifyWebhook;
    if (request.routeOptions.config?.access === 'webhook' && !(await verify?.(request))) {
      throw new HttpError(401, WEBHOOK_REFUSED);
    }
  });
}

export const routeAccess = fp(routeAccessPlugin, { name: 'route-access', dependencies: ['@fastify/cookie'] });

/** The admin context: admin routes live here, each one behind the admin check above. */
export async function registerAdminRoutes<O extends object>(
  app: FastifyInstance,
  routes: FastifyPluginAsync<O>,
  opts: O,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate('isAdminContext', true);
    await scope.register(routes, opts);
  });
}
