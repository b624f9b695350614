import { ApiError, NetworkError } from '../../lib/api-client';
import { fmt } from '../../locales/pt-BR/messages';
import { subscriptionMessages } from './messages';

/**
 * The server's own text for a failed call. Payments show it whatever the status: the provider's
 * outage (502) is a text written for people, as is the server's generic 500.
 */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

/** docs/product.md#subscription-page: the failure of "Assinar {name}". */
export function upgradeErrorText(err: unknown): string {
  const t = subscriptionMessages.plans;
  if (err instanceof NetworkError) return t.networkError;
  const message = serverMessage(err);
  return message ? fmt(t.error, { error: message }) : t.errorFallback;
}
