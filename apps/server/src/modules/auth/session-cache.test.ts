import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgress } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { activities } from '../../db/schema/activities';
import { subscriptions } from '../../db/schema/billing';
import { users, userSessions } from '../../db/schema/users';
import { createSessionCache, type CachedSession } from './session-cache';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database, with its own cache.
  other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: App, cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
const sub = (app: App, cookie: string) => app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie } });
const bothSynced = () => Promise.all([t.app.syncSessionChanges(), other.syncSessionChanges()]);

describe('the session cache, across servers (docs/decisions/015-session-cache.md)', () => {
  it('a known session costs no query; a sign-out on one server ends it on the other', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await me(other, cookie)).statusCode).toBe(200);
    t.queries.length = 0;
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect(t.queries).toEqual([]);

    const out = await other.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(other, cookie)).statusCode).toBe(401);
    await bothSynced();
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('a suspension written straight to the database ends every cached session', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await me(t.app, cookie);
    await me(other, cookie);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await bothSynced();
    // Refused on both servers with the notice (docs/product.md#suspension).
    expect((await me(t.app, cookie)).statusCode).toBe(403);
    expect((await me(other, cookie)).statusCode).toBe(403);
  });

  it('a subscription written on another server shows on the next request', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect((await sub(t.app, cookie)).json()).toBeNull();
    expect((await sub(other, cookie)).json()).toBeNull();
    // This server's own write shows at once, without waiting for the notice.
    const started = await other.inject({
      method: 'POST',
      url: '/api/subscription/start-trial',
      headers: keyed({ cookie }),
    });
    expect(started.statusCode).toBe(200);
    expect((await sub(other, cookie)).json()).toMatchObject({ status: 'trial' });
    await bothSynced();
    expect((await sub(t.app, cookie)).json()).toMatchObject({ status: 'trial' });

    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.parentUserId, user.id));
    await bothSynced();
    expect((await sub(t.app, cookie)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('a deleted session row is refused at once', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await me(t.app, cookie);
    await t.db.delete(userSessions).where(eq(userSessions.userId, user.id));
    await t.app.syncSessionChanges();
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it("a parent's kept reads follow their data, whoever writes it", async () => {
    const { cookie } = await createSignedInUser(t);
    const get = async (app: App, url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();
    expect(await get(t.app, '/api/children')).toEqual([]);
    expect(await get(other, '/api/children')).toEqual([]);
    const created = await other.inject({
      method: 'POST',
      url: '/api/children',
      headers: keyed({ cookie }),
      payload: { name: 'Bia' },
    });
    expect(created.statusCode).toBe(201);
    expect(await get(other, '/api/children')).toHaveLength(1);
    await bothSynced();
    expect(await get(t.app, '/api/children')).toHaveLength(1);

    expect((await get(t.app, '/api/dashboard/stats')).completedThisWeek).toBe(0);
    expect((await get(other, '/api/dashboard/stats')).completedThisWeek).toBe(0);
    // A save is announced once it has committed, before it is acknowledged (decision 016).
    const [free] = await t.db.select().from(activities).where(eq(activities.isPremium, false)).limit(1);
    const saved = await other.inject({
      method: 'POST',
      url: `/api/children/${created.json().id}/progress`,
      headers: keyed({ cookie }),
      payload: { activity_id: free!.id, score: 80, time_spent: 2 },
    });
    expect(saved.statusCode).toBe(201);
    expect((await get(other, '/api/dashboard/stats')).completedThisWeek).toBe(1);
    await bothSynced();
    expect((await get(t.app, '/api/dashboard/stats')).completedThisWeek).toBe(1);

    // A progress row written straight to the database is not announced: kept reads expire
    // within a minute.
    await createProgress(t.db, created.json().id, { completionDate: t.clock.now() });
    await bothSynced();
    expect((await get(t.app, '/api/dashboard/stats')).completedThisWeek).toBe(1);
    t.clock.advance(60_000);
    expect((await get(t.app, '/api/dashboard/stats')).completedThisWeek).toBe(2);

    // The parent's own child is checked from the kept list: a removal on the other server reaches
    // this one, and the child is gone here too.
    const childId = created.json().id as number;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/children/${childId}/progress`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const removed = await other.inject({ method: 'DELETE', url: `/api/children/${childId}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    await bothSynced();
    const after = await t.app.inject({ method: 'GET', url: `/api/children/${childId}/progress`, headers: { cookie } });
    expect(after.statusCode).toBe(404);
  });

  it('the idle limit holds for a cached session too', async () => {
    const { cookie } = await createSignedInUser(t);
    await me(t.app, cookie);
    t.clock.advance(t.config.sessionIdleMs + 1);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });
});

describe('createSessionCache', () => {
  const session = (userId: number): CachedSession => ({
    user: { id: userId } as CachedSession['user'],
    sessionId: 1,
    lastSeenAt: 0,
    expiresAt: 1e15,
  });

  it('serves nothing until it listens, and drops everything when listening stops', () => {
    const cache = createSessionCache();
    cache.keep('h', session(1), cache.generation(), 0);
    expect(cache.get('h', 0)).toBeUndefined();
    cache.handlers.onUp();
    cache.keep('h', session(1), cache.generation(), 0);
    expect(cache.get('h', 0)).toBeDefined();
    cache.handlers.onDown();
    cache.handlers.onUp();
    expect(cache.get('h', 0)).toBeUndefined();
  });

  it('does not keep a lookup that a change overtook', () => {
    const cache = createSessionCache();
    cache.handlers.onUp();
    const seen = cache.generation();
    cache.handlers.onMessage('1');
    cache.keep('h', session(1), seen, 0);
    expect(cache.get('h', 0)).toBeUndefined();
  });

  it("a progress notice drops the user's reads that count progress, and keeps the others and the session", async () => {
    const cache = createSessionCache();
    cache.handlers.onUp();
    cache.keep('a', session(1), cache.generation(), 0);
    await cache.memo(1, 'children', 0, async () => ['Lia']);
    await cache.memo(1, 'dashboard|2026-11-22|0', 0, async () => ({ completed: 1 }));
    expect(cache.peek(1, 'dashboard|2026-11-22|0', 0)).toBeDefined();
    cache.handlers.onMessage('progress:1');
    expect(cache.peek(1, 'dashboard|2026-11-22|0', 0)).toBeUndefined();
    expect(await cache.peek(1, 'children', 0)).toEqual(['Lia']);
    expect(cache.get('a', 0)).toBeDefined();
    cache.handlers.onMessage('reads:1');
    expect(cache.peek(1, 'children', 0)).toBeUndefined();
  });

  it("a notice drops only that user's sessions; an entry lives at most a minute", () => {
    const cache = createSessionCache();
    cache.handlers.onUp();
    cache.keep('a', session(1), cache.generation(), 0);
    cache.keep('b', session(2), cache.generation(), 0);
    cache.handlers.onMessage('1');
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 59_999)).toBeDefined();
    expect(cache.get('b', 60_000)).toBeUndefined();
  });
});
