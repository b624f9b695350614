import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export function logoutRequest(): Promise<unknown> {
  return apiFetch(api.logout, { method: 'POST' });
}
