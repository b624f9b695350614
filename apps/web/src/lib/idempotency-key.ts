import { useCallback, useState } from 'react';

/**
 * A random version-4 UUID for the `Idempotency-Key` header (docs/product.md#idempotency).
 * `crypto.randomUUID` exists only in secure contexts; `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per form or dialog instance: a doubled or retried submission of the same form sends the
 * same key, so the server creates one record. A dialog opened anew is a new instance with a new
 * key; call `renew` after a success when the same form stays on screen for another create.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
