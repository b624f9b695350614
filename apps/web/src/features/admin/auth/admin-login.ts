import { adminAuthApi, type AdminLoginBody } from '@neurobridge/shared/api/admin-auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The sign-in is public: no bearer, and a 401 here is a wrong password, not a lost session. */
export function useAdminLogin() {
  return useMutation({ mutationFn: (body: AdminLoginBody) => callApi(adminAuthApi.login, { body }) });
}
