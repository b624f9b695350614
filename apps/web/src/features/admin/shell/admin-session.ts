import { adminAuthApi } from '@neurobridge/shared/api/admin-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ADMIN_KEY, ADMIN_SIGNED_OUT_EVENT, adminCall, adminQuery, announceAdminSignedOut } from '../api/admin-client';

/** The signed-in admin: name and second factor (docs/product.md#admin-sign-in). */
export const adminMeQuery = adminQuery(adminAuthApi.me, {});

export function useAdminMe(enabled = true) {
  return useQuery({ ...adminMeQuery, staleTime: 60_000, enabled });
}

/**
 * Whether this tab is signed in to the administration. The token is in an HttpOnly cookie this
 * code cannot read, so the server says: `me` answers (signed in), is still on its way (pending) or
 * answers 401 (signed out). A sign-out or a 401 anywhere ends it at once, and the cached admin
 * answers go with it.
 */
export function useAdminSignedIn(): 'pending' | 'in' | 'out' {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const me = useAdminMe(!ended);
  useEffect(() => {
    const end = () => {
      setEnded(true);
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
    };
    window.addEventListener(ADMIN_SIGNED_OUT_EVENT, end);
    return () => window.removeEventListener(ADMIN_SIGNED_OUT_EVENT, end);
  }, [queryClient]);
  if (ended || (me.error instanceof ApiError && me.error.status === 401)) return 'out';
  return me.isPending ? 'pending' : 'in';
}

/**
 * Revokes the token on the server, which clears the cookie. Only the server can end the sign-in
 * (the tab cannot drop an HttpOnly cookie), so a failed call leaves the tab signed in and says so.
 */
export function useAdminSignOut() {
  return useMutation({
    mutationFn: () => adminCall(adminAuthApi.logout, {}),
    onSuccess: () => announceAdminSignedOut(),
  });
}
