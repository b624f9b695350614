import { randomUUID } from 'node:crypto';

/**
 * A create whose contract says `idempotency: 'required'` is refused without an `Idempotency-Key`
 * (plugins/idempotency.ts), as the web client mints one per dialog or attempt; a test's call does
 * the same: `headers: keyed({ cookie })` sends a fresh key (a key already in `headers` is kept).
 */
export function keyed<H extends object>(headers: H = {} as H): H & { 'idempotency-key': string } {
  return { 'idempotency-key': randomUUID(), ...headers };
}
