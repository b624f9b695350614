import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren } from '../../test/child-factories';
import { contractEndpoints } from '../../test/contract-endpoints';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { idempotencyKeys } from '../db/schema/requests';
import {
  BAD_KEY,
  checkIdempotencyDeclared,
  CREATES_WITHOUT_KEY,
  KEY_REQUIRED,
  KEY_REUSED,
  STILL_RUNNING,
} from './idempotency';

/** A doubled or retried create never makes two rows (docs/product.md#idempotency). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEY = 'b6f0c1de-8a1e-4d55-9f55-0b1a5c1d2e3f';
const HOUR = 60 * 60 * 1000;
/** `key`: the key to send, a fresh one when absent, none at all when null. */
const createChild = (cookie: string, payload: object, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/children',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

describe('Idempotency-Key on a create', () => {
  it('the same request twice makes one child, and the repeat gets the first answer', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const first = await createChild(cookie, { name: 'Lia' }, KEY);
    const again = await createChild(cookie, { name: 'Lia' }, KEY);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countChildren(t.db, user.id)).toBe(1);
  });

  it('two requests at the same moment (a double click) make one child', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const answers = await Promise.all([
      createChild(cookie, { name: 'Duda' }, KEY),
      createChild(cookie, { name: 'Duda' }, KEY),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(await countChildren(t.db, user.id)).toBe(1);
  });

  it('each key is its own request: two keys make two children', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await createChild(cookie, { name: 'Téo' });
    await createChild(cookie, { name: 'Téo' });
    expect(await countChildren(t.db, user.id)).toBe(2);
  });

  it('a create whose contract requires a key is refused without one, in pt-BR, and writes nothing', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await createChild(cookie, { name: 'Téo' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: KEY_REQUIRED });
    expect(await countChildren(t.db, user.id)).toBe(0);
  });

  it('a failed first request frees the key, so the corrected retry runs', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const bad = await createChild(cookie, { name: '' }, KEY);
    expect(bad.statusCode).toBe(400);
    const good = await createChild(cookie, { name: 'Rui' }, KEY);
    expect(good.statusCode).toBe(201);
    expect(await countChildren(t.db, user.id)).toBe(1);
  });

  it('the same key for a different request is refused and writes nothing', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect((await createChild(cookie, { name: 'Ivo' }, KEY)).statusCode).toBe(201);
    const other = await createChild(cookie, { name: 'Outro nome' }, KEY);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: KEY_REUSED });
    expect(await countChildren(t.db, user.id)).toBe(1);
  });

  it("one user's key does not touch another user's request", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    expect((await createChild(a.cookie, { name: 'Ana' }, KEY)).statusCode).toBe(201);
    const res = await createChild(b.cookie, { name: 'Ana' }, KEY);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await countChildren(t.db, b.user.id)).toBe(1);
  });

  it.each(['curta', 'x'.repeat(101), 'com espaço 123', 'ação-ção-123'])('a malformed key %j is a 400', async (key) => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await createChild(cookie, { name: 'Bia' }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: BAD_KEY });
    expect(await countChildren(t.db, user.id)).toBe(0);
  });

  it('keys are kept for a day, then pruned by the hourly housekeeping', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await createChild(cookie, { name: 'Gil' }, KEY);
    const mine = eq(idempotencyKeys.userId, user.id);
    expect(await t.db.select().from(idempotencyKeys).where(mine)).toHaveLength(1);
    t.clock.advance(23 * HOUR);
    await t.app.housekeeping();
    expect(await t.db.select().from(idempotencyKeys).where(mine)).toHaveLength(1);
    t.clock.advance(2 * HOUR);
    await t.app.housekeeping();
    expect(await t.db.select().from(idempotencyKeys).where(mine)).toHaveLength(0);
  });

  it('a claim left for a minute by a stopped server is given up', async () => {
    const other = await createSignedInUser(t);
    await createChild(other.cookie, { name: 'Ada' }, KEY);
    const [answered] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, other.user.id));
    // The same request by another user, claimed by a server that stopped before answering.
    const { user, cookie } = await createSignedInUser(t);
    await t.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, key: KEY, fingerprint: answered!.fingerprint, createdAt: t.clock.now() });
    t.clock.advance(60_000);
    const running = await createChild(cookie, { name: 'Ada' }, KEY);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toEqual({ error: STILL_RUNNING });
    t.clock.advance(1);
    expect((await createChild(cookie, { name: 'Ada' }, KEY)).statusCode).toBe(201);
    expect(await countChildren(t.db, user.id)).toBe(1);
  });
});

describe('Idempotency-Key on the other creates', () => {
  it('an invitation sent twice with one key is stored once', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(cookie, { name: 'Nina' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/professional/invite',
        headers: { cookie, 'idempotency-key': KEY },
        payload: { professional_email: 'fono@example.com', child_ids: [child.json().id] },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const invites = await t.db.query.invitations.findMany({ where: (i, { eq: is }) => is(i.parentUserId, user.id) });
    expect(invites).toHaveLength(1);
  });
});

describe('which routes need a key (decided by the contract, checked at registration)', () => {
  const create = { method: 'POST', url: '/api/things', config: { access: 'user', successStatus: 201 } } as const;

  it('every user create declares idempotency: required, or is on the commented allow-list', () => {
    expect(() => checkIdempotencyDeclared(create)).toThrow(/declares idempotency: 'required'/);
    expect(() =>
      checkIdempotencyDeclared({ ...create, config: { ...create.config, idempotency: 'required' } }),
    ).not.toThrow();
    expect(() => checkIdempotencyDeclared({ ...create, url: '/api/chat/session' })).not.toThrow();
    // Not a create: an action answering 200, or a create by an administrator.
    expect(() => checkIdempotencyDeclared({ ...create, config: { access: 'user', successStatus: 200 } })).not.toThrow();
    expect(() =>
      checkIdempotencyDeclared({ ...create, config: { access: 'admin', successStatus: 201 } }),
    ).not.toThrow();
  });

  it.each([
    ['a GET', { method: 'GET', config: { access: 'user' } }],
    ['an admin GET', { method: 'GET', config: { access: 'admin' } }],
    ['a public POST', { method: 'POST', config: { access: 'public' } }],
  ] as const)('refuses idempotency: required on %s', (_label, route) => {
    expect(() =>
      checkIdempotencyDeclared({
        url: '/api/x',
        method: route.method,
        config: { ...route.config, idempotency: 'required' },
      }),
    ).toThrow(/only a user or an admin POST/);
  });

  it('an admin POST may require a key', () => {
    expect(() =>
      checkIdempotencyDeclared({ url: '/api/x', method: 'POST', config: { access: 'admin', idempotency: 'required' } }),
    ).not.toThrow();
  });

  it("the app's contracts pass it, and the allow-list names only real creates", async () => {
    const endpoints = await contractEndpoints();
    for (const e of endpoints) {
      const route = { method: e.method, url: e.path, config: { ...e, successStatus: e.status } };
      expect(() => checkIdempotencyDeclared(route), `${e.method} ${e.path}`).not.toThrow();
    }
    const creates = endpoints.filter((e) => e.access === 'user' && e.method === 'POST' && e.status === 201);
    expect([...CREATES_WITHOUT_KEY].every((key) => creates.some((e) => `${e.method} ${e.path}` === key))).toBe(true);
  });
});
