import { authApi } from '@neurobridge/shared/api/auth';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

/** Asks the server for the provider URL; the browser then navigates to it (docs/product.md#sign-in). */
export async function getLoginRedirectUrl(): Promise<string> {
  try {
    const { redirectUrl } = await callApi(authApi.redirectUrl, {});
    return redirectUrl;
  } catch (err) {
    if (err instanceof ApiError) {
      throw new Error(`Failed to get login redirect URL: API responded with HTTP status ${err.status}`);
    }
    throw err;
  }
}
