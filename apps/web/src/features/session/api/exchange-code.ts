import { NO_CODE_ERROR } from '@neurobridge/shared/api/auth';
import { api } from '../../../config/paths';
import { ApiError, apiFetch } from '../../../lib/api-client';

// Spec part 1 §4: the code is exchanged once per page load; repeat calls get the same promise.
const exchanges = new Map<string, Promise<void>>();

export function exchangeCodeForSession(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (!code) return Promise.reject(new Error(NO_CODE_ERROR));
  let pending = exchanges.get(code);
  if (!pending) {
    pending = apiFetch<unknown>(api.sessions, {
      method: 'POST',
      body: { code, state: params.get('state') ?? undefined },
    })
      .then(() => undefined)
      .catch((err) => {
        if (err instanceof ApiError) {
          throw new Error(`Failed to exchange code for session token: API responded with HTTP status ${err.status}`);
        }
        throw err;
      });
    exchanges.set(code, pending);
  }
  return pending;
}
