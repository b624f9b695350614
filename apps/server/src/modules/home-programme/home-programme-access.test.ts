import { ASSIGNMENT_NOT_FOUND, ASSIGNMENT_NOT_YOURS, homeProgrammeApi } from '@neurobridge/shared/api/home-programme';
import type { Endpoint } from '@neurobridge/shared/api/contract';
import { TERMS_REQUIRED } from '@neurobridge/shared/api/errors';
import { PROFESSIONALS_ONLY } from '@neurobridge/shared/api/professional';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { freeActivities } from '../schedule/schedule-testing';
import { assignBody, homeCalls, homeWorld, written, type Caller } from './home-programme-testing';

/**
 * Every home-programme route by each kind of caller (docs/product.md#home-programme,
 * docs/product.md#child-access): the list is the child's (the parent and every professional with
 * access); assigning and ending are a professional's (a parent account is refused by its role,
 * whoever's child it is); only the professional who assigned may end; anyone else learns nothing
 * (404); an admin bearer is no session (401); before the terms, 403. A refused call writes nothing.
 */
let t: TestApp;
let activityIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(fromLocal(2030, 5, 15, 12)); // a Wednesday
  activityIds = (await freeActivities(t, 2)).map((a) => a.id);
});
afterAll(() => t.close());

const CALLERS: Caller[] = [
  'owner',
  'otherParent',
  'pro',
  'otherPro',
  'proRevoked',
  'proWithout',
  'noTerms',
  'admin',
  'anonymous',
];

const EXPECTED = new Map<Endpoint, Record<Caller, number>>([
  [
    homeProgrammeApi.list,
    {
      owner: 200,
      otherParent: 404,
      pro: 200,
      otherPro: 200,
      proRevoked: 404,
      proWithout: 404,
      noTerms: 403,
      admin: 401,
      anonymous: 401,
    },
  ],
  [
    homeProgrammeApi.create,
    {
      owner: 403,
      otherParent: 403,
      pro: 201,
      otherPro: 201,
      proRevoked: 404,
      proWithout: 404,
      noTerms: 403,
      admin: 401,
      anonymous: 401,
    },
  ],
  [
    homeProgrammeApi.end,
    {
      owner: 403,
      otherParent: 403,
      pro: 204,
      otherPro: 403,
      proRevoked: 404,
      proWithout: 404,
      noTerms: 403,
      admin: 401,
      anonymous: 401,
    },
  ],
  [
    homeProgrammeApi.adherence,
    {
      owner: 403,
      otherParent: 403,
      pro: 200,
      otherPro: 200,
      proRevoked: 200,
      proWithout: 200,
      noTerms: 403,
      admin: 401,
      anonymous: 401,
    },
  ],
]);

function errorOf(e: Endpoint, who: Caller, status: number): object | undefined {
  if (status === 401) return { error: 'Faça login para continuar.' };
  if (status === 404) return { error: CHILD_NOT_FOUND };
  if (status !== 403) return undefined;
  if (who === 'noTerms') return { error: expect.any(String), code: TERMS_REQUIRED };
  return who === 'otherPro' && e === homeProgrammeApi.end
    ? { error: ASSIGNMENT_NOT_YOURS }
    : { error: PROFESSIONALS_ONLY };
}

describe.each([...EXPECTED].map(([e, statuses]) => [`${e.method} ${e.path}`, e, statuses] as const))(
  '%s',
  (_name, e, statuses) => {
    it.each(CALLERS)('%s', async (who) => {
      const w = await homeWorld(t);
      const assigned = (await homeCalls(t, w.headers.pro, w.child.id).create(assignBody(activityIds))).json();
      const before = await written(t, w.child.id);
      const res = await t.app.inject({
        method: e.method,
        url: e.path.replace(':id', String(w.child.id)).replace(':assignmentId', String(assigned.id)),
        headers: e.idempotency ? keyed(w.headers[who]) : w.headers[who],
        ...(e === homeProgrammeApi.create ? { payload: assignBody(activityIds, { days_of_week: [5] }) } : {}),
      });
      const status = statuses[who];
      expect(res.statusCode, res.body).toBe(status);
      const error = errorOf(e, who, status);
      if (error) expect(res.json()).toEqual(error);
      if (status >= 300 || e.method === 'GET') expect(await written(t, w.child.id)).toEqual(before);
      else expect(await written(t, w.child.id)).not.toEqual(before);
    });
  },
);

describe('the child and the assignment named in the path', () => {
  it("another child's assignment, an unknown one and a bad id: 404 / 400, nothing ended", async () => {
    const w = await homeWorld(t);
    const mine = (await homeCalls(t, w.headers.pro, w.child.id).create(assignBody(activityIds))).json();
    // Ana works with Caio too: his path does not reach Lia's assignment.
    await grantAccess(t.db, w.elsewhere, w.pro.user.id);
    const viaCaio = await homeCalls(t, w.headers.pro, w.elsewhere.id).end(mine.id);
    expect(viaCaio.statusCode).toBe(404);
    expect(viaCaio.json()).toEqual({ error: ASSIGNMENT_NOT_FOUND });
    const unknown = await homeCalls(t, w.headers.pro, w.child.id).end(999999);
    expect(unknown.json()).toEqual({ error: ASSIGNMENT_NOT_FOUND });
    expect((await homeCalls(t, w.headers.pro, w.child.id).end('x')).statusCode).toBe(400);
    expect((await written(t, w.child.id)).assignments[0]!.endedAt).toBeNull();
  });

  it('a professional who is also a parent cannot assign to their own child (it is not given to them)', async () => {
    const w = await homeWorld(t);
    const own = await createChild(t.db, w.pro.user.id, { name: 'Filho da Ana' });
    const res = await homeCalls(t, w.headers.pro, own.id).create(assignBody(activityIds));
    expect(res.statusCode).toBe(404);
    expect((await written(t, own.id)).assignments).toEqual([]);
  });
});
