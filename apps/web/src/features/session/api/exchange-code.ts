import { authApi, NO_CODE_ERROR } from '@neurobridge/shared/api/auth';
import { isSafeReturnTo } from '@neurobridge/shared/api/invitation-acceptance';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { forgetSignOut } from '../pending-sign-out';

// The code is exchanged once per page load; repeat calls get the same promise (docs/product.md#sign-in).
const exchanges = new Map<string, Promise<string | null>>();

/**
 * Resolves to the page the sign-in was started for, when the server kept a safe one (an
 * invitation's, docs/product.md#accepting-an-invitation), else null.
 */
export function exchangeCodeForSession(search: string): Promise<string | null> {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (!code) return Promise.reject(new Error(NO_CODE_ERROR));
  let pending = exchanges.get(code);
  if (!pending) {
    pending = callApi(authApi.createSession, { body: { code, state: params.get('state') ?? undefined } })
      .then((answer) => {
        // A new session: an older sign-out still to tell the server must not end it.
        forgetSignOut();
        return isSafeReturnTo(answer.return_to) ? answer.return_to : null;
      })
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
