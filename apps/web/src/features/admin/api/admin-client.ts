import type { Endpoint, ParamsIn, QueryIn, ResponseOf } from '@neurobridge/shared/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiKey, callApi, urlFor, type CallInput } from '../../../lib/api';
import { ApiError, NetworkError } from '../../../lib/api-client';

/*
 * The admin session (docs/product.md#admin-sign-in): the token lives in an HttpOnly cookie the
 * sign-in sets for /api/admin, which this code never sees; the browser sends it with every admin
 * call. Whether the tab is signed in is what `GET /api/admin/me` answers.
 */

/** Told to every admin screen of this tab when the sign-in ends (sign-out or a 401). */
export const ADMIN_SIGNED_OUT_EVENT = 'nb-admin-signed-out';

export function announceAdminSignedOut(): void {
  window.dispatchEvent(new Event(ADMIN_SIGNED_OUT_EVENT));
}

/** A 401 from an admin route: the sign-in is over, and the admin layout goes to /admin/login. */
function signOutOn401(err: unknown): never {
  if (err instanceof ApiError && err.status === 401) announceAdminSignedOut();
  throw err;
}

/** Calls an admin endpoint (like `callApi`; the cookie goes with it). */
export function adminCall<E extends Endpoint>(e: E, input: CallInput<E>): Promise<ResponseOf<E>> {
  return callApi(e, input).catch(signOutOn401);
}

/** TanStack Query options for a GET admin endpoint; every key starts with 'admin'. */
export function adminQuery<E extends Endpoint & { method: 'GET' }>(e: E, input: Omit<CallInput<E>, 'signal'>) {
  const { params, query } = input as { params?: ParamsIn<E>; query?: QueryIn<E> };
  return queryOptions({
    queryKey: ['admin', ...apiKey(e, params, query)] as const,
    queryFn: ({ signal }) => adminCall(e, { ...input, signal } as CallInput<E>),
  });
}

/**
 * Downloads an admin file (a CSV export) with the admin cookie and saves it under `filename`
 * (docs/product.md#admin): fetched, so a 401 signs the tab out instead of opening an error page.
 */
export async function adminDownload<E extends Endpoint & { method: 'GET' }>(
  e: E,
  input: { params?: ParamsIn<E>; query?: QueryIn<E> },
  filename: string,
): Promise<void> {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  let res: Response;
  try {
    res = await fetch(urlFor(e, params, query), { credentials: 'same-origin' });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    let message: string | undefined;
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // not JSON
    }
    signOutOn401(new ApiError(res.status, message));
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Let the browser start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
