import { tooManyAttempts } from '@neurobridge/shared/api/admin-auth';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { adminLoginFailures, auditLog } from '../../db/schema/admin';
import { ADMIN_PASSWORD, createAdmin, enableTotp, login, passwordToken } from './admin-auth-testing';
import {
  ADDRESS_WINDOW_MS,
  FREE_FAILURES_PER_CLIENT,
  lockAfter,
  MAX_FAILURES_PER_ADDRESS,
  MAX_LOCK_MS,
  PAIR_MEMORY_MS,
} from './login-limits';
import { totpCode } from './totp';

// Lock-out per (username, client) with a growing delay (docs/product.md#admin-sign-in).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(adminLoginFailures);
});

const A = '192.0.2.10';
const B = '198.51.100.20';
const MINUTE = 60_000;

async function fail(username: string, ip: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await login(t, { username, password: `errada-${i}` }, ip);
    expect(res.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

describe('admin sign-in limits', () => {
  it('the growing delay: 1 minute after 5 failures, doubling, capped at an hour', () => {
    expect([4, 5, 6, 7, 11, 12, 40].map(lockAfter)).toEqual([
      0,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      MAX_LOCK_MS,
      MAX_LOCK_MS,
      MAX_LOCK_MS,
    ]);
    expect(MAX_LOCK_MS).toBe(60 * MINUTE);
  });

  it(`${FREE_FAILURES_PER_CLIENT} failures lock that client for that username, and the right password from another client signs in`, async () => {
    const admin = await createAdmin(t);
    await fail(admin.username, A, FREE_FAILURES_PER_CLIENT);
    const blocked = await login(t, { username: admin.username, password: ADMIN_PASSWORD }, A);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: tooManyAttempts(1) });
    expect(blocked.json().error).toBe('Muitas tentativas deste dispositivo. Tente novamente em 1 minuto.');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.login_failed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toMatchObject({ details: { username: admin.username, reason: 'rate_limited' }, ip: A });
    // The username's case does not open a new count.
    expect((await login(t, { username: admin.username.toUpperCase(), password: 'x' }, A)).statusCode).toBe(429);
    // Today's code locked the username for everyone; now the admin's own client is not locked.
    expect((await login(t, { username: admin.username, password: ADMIN_PASSWORD }, B)).statusCode).toBe(200);
    // Nor is another username from the same client.
    const other = await createAdmin(t);
    expect((await login(t, { username: other.username, password: ADMIN_PASSWORD }, A)).statusCode).toBe(200);
  });

  it('each further failure doubles the wait; refused attempts do not extend it; a success from that client clears it', async () => {
    const admin = await createAdmin(t);
    await fail(admin.username, A, FREE_FAILURES_PER_CLIENT);
    t.clock.advance(MINUTE + 1000);
    await fail(admin.username, A, 1);
    expect((await login(t, { username: admin.username, password: 'x' }, A)).json()).toEqual({
      error: tooManyAttempts(2),
    });
    t.clock.advance(MINUTE);
    // Still locked: the wait counts from the last failure, not from the refused attempts.
    expect((await login(t, { username: admin.username, password: 'x' }, A)).json()).toEqual({
      error: tooManyAttempts(1),
    });
    t.clock.advance(MINUTE + 1000);
    await fail(admin.username, A, 1);
    expect((await login(t, { username: admin.username, password: 'x' }, A)).json()).toEqual({
      error: tooManyAttempts(4),
    });
    t.clock.advance(4 * MINUTE + 1000);
    expect((await login(t, { username: admin.username, password: ADMIN_PASSWORD }, A)).statusCode).toBe(200);
    const left = await t.db.select().from(adminLoginFailures).where(like(adminLoginFailures.key, 'pair:%'));
    expect(left).toHaveLength(0);
    // A fresh start: five more failures before the next wait.
    await fail(admin.username, A, FREE_FAILURES_PER_CLIENT);
  });

  it('the wait never passes an hour, and a day later the pair is forgotten', async () => {
    const admin = await createAdmin(t);
    await fail(admin.username, A, FREE_FAILURES_PER_CLIENT);
    for (let i = 0; i < 8; i += 1) {
      t.clock.advance(MAX_LOCK_MS + 1000);
      await fail(admin.username, A, 1);
    }
    expect((await login(t, { username: admin.username, password: 'x' }, A)).json()).toEqual({
      error: tooManyAttempts(60),
    });
    t.clock.advance(PAIR_MEMORY_MS + 1000);
    await fail(admin.username, A, 1);
    expect(await t.db.select().from(adminLoginFailures).where(like(adminLoginFailures.key, 'pair:%'))).toHaveLength(1);
  });

  it(`${MAX_FAILURES_PER_ADDRESS} failures from client A, whatever the usernames: A waits, the admin signs in from B with password and TOTP`, async () => {
    const admin = await createAdmin(t);
    const { secret } = await enableTotp(t, await passwordToken(t, admin.username));
    // The admin's username first (its own lock starts), then others until the client's limit.
    await fail(admin.username, A, FREE_FAILURES_PER_CLIENT);
    for (let i = FREE_FAILURES_PER_CLIENT; i < MAX_FAILURES_PER_ADDRESS; i += 1) await fail(`tentativa-${i}`, A, 1);
    const fromA = await login(t, { username: admin.username, password: ADMIN_PASSWORD }, A);
    expect(fromA.statusCode).toBe(429);
    expect(fromA.json()).toEqual({ error: tooManyAttempts(ADDRESS_WINDOW_MS / MINUTE) });

    const step1 = await login(t, { username: admin.username, password: ADMIN_PASSWORD }, B);
    expect(step1.json()).toMatchObject({ code_required: true });
    const code = totpCode(secret, new Date(t.clock.now().getTime() + 30_000));
    const signedIn = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code }, B);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ code_required: false, setup_required: false });

    // A is still refused, and told when to try again.
    const still = await login(t, { username: admin.username, password: ADMIN_PASSWORD }, A);
    expect(still.statusCode).toBe(429);
    expect(still.json().error).toMatch(/^Muitas tentativas deste dispositivo\. Tente novamente em \d+ minutos\.$/);
    t.clock.advance(ADDRESS_WINDOW_MS + 1000);
    expect((await login(t, { username: admin.username, password: ADMIN_PASSWORD }, A)).json()).toMatchObject({
      code_required: true,
    });
  });

  it('attempts made at the same moment from one client cannot slip past the limit together', async () => {
    const admin = await createAdmin(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(t, { username: admin.username, password: `errada-${i}` }, A)),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES_PER_CLIENT);
    expect(answers.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
  });

  it('in production too, a locked client does not stop the admin elsewhere', async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const admin = await createAdmin(prod);
      for (let i = 0; i < FREE_FAILURES_PER_CLIENT; i += 1)
        await login(prod, { username: admin.username, password: 'x' }, A);
      expect((await login(prod, { username: admin.username, password: ADMIN_PASSWORD }, A)).statusCode).toBe(429);
      expect((await login(prod, { username: admin.username, password: ADMIN_PASSWORD }, B)).json()).toMatchObject({
        setup_required: true,
      });
    } finally {
      await prod.close();
    }
  });
});
