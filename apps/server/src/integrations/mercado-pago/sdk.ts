/**
 * The official Mercado Pago SDK, imported on the first call: a server that takes no payment does
 * not keep it in memory (docs/decisions/014-fast-reads.md). `config` holds the SDK's process-wide
 * API root (see gateway.ts).
 */
export interface MercadoPagoSdk {
  sdk: typeof import('mercadopago');
  config: typeof import('mercadopago/dist/utils/config/index.js');
}

let loaded: Promise<MercadoPagoSdk> | undefined;

export function loadMercadoPago(): Promise<MercadoPagoSdk> {
  return (loaded ??= Promise.all([import('mercadopago'), import('mercadopago/dist/utils/config/index.js')]).then(
    ([sdk, config]) => ({ sdk, config }),
  ));
}

/** Points every SDK client at `apiUrl` (a local fake in tests) for the call about to start. */
export function setApiRoot({ config }: MercadoPagoSdk, apiUrl: string): void {
  (config.AppConfig as unknown as { BASE_URL: string }).BASE_URL = apiUrl;
}
