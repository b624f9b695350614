import { adminAuthApi } from '@neurobridge/shared/api/admin-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_SIGNED_OUT_EVENT, adminCall, adminQuery, adminToken } from '../api/admin-client';

/** The signed-in admin: name and second factor (docs/product.md#admin-sign-in). */
export const adminMeQuery = adminQuery(adminAuthApi.me, {});

export function useAdminMe(enabled = true) {
  return useQuery({ ...adminMeQuery, staleTime: 60_000, enabled });
}

/**
 * Whether this tab holds an admin token, kept current: a sign-out, a 401 anywhere (the client
 * drops the token) or another tab signing out turns it false. Cached admin answers go with it.
 */
export function useAdminToken(): boolean {
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => adminToken.get() !== null);
  useEffect(() => {
    const check = () => {
      const has = adminToken.get() !== null;
      if (!has) queryClient.removeQueries({ queryKey: ['admin'] });
      setSignedIn(has);
    };
    window.addEventListener(ADMIN_SIGNED_OUT_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(ADMIN_SIGNED_OUT_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, [queryClient]);
  return signedIn;
}

/** Revokes the token on the server; the tab drops it even when that call fails. */
export function useAdminSignOut() {
  return useMutation({
    mutationFn: () => adminCall(adminAuthApi.logout, {}),
    onSettled: () => adminToken.clear(),
  });
}
