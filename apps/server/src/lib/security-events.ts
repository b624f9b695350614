import { TERMS_REQUIRED } from '@neurobridge/shared/api/errors';
import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/**
 * Why a request was refused, as an operator alerts on it (docs/product.md#security-events):
 * - `session_missing`, `admin_token_missing`, `admin_setup_only`, `webhook_signature`: the
 *   route's declared access (plugins/route-access.ts) was not met;
 * - `child_access`, `owner_only`, `role_required`: the one child check, or the professional role;
 * - `consent_required`: the terms are not accepted;
 * - `cross_site`: plugins/cross-site.ts refused a state-changing call from another site;
 * - `rate_limited`: a rate limit or a quota tripped;
 * - `sign_in_failed`: a public sign-in route refused the credentials (the admin sign-in).
 */
export type SecurityReason =
  | 'session_missing'
  | 'admin_token_missing'
  | 'admin_setup_only'
  | 'webhook_signature'
  | 'child_access'
  | 'owner_only'
  | 'role_required'
  | 'consent_required'
  | 'cross_site'
  | 'rate_limited'
  | 'sign_in_failed';

const REASON = Symbol('securityReason');
type Tagged = Error & { [REASON]?: SecurityReason };

/** Marks an error thrown by an access check, so the error handler logs it as a security event. */
export function asRefusal<E extends Error>(err: E, reason: SecurityReason): E {
  (err as Tagged)[REASON] = reason;
  return err;
}

/**
 * The reason of a refused request, or null for an ordinary error. One place decides: an error
 * tagged where it was thrown (`asRefusal`), else the status on the matched route's declared access:
 * every 401 is the route-access check or a failed sign-in; a 403 on an admin route is the set-up
 * token's; every 429 is a limit.
 */
export function refusalReason(
  err: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
): SecurityReason | null {
  const tagged = (err as Tagged)[REASON];
  if (tagged) return tagged;
  if (err.code === TERMS_REQUIRED) return 'consent_required';
  const status = err.statusCode;
  if (status === 429) return 'rate_limited';
  const access = request.routeOptions.config?.access;
  if (status === 401) {
    if (access === 'user') return 'session_missing';
    if (access === 'admin') return 'admin_token_missing';
    if (access === 'webhook') return 'webhook_signature';
    if (access === 'public') return 'sign_in_failed';
  }
  if (status === 403 && access === 'admin') return 'admin_setup_only';
  return null;
}

/**
 * The client's network, not its address: the last octet of an IPv4 address, or all but the first
 * 48 bits of an IPv6 one, are zeroed. A sweep from one network still stands out, but the line does
 * not single out a person (LGPD Art. 12: an anonymised datum is not personal data). A hash would
 * not do: the 2^32 IPv4 addresses are hashed back in seconds.
 */
export function clientNetwork(ip: string): string | null {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.0/24`;
  if (isIP(ip) !== 6) return null;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
}

/** Refusals since this server started, by reason (each log line carries its running count). */
export type SecurityEventCounts = Partial<Record<SecurityReason, number>>;

/**
 * Logs one structured event at `warn` (seen at the default level of every environment) and counts
 * it. Nothing personal: the route's pattern (never the URL, which may carry a token), the method,
 * the status, the reason, the caller's user or admin id when known, and the client's network.
 */
export function logSecurityEvent(
  request: FastifyRequest,
  counts: SecurityEventCounts,
  reason: SecurityReason,
  status: number,
): void {
  const count = (counts[reason] = (counts[reason] ?? 0) + 1);
  request.log.warn(
    {
      security_event: {
        reason,
        status,
        method: request.method,
        route: request.routeOptions.url ?? null,
        user_id: request.user?.id ?? null,
        admin_id: request.admin?.id ?? null,
        client_network: clientNetwork(request.ip),
        count,
      },
    },
    'security event',
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refusals since this server started, by reason (plugins/errors.ts counts them). */
    securityEvents: SecurityEventCounts;
  }
}
