import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSignedInUser } from '../../../test/factories';
import { paid, parentWith } from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pickEncoding } from '../../lib/prepared-response';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  [t, other] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), other.close()]));

function list(app: TestApp, headers: Record<string, string>, query = '') {
  return app.app.inject({ method: 'GET', url: `/api/activities${query}`, headers });
}

describe('the catalogue as prepared bytes (docs/decisions/014-fast-reads.md)', () => {
  it('sends an ETag the browser revalidates; the same tag gets 304 with no body', async () => {
    const { cookie } = await createSignedInUser(t);
    const first = await list(t, { cookie });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('accept-encoding');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    const again = await list(t, { cookie, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list(t, { cookie, 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    expect((await list(t, { cookie, 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('one tier and filter give one answer on every server, so a tag holds behind a load balancer', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(other);
    const [fromA, fromB] = await Promise.all([list(t, { cookie: a.cookie }), list(other, { cookie: b.cookie })]);
    expect(fromA.headers.etag).toBe(fromB.headers.etag);
    expect(fromA.body).toBe(fromB.body);
  });

  it('another tier or filter is another answer with another tag', async () => {
    const free = await createSignedInUser(t);
    const payer = await parentWith(t, paid, 60_000);
    const tags = new Set(
      await Promise.all([
        list(t, { cookie: free.cookie }),
        list(t, { cookie: payer.cookie }),
        list(t, { cookie: free.cookie }, '?category=focus'),
      ]).then((answers) => answers.map((r) => r.headers.etag)),
    );
    expect(tags.size).toBe(3);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compressed with %s when the client accepts it', async (encoding, decode) => {
    const { cookie } = await createSignedInUser(t);
    const plain = await list(t, { cookie });
    const packed = await list(t, { cookie, 'accept-encoding': encoding });
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decode(packed.rawPayload).toString()).toBe(plain.body);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
