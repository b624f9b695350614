import { ACCOUNT_SUSPENDED } from '@neurobridge/shared/api/errors';
import { authApi, type CurrentUser } from '@neurobridge/shared/api/auth';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

export const userQueryKey = ['session', 'user'] as const;

/** The signed-in user, or null when there is no session (401) or the account is suspended. */
export async function getUser(): Promise<CurrentUser | null> {
  try {
    return await callApi(authApi.me, {});
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    // Suspended: no session to use; the layout shows the notice (docs/product.md#suspension).
    if (err instanceof ApiError && err.code === ACCOUNT_SUSPENDED) return null;
    if (err instanceof ApiError) {
      // The pending state still ends; the message is logged (docs/product.md#sign-in).
      throw new Error(`Failed to fetch user: API responded with HTTP status ${err.status}`);
    }
    throw err;
  }
}

export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getUser,
  staleTime: 5 * 60_000,
  retry: false,
});
