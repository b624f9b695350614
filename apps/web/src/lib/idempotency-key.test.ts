import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

afterEach(() => vi.unstubAllGlobals());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a new version-4 UUID each time, within the 8–100 [A-Za-z0-9_-] the server takes', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(UUID);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(b).not.toBe(a);
  });

  it('works without crypto.randomUUID (a page served over plain HTTP)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (b: Uint8Array) => real.getRandomValues(b) });
    expect(newIdempotencyKey()).toMatch(UUID);
  });
});
