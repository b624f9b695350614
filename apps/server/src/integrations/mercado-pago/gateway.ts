import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import { loadMercadoPago, setApiRoot, type MercadoPagoSdk } from './sdk';

/** A payment as Mercado Pago describes it: the fields the product reads (docs/product.md#paying). */
export interface ProviderPayment {
  id: string;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  date_approved?: string | null;
}

export interface PreferenceInput {
  body: PreferenceRequest;
  /** Sent as X-Idempotency-Key: a retried checkout makes one preference. */
  idempotencyKey: string;
}

/** What the product asks of Mercado Pago, so tests can point it at a local fake. */
export interface MercadoPagoGateway {
  createPreference(input: PreferenceInput): Promise<{ id: string; init_point: string }>;
  /** Null when Mercado Pago does not know the payment (404). */
  getPayment(id: string): Promise<ProviderPayment | null>;
  refund(paymentId: string, idempotencyKey: string): Promise<{ id: string }>;
}

/** Mercado Pago could not be reached or refused the call; the message names no secret. */
export class ProviderError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly kind: string,
  ) {
    super(`Mercado Pago ${operation} failed: ${kind}${status === null ? '' : ` ${status}`}`);
  }
}

export interface GatewayOptions {
  accessToken: string;
  apiUrl: string;
  /** The SDK retries 429/5xx itself with growing pauses; tests set 0. */
  maxRetries: number;
  /** Sandbox mode (docs/product.md#admin-mercado-pago): the buyer is sent to the sandbox checkout. */
  sandbox?: boolean;
}

const statusOf = (err: unknown): number | null => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};

/**
 * The official SDK behind the gateway. Two traps:
 * - it has no base-URL option: every client reads the static, process-wide `AppConfig.BASE_URL`
 *   when a call starts (synchronously), so it is set to the configured root (a local fake in
 *   tests) right before each call: two apps in one process (tests) each reach their own.
 * - a client merges each call's `requestOptions` into its config's options for good, so a shared
 *   config would send one checkout's idempotency key with the next call: each call gets its own.
 */
export function createMercadoPagoGateway(opts: GatewayOptions): MercadoPagoGateway {
  const sdkConfig = (mp: MercadoPagoSdk) => {
    setApiRoot(mp, opts.apiUrl);
    return new mp.sdk.MercadoPagoConfig({
      accessToken: opts.accessToken,
      options: { timeout: 5000, maxRetries: opts.maxRetries },
    });
  };

  async function call<T>(operation: string, run: (mp: MercadoPagoSdk) => Promise<T>): Promise<T> {
    const loaded = await loadMercadoPago();
    try {
      return await run(loaded);
    } catch (err) {
      throw new ProviderError(operation, statusOf(err), err instanceof Error ? err.constructor.name : typeof err);
    }
  }

  return {
    async createPreference({ body, idempotencyKey }) {
      const created = await call('preference', (mp) =>
        new mp.sdk.Preference(sdkConfig(mp)).create({ body, requestOptions: { idempotencyKey } }),
      );
      const initPoint = (opts.sandbox && created.sandbox_init_point) || created.init_point;
      if (!created.id || !initPoint) throw new ProviderError('preference', null, 'IncompleteAnswer');
      return { id: created.id, init_point: initPoint };
    },

    async getPayment(id) {
      let found;
      try {
        found = await call('payment', (mp) => new mp.sdk.Payment(sdkConfig(mp)).get({ id }));
      } catch (err) {
        if (err instanceof ProviderError && err.status === 404) return null;
        throw err;
      }
      if (found.id === undefined || !found.status) throw new ProviderError('payment', null, 'IncompleteAnswer');
      return {
        id: String(found.id),
        status: found.status,
        transaction_amount: Number(found.transaction_amount),
        currency_id: found.currency_id ?? '',
        external_reference: found.external_reference ?? null,
        date_approved: found.date_approved ?? null,
      };
    },

    async refund(paymentId, idempotencyKey) {
      const refund = await call('refund', (mp) =>
        new mp.sdk.PaymentRefund(sdkConfig(mp)).create({
          payment_id: paymentId,
          body: {},
          requestOptions: { idempotencyKey },
        }),
      );
      if (refund.id === undefined) throw new ProviderError('refund', null, 'IncompleteAnswer');
      return { id: String(refund.id) };
    },
  };
}
