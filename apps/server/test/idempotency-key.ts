import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/**
 * A create whose contract says `idempotency: 'required'` is refused without an `Idempotency-Key`
 * (plugins/idempotency.ts), as the web client mints one per dialog or attempt; a test's call does
 * the same: `headers: keyed({ cookie })` sends a fresh key (a key already in `headers` is kept).
 */
export function keyed<H extends object>(headers: H = {} as H): H & { 'idempotency-key': string } {
  return { 'idempotency-key': randomUUID(), ...headers };
}

/**
 * A caller's `inject` for a module's test calls: `key` sends a fresh Idempotency-Key (a create), and
 * a payload, when given, as JSON.
 */
export function callerOf(t: TestApp, headers: Record<string, string>) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, key = false) =>
    t.app.inject({
      method,
      url,
      headers: key ? keyed(headers) : headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
