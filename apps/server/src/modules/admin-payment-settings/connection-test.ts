import { CONNECTION_TIMEOUT_SECONDS } from '@neurobridge/shared/api/admin-payment-settings';
import { loadMercadoPago, setApiRoot } from '../../integrations/mercado-pago/sdk';

/** What the test learned: the token works, Mercado Pago refused it, or Mercado Pago could not be reached. */
export type ConnectionOutcome = 'ok' | 'refused' | 'unreachable';

const TIMED_OUT = Symbol('timed out');

/**
 * Whether Mercado Pago accepts this access token: `GET /users/me` through the official SDK, the
 * cheapest authenticated call (docs/product.md#admin-mercado-pago). The SDK reads its API root
 * from a process-wide static, set right before the call as the gateway does
 * (integrations/mercado-pago/gateway.ts). No answer within `timeoutMs` (10 s), no network or a
 * server error is `unreachable`, never blamed on the credentials; only an answer refusing the token
 * (4xx) is `refused`. Never throws; the token is never logged.
 */
export async function checkAccessToken({
  accessToken,
  apiUrl,
  timeoutMs = CONNECTION_TIMEOUT_SECONDS * 1000,
}: {
  accessToken: string;
  apiUrl: string;
  timeoutMs?: number;
}): Promise<ConnectionOutcome> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const mp = await loadMercadoPago();
    // The wait starts with the call, not with loading the SDK.
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    setApiRoot(mp, apiUrl);
    const client = new mp.sdk.MercadoPagoConfig({ accessToken, options: { timeout: timeoutMs, maxRetries: 0 } });
    const me = await Promise.race([new mp.sdk.User(client).get(), deadline]);
    if (me === TIMED_OUT) return 'unreachable';
    return me.id !== undefined && me.id !== null ? 'ok' : 'refused';
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    return typeof status === 'number' && status >= 400 && status < 500 ? 'refused' : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
