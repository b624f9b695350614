import { ACCOUNT_SUSPENDED } from '@neurobridge/shared/api/errors';
import { authApi, type CurrentUser } from '@neurobridge/shared/api/auth';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { isOnline } from '../../../lib/offline/online';
import { forgetSignOut, signOutPending } from '../pending-sign-out';
import { logoutRequest } from './logout';

export const userQueryKey = ['session', 'user'] as const;

/**
 * Ends the server session of a sign-out made without a connection; forgotten once the server
 * answers. Offline it waits for the next read.
 */
async function finishSignOut(): Promise<void> {
  if (!isOnline()) return;
  try {
    await logoutRequest();
    forgetSignOut();
  } catch (err) {
    // Unanswered or a server failure: tried again on the next read. Any other answer ended it.
    if (!(err instanceof NetworkError) && !(err instanceof ApiError && err.status >= 500)) forgetSignOut();
  }
}

/**
 * The signed-in user, or null when there is no session (401) or the account is suspended. A device
 * signed out without a connection stays signed out: the server session is ended first
 * (docs/product.md#offline-play).
 */
export async function getUser(): Promise<CurrentUser | null> {
  if (signOutPending()) {
    await finishSignOut();
    return null;
  }
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
