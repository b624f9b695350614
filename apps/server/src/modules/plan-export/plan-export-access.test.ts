import { TERMS_REQUIRED, TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import {
  EXPORT_DATE_INVALID,
  EXPORT_PERIOD_INVALID,
  EXPORT_PERIOD_TOO_LONG,
  goalsApi,
} from '@neurobridge/shared/api/goals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAccess } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { professionalAccess } from '../../db/schema/professionals';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { planWorld } from './plan-export-testing';

/**
 * The plan's CSV and PDF by each kind of caller (docs/product.md#child-access): the parent and a
 * professional with access read it; anyone else learns nothing (404); an admin bearer is no
 * session (401); an account that has not accepted the terms is stopped at the consent gate.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof planWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await planWorld(t);
});
afterAll(() => t.close());

const ROUTES = [goalsApi.planCsv, goalsApi.planPdf];
type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];

const url = (path: string, childId: number, query = '') => `${path.replace(':id', String(childId))}${query}`;

describe.each(ROUTES.map((e) => [e.path, e] as const))('GET %s by caller', (_path, e) => {
  it.each(WHO)('%s', async (who) => {
    const headers =
      who === 'admin'
        ? { cookie: `nb_admin=${await createAdminToken(t)}` }
        : who === 'anonymous'
          ? {}
          : { cookie: world[who].cookie };
    const res = await t.app.inject({ method: 'GET', url: url(e.path, world.child.id), headers });
    const expected = { owner: 200, proWithAccess: 200, admin: 401, anonymous: 401 }[who as string] ?? 404;
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 200) {
      expect(res.headers['content-type']).toBe(e === goalsApi.planCsv ? 'text/csv; charset=utf-8' : 'application/pdf');
    } else {
      expect(res.json()).toEqual({ error: expected === 401 ? 'Faça login para continuar.' : CHILD_NOT_FOUND });
    }
  });

  it('a parent who has not accepted the terms: the consent gate, even for their own child', async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    await grantAccess(t.db, world.child, user.id);
    const res = await t.app.inject({ method: 'GET', url: url(e.path, world.child.id), headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: TERMS_REQUIRED_MESSAGE, code: TERMS_REQUIRED });
  });

  it('a professional whose access the family ends gets nothing from the next request on', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const access = await grantAccess(t.db, world.child, user.id);
    const get = () => t.app.inject({ method: 'GET', url: url(e.path, world.child.id), headers: { cookie } });
    expect((await get()).statusCode).toBe(200);
    await t.db.update(professionalAccess).set({ isActive: false }).where(eq(professionalAccess.id, access.id));
    expect((await get()).statusCode).toBe(404);
  });
});

describe('the period', () => {
  const csv = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: url(goalsApi.planCsv.path, world.child.id, query),
      headers: { cookie: world.owner.cookie },
    });

  it.each([
    ['?from=2031-02-30', EXPORT_DATE_INVALID],
    ['?to=12/03/2031', EXPORT_DATE_INVALID],
    ['?from=1999-12-31', EXPORT_DATE_INVALID],
    ['?from=', EXPORT_DATE_INVALID],
    ['?from=2031-03-12&to=2031-03-11', EXPORT_PERIOD_INVALID],
    ['?from=2029-03-10&to=2031-03-12', EXPORT_PERIOD_TOO_LONG],
    // Checked again with the defaults in: `to` is today (12/03/2031).
    ['?from=2031-03-13', EXPORT_PERIOD_INVALID],
    ['?from=2029-03-10', EXPORT_PERIOD_TOO_LONG],
  ])('%s → 400', async (query, error) => {
    const res = await csv(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(error);
  });

  it('an unknown field is refused', async () => {
    const res = await csv('?from=2031-01-01&child=3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: child.');
  });

  it('2 years (731 days) is the longest; without dates, the last 90 days ending today', async () => {
    expect((await csv('?from=2029-03-11&to=2031-03-12')).statusCode).toBe(200);
    const res = await csv('');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_plano_lia_2030-12-13_2031-03-12.csv"',
    );
    const onlyTo = await csv('?to=2031-01-31');
    expect(onlyTo.headers['content-disposition']).toContain('_2030-11-03_2031-01-31.csv');
  });
});
