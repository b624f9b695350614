import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureManifest, verifyNotificationSignature } from './signature';

const SECRET = 'segredo-do-webhook';
const NOW = new Date('2026-03-10T12:00:00Z');
const nowSeconds = String(NOW.getTime() / 1000);

/** Signs as Mercado Pago documents it, written out here rather than reusing the code under test. */
function sign(secret: string, parts: { id?: string; requestId?: string; ts: string }) {
  const manifest =
    (parts.id ? `id:${parts.id.toLowerCase()};` : '') +
    (parts.requestId ? `request-id:${parts.requestId};` : '') +
    `ts:${parts.ts};`;
  return `ts=${parts.ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

const valid = {
  secret: SECRET,
  signature: sign(SECRET, { id: '123456', requestId: 'req-1', ts: nowSeconds }),
  requestId: 'req-1',
  dataId: '123456',
  now: NOW,
};

describe('verifyNotificationSignature (docs/product.md#payment-webhook)', () => {
  it('accepts a notification signed with the secret, now', () => {
    expect(verifyNotificationSignature(valid)).toBe(true);
  });

  it('accepts the header with spaces and its parts in another order', () => {
    const [ts, v1] = valid.signature.split(',');
    expect(verifyNotificationSignature({ ...valid, signature: ` ${v1}, ${ts} ` })).toBe(true);
  });

  it('refuses a notification without the signature header', () => {
    expect(verifyNotificationSignature({ ...valid, signature: undefined })).toBe(false);
    expect(verifyNotificationSignature({ ...valid, signature: '' })).toBe(false);
  });

  it('refuses a malformed header', () => {
    for (const signature of ['garbage', `ts=${nowSeconds}`, 'v1=abc', `ts=${nowSeconds},v1=zz`]) {
      expect(verifyNotificationSignature({ ...valid, signature }), signature).toBe(false);
    }
  });

  it('refuses a header given twice', () => {
    expect(verifyNotificationSignature({ ...valid, signature: [valid.signature, valid.signature] })).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    const signature = sign('outro-segredo', { id: '123456', requestId: 'req-1', ts: nowSeconds });
    expect(verifyNotificationSignature({ ...valid, signature })).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyNotificationSignature({ ...valid, secret: undefined })).toBe(false);
    expect(verifyNotificationSignature({ ...valid, secret: '' })).toBe(false);
  });

  it('refuses a signature for another payment id or request id', () => {
    expect(verifyNotificationSignature({ ...valid, dataId: '123457' })).toBe(false);
    expect(verifyNotificationSignature({ ...valid, requestId: 'req-2' })).toBe(false);
  });

  it('lowercases an alphanumeric data id before checking it', () => {
    const signature = sign(SECRET, { id: 'abc123', requestId: 'req-1', ts: nowSeconds });
    expect(verifyNotificationSignature({ ...valid, signature, dataId: 'ABC123' })).toBe(true);
    expect(signatureManifest('ABC123', 'r', '1')).toBe('id:abc123;request-id:r;ts:1;');
    expect(signatureManifest('a-B', undefined, '1')).toBe('id:a-B;ts:1;');
  });

  it('refuses a timestamp older than 5 minutes, accepts one just inside', () => {
    const at = (seconds: number) => String(NOW.getTime() / 1000 + seconds);
    const signed = (ts: string) => ({ ...valid, signature: sign(SECRET, { id: '123456', requestId: 'req-1', ts }) });
    expect(verifyNotificationSignature(signed(at(-300)))).toBe(true);
    expect(verifyNotificationSignature(signed(at(-301)))).toBe(false);
    expect(verifyNotificationSignature(signed(at(-3600)))).toBe(false);
  });

  it('refuses a timestamp more than 5 minutes ahead of the clock', () => {
    const at = (seconds: number) => String(NOW.getTime() / 1000 + seconds);
    const signed = (ts: string) => ({ ...valid, signature: sign(SECRET, { id: '123456', requestId: 'req-1', ts }) });
    expect(verifyNotificationSignature(signed(at(300)))).toBe(true);
    expect(verifyNotificationSignature(signed(at(301)))).toBe(false);
  });

  it('reads a timestamp in milliseconds as such', () => {
    const ms = String(NOW.getTime() - 60_000);
    const signature = sign(SECRET, { id: '123456', requestId: 'req-1', ts: ms });
    expect(verifyNotificationSignature({ ...valid, signature })).toBe(true);
    const staleMs = String(NOW.getTime() - 6 * 60_000);
    const stale = sign(SECRET, { id: '123456', requestId: 'req-1', ts: staleMs });
    expect(verifyNotificationSignature({ ...valid, signature: stale })).toBe(false);
  });

  it('a missing request id is left out of the signed text, so it cannot be dropped from a signed one', () => {
    const withoutId = sign(SECRET, { id: '123456', ts: nowSeconds });
    expect(verifyNotificationSignature({ ...valid, signature: withoutId, requestId: undefined })).toBe(true);
    expect(verifyNotificationSignature({ ...valid, requestId: undefined })).toBe(false);
    expect(verifyNotificationSignature({ ...valid, signature: withoutId })).toBe(false);
  });

  it('a data id given twice is refused', () => {
    expect(verifyNotificationSignature({ ...valid, dataId: ['123456', '999'] })).toBe(false);
  });
});
