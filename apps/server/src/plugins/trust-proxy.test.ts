import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { termsAcceptances } from '../db/schema/users';

/**
 * X-Forwarded-For is believed only from the proxies the operator names (TRUST_PROXY): an outside
 * probe chose the IP stored with a consent, and walked past the sign-in rate limit, by sending
 * the header itself.
 */
async function storedIp(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/terms/accept',
    remoteAddress,
    headers: { cookie, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { terms_version: '1.0' },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
  return row!.ipAddress;
}

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the peer address is stored, whatever X-Forwarded-For says', async () => {
    expect(await storedIp(t, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });
});

describe('TRUST_PROXY with the proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' });
  });
  afterAll(() => t.close());

  it('a named proxy gives the client address it saw', async () => {
    expect(await storedIp(t, '10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
    expect(await storedIp(t, '10.1.3.4', '198.51.100.2')).toBe('198.51.100.2');
  });

  it('a client that reaches the server directly cannot choose its address', async () => {
    expect(await storedIp(t, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('an address a client put before the proxy is not believed', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(await storedIp(t, '10.0.0.5', '1.2.3.4, 198.51.100.3')).toBe('198.51.100.3');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('one hop: the address the load balancer appended, never one the client wrote', async () => {
    expect(await storedIp(t, '10.9.9.9', '1.2.3.4, 198.51.100.4')).toBe('198.51.100.4');
    expect(await storedIp(t, '10.9.9.9', '198.51.100.5')).toBe('198.51.100.5');
  });

  it('the sign-in rate limit counts the real client, not the address it claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/oauth/google/redirect_url',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `1.2.3.${i}, 198.51.100.9` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
