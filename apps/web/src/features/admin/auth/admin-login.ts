import { adminAuthApi, type AdminLoginBody } from '@neurobridge/shared/api/admin-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_KEY } from '../api/admin-client';

/**
 * The sign-in is public: a 401 here is a wrong password, not a lost session. Once signed in, what
 * was cached about the admin (a 401 from `me` before) is dropped, so the screens ask again.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => callApi(adminAuthApi.login, { body }),
    onSuccess: (answer) => {
      if (!answer.code_required) queryClient.removeQueries({ queryKey: ADMIN_KEY });
    },
  });
}
