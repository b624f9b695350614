import type { Endpoint } from '@neurobridge/shared/api/contract';
import { starsApi } from '@neurobridge/shared/api/stars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHILD_NOT_FOUND, OWNER_ONLY } from '../children/child-access';
import { ledgerRows, requestRows, rewardRows, SAMPLE_REWARD, shopWorld, starsCalls } from './stars-testing';

/**
 * Every stars and shop route by each kind of caller (docs/product.md#child-access): the owner may
 * do everything; a professional with active access may read the stars and the shop, not manage the
 * shop, ask for a reward or answer a request (403); anyone else learns nothing (404), and an admin
 * bearer is no parent session (401). Nothing is written by a refused call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];
const CHILD_ROUTES = (Object.values(starsApi) as Endpoint[]).filter((e) => e.child);

function expected(e: Endpoint, who: Who): number {
  if (who === 'anonymous' || who === 'admin') return 401;
  if (who === 'owner') return e.status;
  if (who === 'proWithAccess') return e.child === 'manage' ? 403 : e.status;
  return 404;
}

const BODIES = new Map<Endpoint, object>([
  [starsApi.addReward, SAMPLE_REWARD],
  [starsApi.updateReward, { price: 9 }],
]);

/** Lia with 10 stars, a reward with a waiting request and one without (the one asked for). */
async function world(who: Who) {
  const { child, ...users } = await createChildWorld(t);
  const { reward: asked, free, request } = await shopWorld(t, child.id);
  const headers: Record<string, string> =
    who === 'admin'
      ? { cookie: `nb_admin=${await createAdminToken(t)}` }
      : who === 'anonymous'
        ? {}
        : { cookie: users[who].cookie };
  return { child, asked, free, request, headers };
}

const written = async (childId: number) => ({
  rewards: await rewardRows(t, childId),
  requests: await requestRows(t, childId),
  ledger: await ledgerRows(t, childId),
});

describe.each(CHILD_ROUTES.map((e) => [`${e.method} ${e.path} (${e.child})`, e] as const))('%s', (_name, e) => {
  it.each(WHO)('%s', async (who) => {
    const { child, asked, free, request, headers } = await world(who);
    const before = await written(child.id);
    const body = BODIES.get(e);
    const res = await t.app.inject({
      method: e.method,
      url: e.path
        .replace(':id', String(child.id))
        .replace(':rewardId', String(e === starsApi.requestReward ? free.id : asked.id))
        .replace(':requestId', String(request.id)),
      headers: e.idempotency ? keyed(headers) : headers,
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected(e, who));
    const error = { 401: 'Faça login para continuar.', 403: OWNER_ONLY, 404: CHILD_NOT_FOUND }[res.statusCode];
    if (error) expect(res.json()).toEqual({ error });
    if (res.statusCode >= 300 || e.method === 'GET') expect(await written(child.id)).toEqual(before);
    else expect(await written(child.id)).not.toEqual(before);
  });
});

describe('GET /api/reward-requests by caller', () => {
  it.each(WHO)('%s', async (who) => {
    const { child, request, headers } = await world(who);
    const res = await starsCalls(t, headers, child.id).pending();
    if (who === 'admin' || who === 'anonymous') {
      expect(res.statusCode).toBe(401);
      return;
    }
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((r: { id: number }) => r.id);
    // Only the parent: a professional, even with access, answers no family's requests.
    expect(ids).toEqual(who === 'owner' ? [request.id] : []);
  });
});
