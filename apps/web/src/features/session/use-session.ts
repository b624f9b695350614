import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { endEveryChildMode } from '../../lib/child-mode';
import { browser } from '../../lib/navigation';
import { getLoginRedirectUrl } from './api/get-redirect-url';
import { userQueryKey, userQueryOptions } from './api/get-user';
import { logoutRequest } from './api/logout';

/**
 * Session state (docs/product.md#sessions): `user` (null until loaded or after logout), `isPending`
 * (true until the first fetch ends, success or failure) and `isFetching`. TanStack Query
 * merges concurrent fetches into one request.
 */
export function useSession() {
  const queryClient = useQueryClient();
  const query = useQuery(userQueryOptions);

  useEffect(() => {
    if (query.error) console.error(query.error.message);
  }, [query.error]);

  const login = useCallback(async () => {
    const url = await getLoginRedirectUrl();
    browser.assign(url);
  }, []);

  const logout = useCallback(async () => {
    // The local user is cleared first, then the server session is ended; the device leaves child
    // mode (docs/product.md#child-mode).
    endEveryChildMode();
    queryClient.setQueryData(userQueryKey, null);
    try {
      await logoutRequest();
    } catch {
      console.error('Failed to logout');
    }
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
  }, [queryClient]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: userQueryKey }), [queryClient]);

  return {
    user: query.data ?? null,
    isPending: query.isPending,
    isFetching: query.isFetching,
    login,
    logout,
    refresh,
  };
}
