import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild, grantAccess } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { paid, parentWith } from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';

let t: TestApp;
let freeId: number;
let premiumId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [free] = await t.db.select().from(activities).where(eq(activities.isPremium, false)).limit(1);
  const [premium] = await t.db.select().from(activities).where(eq(activities.isPremium, true)).limit(1);
  freeId = free!.id;
  premiumId = premium!.id;
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('GET /api/activities/{id} (docs/product.md#activity-detail)', () => {
  it('answers the activity as the list does, locked by the caller’s plan', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await get(`/api/activities/${freeId}`, { cookie });
    expect(res.statusCode).toBe(200);
    const fromList = (await get('/api/activities', { cookie })).json().find((a: { id: number }) => a.id === freeId);
    expect(res.json()).toEqual(fromList);

    const premium = (await get(`/api/activities/${premiumId}`, { cookie })).json();
    expect(premium).toMatchObject({ id: premiumId, is_locked: true, content: null });
  });

  it('a paid plan sees a Premium activity with its content', async () => {
    const { cookie } = await parentWith(t, paid, 60_000);
    expect((await get(`/api/activities/${premiumId}`, { cookie })).json()).toMatchObject({ is_locked: false });
  });

  it("with ?child=, the child's parent's plan decides; a child the caller may not read is 404", async () => {
    const parent = await parentWith(t, paid, 60_000);
    const child = await createChild(t.db, parent.user.id);
    const pro = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    await grantAccess(t.db, child, pro.user.id);
    const url = `/api/activities/${premiumId}?child=${child.id}`;
    expect((await get(url, { cookie: pro.cookie })).json()).toMatchObject({ is_locked: false });
    // Without the child, the professional's own (free) plan decides.
    expect((await get(`/api/activities/${premiumId}`, { cookie: pro.cookie })).json()).toMatchObject({
      is_locked: true,
    });
    const refused = await get(url, { cookie: stranger.cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Criança não encontrada.' });
  });

  it('an unknown or inactive activity is 404 with a clear text', async () => {
    const { cookie } = await createSignedInUser(t);
    const inactive = await createActivity(t.db, { isActive: false });
    for (const id of [inactive.id, 2_000_000_000]) {
      const res = await get(`/api/activities/${id}`, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ACTIVITY_NOT_FOUND });
    }
  });

  it.each([
    ['/api/activities/abc', 'Atividade inválida.'],
    ['/api/activities/0', 'Atividade inválida.'],
    ['/api/activities/2147483648', 'Atividade inválida.'],
    ['/api/activities/1?child=x', 'Criança inválida.'],
    ['/api/activities/1?category=focus', 'Campo não permitido: category.'],
  ])('%s → 400 "%s"', async (url, error) => {
    const { cookie } = await createSignedInUser(t);
    const res = await get(url, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('anonymous callers and an admin bearer get 401', async () => {
    expect((await get(`/api/activities/${freeId}`)).statusCode).toBe(401);
    const bearer = await createAdminToken(t);
    expect((await get(`/api/activities/${freeId}`, { cookie: `nb_admin=${bearer}` })).statusCode).toBe(401);
  });
});
