import type { CurrentUser } from '@neurobridge/shared/api/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { endEveryChildMode } from '../../lib/child-mode';
import { browser } from '../../lib/navigation';
import { getLoginRedirectUrl } from './api/get-redirect-url';
import { userQueryKey, userQueryOptions } from './api/get-user';
import {
  clearDeviceData,
  endServerSession,
  sendBoardUses,
  settleQueue,
  type LogoutOptions,
  type LogoutOutcome,
} from './sign-out';

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

  const logout = useCallback(
    async (options: LogoutOptions = {}): Promise<LogoutOutcome> => {
      // Results still on the device are sent first, or the caller asks the parent
      // (docs/product.md#offline-play).
      const user = queryClient.getQueryData<CurrentUser | null>(userQueryKey);
      if (user) {
        const held = await settleQueue(user.id, options);
        if (held) return held;
        await sendBoardUses(user.id);
      }
      // The local user is cleared first, then the server session is ended (or remembered to end
      // when the connection returns); the device leaves child mode (docs/product.md#child-mode) and
      // forgets the account's data.
      endEveryChildMode();
      queryClient.setQueryData(userQueryKey, null);
      await endServerSession();
      if (user) await clearDeviceData(user.id);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      return { signedOut: true };
    },
    [queryClient],
  );

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
