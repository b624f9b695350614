import {
  PAYMENTS_MISSING_BOTH,
  PAYMENTS_MISSING_TOKEN,
  PAYMENTS_MISSING_WEBHOOK_SECRET,
} from '@neurobridge/shared/api/admin-payment-settings';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentSettings } from '../../db/schema/billing';
import { createMercadoPagoGateway, type MercadoPagoGateway } from '../../integrations/mercado-pago/gateway';
import { open } from '../../lib/secret-box';
import { createTtlCache } from '../../lib/ttl-cache';

/** The one row of `payment_settings` (docs/product.md#admin-mercado-pago). */
export const PAYMENT_SETTINGS_ID = 1;

// Several servers share one database: each re-reads the stored credentials at most every 5 s, and
// an admin save on this server invalidates at once (docs/product.md#several-servers).
const PROVIDER_CACHE_MS = 5_000;

/** How payments run right now (docs/product.md#paying). */
export type PaymentMode = 'mercado_pago' | 'demo' | 'off';

export interface PaymentProviderState {
  /** Mercado Pago, when an access token AND a webhook secret are available; null otherwise. */
  gateway: MercadoPagoGateway | null;
  /** The secret notifications are signed with: the environment's, else the stored one. */
  webhookSecret: string | undefined;
  mode: PaymentMode;
  /** Why Mercado Pago is not active (pt-BR, for the admin screen); null when it is. */
  reason: string | null;
}

export type PaymentProviderDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'onBackgroundError'>;

/**
 * Which payment provider is in effect (docs/product.md#payment-provider; the environment wins):
 * each credential is the environment's (`MERCADO_PAGO_ACCESS_TOKEN`, `MERCADO_PAGO_WEBHOOK_SECRET`)
 * or, when the environment has none, the one saved on the admin screen. Mercado Pago is active only
 * with both: without a webhook secret every notification is refused, so a parent who paid and
 * closed the page would never be activated. Otherwise the demo runs where the configuration
 * allows it (`config.testPayments`), else nothing can be paid. Read at request time, so a save on
 * the admin screen takes effect without a restart; every payment path asks `current()`, keeping the
 * single activation path (docs/decisions/017-payments-one-activation-path.md).
 */
export function createPaymentProvider({ db, clock, config, secretsKey, onBackgroundError }: PaymentProviderDeps) {
  const env = {
    accessToken: config.mercadoPago?.accessToken,
    webhookSecret: config.mercadoPagoWebhookSecret,
  };
  const unseal = (sealed: string | null): string | undefined => {
    if (!sealed) return undefined;
    try {
      return open(secretsKey, sealed);
    } catch (err) {
      onBackgroundError(err, 'a stored Mercado Pago secret cannot be opened with SECRETS_KEY');
      return undefined;
    }
  };
  // One gateway per token and mode: a new one only when the credentials change.
  let built: { key: string; gateway: MercadoPagoGateway } | undefined;
  const gatewayFor = (accessToken: string, sandbox: boolean): MercadoPagoGateway => {
    const key = `${sandbox}:${accessToken}`;
    if (built?.key !== key) {
      built = {
        key,
        gateway: createMercadoPagoGateway({
          accessToken,
          apiUrl: config.mercadoPagoApiUrl,
          sandbox,
          // Tests answer at once; elsewhere one retry of a failed call (the job retries notifications).
          maxRetries: config.env === 'test' ? 0 : 1,
        }),
      };
    }
    return built.gateway;
  };

  const cache = createTtlCache<PaymentProviderState>({
    ttlMs: PROVIDER_CACHE_MS,
    clock,
    load: async () => {
      const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, PAYMENT_SETTINGS_ID));
      const accessToken = env.accessToken ?? unseal(row?.accessTokenEnc ?? null);
      const webhookSecret = env.webhookSecret ?? unseal(row?.webhookSecretEnc ?? null);
      if (accessToken && webhookSecret) {
        return {
          gateway: gatewayFor(accessToken, row?.sandboxMode ?? false),
          webhookSecret,
          mode: 'mercado_pago',
          reason: null,
        };
      }
      const reason =
        !accessToken && !webhookSecret
          ? PAYMENTS_MISSING_BOTH
          : !accessToken
            ? PAYMENTS_MISSING_TOKEN
            : PAYMENTS_MISSING_WEBHOOK_SECRET;
      return { gateway: null, webhookSecret, mode: config.testPayments ? 'demo' : 'off', reason };
    },
  });

  return {
    /** The whole state: the gateway (or null), the webhook secret, the mode and why. */
    state: (): Promise<PaymentProviderState> => cache.get(),
    /** Mercado Pago's gateway when it is active; null means the demo (if allowed) or nothing. */
    async current(): Promise<MercadoPagoGateway | null> {
      return (await cache.get()).gateway;
    },
    /** Whether the demo's simulated checkout runs now: allowed by the configuration and no provider. */
    async demo(): Promise<boolean> {
      return (await cache.get()).mode === 'demo';
    },
    /** After the admin saved the credentials: this server reads them again at once. */
    invalidate: (): void => cache.invalidate(),
  };
}

export type PaymentProvider = ReturnType<typeof createPaymentProvider>;
