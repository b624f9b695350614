import type { FastifyRequest } from 'fastify';
import { notFound } from './http-error';
import type { AdminIdentity } from '../modules/auth/admin-token';
import { CHILD_NOT_FOUND, type ChildAccess } from '../modules/children/child-access';
import type { SessionUser } from '../modules/auth/session-service';
import { requestOrigin } from '../modules/audit/audit-log';

/**
 * Who calls a route, built once by `route()` from what plugins/route-access.ts checked and handed
 * to the handler as `actor` (docs/decisions/010-route-access.md): no handler or service rebuilds it.
 */

/** The acting administrator and where from: every admin action is audited (docs/product.md#audit-trail). */
export interface Acting {
  admin: AdminIdentity;
  from: ReturnType<typeof requestOrigin>;
}

/** A signed-in account that may act as a professional (checked on `role: 'professional'` routes). */
export type ProfessionalActor = SessionUser & { isProfessional: true };

/** Whether this account may use the professional's workspace (docs/product.md#professional-workspace). */
export function isProfessionalActor(user: SessionUser): user is ProfessionalActor {
  return user.isProfessional;
}

/** The admin actor of a request the admin check let through. */
export function actingAdmin(request: FastifyRequest): Acting {
  if (!request.admin) throw new Error('actingAdmin: not an admin route');
  return { admin: request.admin, from: requestOrigin(request) };
}

/**
 * The professional's workspace is about access given: a child the caller owns (a parent who is also
 * a professional) is not one of their professional children there, and is answered 404 like a child
 * that does not exist. plugins/child-scope.ts applies it to the route's child on `role:
 * 'professional'` routes; a service that takes the child from the body applies it to that child.
 */
export function professionalChild(access: ChildAccess): ChildAccess {
  if (access.role !== 'professional') throw notFound(CHILD_NOT_FOUND);
  return access;
}
