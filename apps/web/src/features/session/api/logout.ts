import { authApi } from '@neurobridge/shared/api/auth';
import { callApi } from '../../../lib/api';

export function logoutRequest(): Promise<unknown> {
  return callApi(authApi.logout, {});
}
