import { api } from '../../../config/paths';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** Asks the server for the provider URL; the browser then navigates to it (spec part 1 §4). */
export async function getLoginRedirectUrl(): Promise<string> {
  try {
    const { redirectUrl } = await apiFetch<{ redirectUrl: string }>(api.redirectUrl);
    return redirectUrl;
  } catch (err) {
    if (err instanceof ApiError) {
      throw new Error(`Failed to get login redirect URL: API responded with HTTP status ${err.status}`);
    }
    throw err;
  }
}
