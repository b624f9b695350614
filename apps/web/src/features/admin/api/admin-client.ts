import type { Endpoint, ParamsIn, QueryIn, ResponseOf } from '@neurobridge/shared/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiKey, callApi, urlFor, type CallInput } from '../../../lib/api';
import { ApiError, NetworkError } from '../../../lib/api-client';

/**
 * The admin session (docs/product.md#admin): the bearer token the sign-in returned, kept in this
 * browser's local storage and sent in the Authorization header, never in a URL or a cookie.
 */
const TOKEN_KEY = 'nb-admin-token';
/** Told to every admin screen of this tab when the token is dropped (sign-out or a 401). */
export const ADMIN_SIGNED_OUT_EVENT = 'nb-admin-signed-out';

export const adminToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } finally {
      window.dispatchEvent(new Event(ADMIN_SIGNED_OUT_EVENT));
    }
  },
};

function bearer(): Record<string, string> {
  const token = adminToken.get();
  // No token: the server answers 401 and the call below signs the tab out.
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** A 401 from an admin route: the token is dropped and the admin layout goes to /admin/login. */
function signOutOn401(err: unknown): never {
  if (err instanceof ApiError && err.status === 401) adminToken.clear();
  throw err;
}

/** Calls an admin endpoint with the bearer token (like `callApi`). */
export function adminCall<E extends Endpoint>(e: E, input: CallInput<E>): Promise<ResponseOf<E>> {
  return callApi(e, { ...input, headers: bearer() } as CallInput<E>).catch(signOutOn401);
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
 * Downloads an admin file (a CSV export) with the bearer header and saves it under `filename`
 * (docs/product.md#admin): the token never travels in a URL, so the file is fetched, not opened.
 */
export async function adminDownload<E extends Endpoint & { method: 'GET' }>(
  e: E,
  input: { params?: ParamsIn<E>; query?: QueryIn<E> },
  filename: string,
): Promise<void> {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  let res: Response;
  try {
    res = await fetch(urlFor(e, params, query), {
      headers: bearer(),
      credentials: 'omit',
    });
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
