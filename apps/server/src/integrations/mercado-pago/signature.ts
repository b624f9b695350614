import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a notification's `ts` may be from the app clock, either way (docs/product.md#payment-webhook). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface SignedNotification {
  /** MERCADO_PAGO_WEBHOOK_SECRET; without it nothing is accepted. */
  secret: string | undefined;
  /** The `x-signature` header: `ts=<ts>,v1=<hex>`. */
  signature: unknown;
  /** The `x-request-id` header. */
  requestId: unknown;
  /** The query's `data.id`. */
  dataId: unknown;
  now: Date;
}

const single = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A header or query value given more than once: which one was signed is unclear. */
const isRepeated = (value: unknown) => value !== undefined && typeof value !== 'string';

/** `ts=…,v1=…` into its parts; unknown keys are ignored. */
function parseSignature(header: string): { ts?: string; v1?: string } {
  const parts: { ts?: string; v1?: string } = {};
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (key === 'ts' || key === 'v1') parts[key] = value;
  }
  return parts;
}

/**
 * The text Mercado Pago signs: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, leaving out a
 * part whose value is absent; an alphanumeric data id is lowercased first.
 */
export function signatureManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** `ts` in seconds, or in milliseconds when it is that large. */
function timestampMs(ts: string): number | null {
  if (!/^\d{1,16}$/.test(ts)) return null;
  const n = Number(ts);
  return n > 1e11 ? n : n * 1000;
}

/**
 * Whether a notification was signed by Mercado Pago with our secret, recently
 * (docs/product.md#payment-webhook). A header given twice (an array) is refused.
 */
export function verifyNotificationSignature(input: SignedNotification): boolean {
  const secret = input.secret;
  const header = single(input.signature);
  if (!secret || !header) return false;
  const { ts, v1 } = parseSignature(header);
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const at = timestampMs(ts);
  if (at === null || Math.abs(input.now.getTime() - at) > SIGNATURE_TOLERANCE_MS) return false;
  if (isRepeated(input.requestId) || isRepeated(input.dataId)) return false;
  const manifest = signatureManifest(single(input.dataId), single(input.requestId), ts);
  const expected = createHmac('sha256', secret).update(manifest).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
