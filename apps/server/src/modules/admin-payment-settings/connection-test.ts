import { loadMercadoPago, setApiRoot } from '../../integrations/mercado-pago/sdk';

/**
 * Whether Mercado Pago accepts this access token: `GET /users/me` through the official SDK, the
 * cheapest authenticated call (docs/product.md#admin-mercado-pago). The SDK reads its API root
 * from a process-wide static, set right before the call as the gateway does
 * (integrations/mercado-pago/gateway.ts). Never throws; the token is never logged.
 */
export async function checkAccessToken({ accessToken, apiUrl }: { accessToken: string; apiUrl: string }) {
  try {
    const mp = await loadMercadoPago();
    setApiRoot(mp, apiUrl);
    const client = new mp.sdk.MercadoPagoConfig({ accessToken, options: { timeout: 5000, maxRetries: 0 } });
    const me = await new mp.sdk.User(client).get();
    return me.id !== undefined && me.id !== null;
  } catch {
    return false;
  }
}
