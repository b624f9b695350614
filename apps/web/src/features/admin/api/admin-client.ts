import type { Endpoint, ParamsIn, QueryIn, ResponseOf } from '@neurobridge/shared/api/contract';
import {
  apiKey,
  apiPages,
  apiQuery,
  callApi,
  downloadApi,
  type ApiContext,
  type CallInput,
  type FileEndpoint,
  type JsonEndpoint,
  type PagedEndpoint,
} from '../../../lib/api';

/*
 * The admin session (docs/product.md#admin-sign-in): the token lives in an HttpOnly cookie the
 * sign-in sets for /api/admin, which this code never sees; the browser sends it with every admin
 * call. Whether the tab is signed in is what `GET /api/admin/me` answers. Admin calls are the one
 * web client's calls (lib/api.ts) in the admin context: their keys start with 'admin', and a 401
 * ends the tab's admin sign-in.
 */

/** Told to every admin screen of this tab when the sign-in ends (sign-out or a 401). */
export const ADMIN_SIGNED_OUT_EVENT = 'nb-admin-signed-out';

export function announceAdminSignedOut(): void {
  window.dispatchEvent(new Event(ADMIN_SIGNED_OUT_EVENT));
}

/** The admin context: a 401 from an admin route means the sign-in is over, and the admin layout goes to /admin/login. */
export const ADMIN_CONTEXT: ApiContext = { keyPrefix: ['admin'], onUnauthorized: announceAdminSignedOut };

/** The prefix of every admin query: what signing in or out drops. */
export const ADMIN_KEY = ADMIN_CONTEXT.keyPrefix;

type AdminInput<E extends Endpoint> = Omit<CallInput<E>, 'context'>;
const admin = <I>(input: I) => ({ ...input, context: ADMIN_CONTEXT });

/** Calls an admin endpoint (like `callApi`; the cookie goes with it). */
export function adminCall<E extends JsonEndpoint>(e: E, input: AdminInput<E>): Promise<ResponseOf<E>> {
  return callApi(e, admin(input) as CallInput<E>);
}

/** TanStack Query options for a GET admin endpoint; every key starts with 'admin'. */
export function adminQuery<E extends JsonEndpoint & { method: 'GET' }>(e: E, input: Omit<AdminInput<E>, 'signal'>) {
  return apiQuery(e, admin(input) as Omit<CallInput<E>, 'signal'>);
}

/** TanStack infinite-query options for a paged admin list (see `apiPages`). */
export function adminPages<E extends PagedEndpoint>(e: E, input: Omit<AdminInput<E>, 'signal'>) {
  return apiPages(e, admin(input) as Omit<CallInput<E>, 'signal'>);
}

/** The key of an admin answer (`apiKey` after 'admin'); `adminKey(e)` covers every answer of `e`. */
export function adminKey<E extends Endpoint>(e: E, params?: ParamsIn<E>, query?: QueryIn<E>) {
  return [...ADMIN_KEY, ...apiKey(e, params, query)] as const;
}

/**
 * Downloads an admin file (a CSV export) and saves it under the server's file name
 * (docs/product.md#admin): fetched, so a 401 signs the tab out instead of opening an error page.
 */
export function adminDownload<E extends FileEndpoint>(e: E, input: AdminInput<E> & { fallbackName: string }) {
  return downloadApi(e, admin(input) as CallInput<E> & { fallbackName: string });
}
