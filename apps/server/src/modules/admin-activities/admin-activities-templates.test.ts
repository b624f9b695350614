import type { AdminActivity } from '@neurobridge/shared/api/admin-activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { CATALOGUE } from '../../db/seed/catalogue/index';
import { restoreStandardActivities } from '../../db/seed/activities';
import { activityAudit, activityBody, activityCount, asAdmin, GENERATE, LIST, one } from './admin-activities-testing';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());

const generate = () => asAdmin(t, token, 'POST', GENERATE);
const standard = async () =>
  ((await asAdmin(t, token, 'GET', LIST)).json().activities as AdminActivity[]).filter((a) => a.is_standard);
const libraryIds = async (cookie: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } })).json() as { id: number }[]).map(
    (a) => a.id,
  );

describe("POST /api/admin/activities/generate-templates ('Gerar Templates', docs/product.md#activity-editor)", () => {
  it('with the whole standard catalogue present, adds nothing', async () => {
    expect(await standard()).toHaveLength(CATALOGUE.length);
    const res = await generate();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 0 });
  });

  it('brings back two deleted standard activities, then adds nothing the second time; both audited', async () => {
    const parent = await createSignedInUser(t);
    const [a, b] = (await standard()).filter((x) => x.is_active);
    for (const x of [a!, b!]) expect((await asAdmin(t, token, 'DELETE', one(x.id))).statusCode).toBe(204);
    expect(await libraryIds(parent.cookie)).not.toContain(a!.id);
    const count = await activityCount(t);
    const audited = (await activityAudit(t)).length;

    expect((await generate()).json()).toEqual({ added: 2 });
    expect(await activityCount(t)).toBe(count);
    expect(await libraryIds(parent.cookie)).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect((await generate()).json()).toEqual({ added: 0 });

    const keys = await Promise.all(
      [a!, b!].map(async (x) => (await t.db.select().from(activities).where(eq(activities.id, x.id)))[0]!.seedKey!),
    );
    const trail = (await activityAudit(t)).slice(audited);
    expect(trail.map((e) => [e.action, e.details])).toEqual([
      ['activities.templates_generated', { added: 2, inserted: [], reactivated: keys.sort() }],
      ['activities.templates_generated', { added: 0, inserted: [], reactivated: [] }],
    ]);
    expect(trail[0]).toMatchObject({ actorType: 'admin', targetType: null });
  });

  it("inserts a standard activity missing from the table; keeps an admin's edits and the admin's own activities", async () => {
    const [gone, edited] = (await standard()).filter((x) => x.is_active);
    await t.db.delete(activities).where(eq(activities.id, gone!.id));
    const body = { ...activityBody({ title: 'Versão da gestora' }), content: JSON.parse(edited!.content!) as object };
    expect((await asAdmin(t, token, 'PUT', one(edited!.id), body)).statusCode).toBe(200);
    await asAdmin(t, token, 'DELETE', one(edited!.id));
    const own = (await asAdmin(t, token, 'POST', LIST, activityBody())).json() as AdminActivity;
    await asAdmin(t, token, 'DELETE', one(own.id));

    expect((await generate()).json()).toEqual({ added: 2 });
    const after = await standard();
    expect(after).toHaveLength(CATALOGUE.length);
    const back = after.find((x) => x.title === gone!.title && x.id !== gone!.id)!;
    expect(back).toMatchObject({ is_active: true, content: gone!.content, category: gone!.category });
    expect(after.find((x) => x.id === edited!.id)).toMatchObject({ is_active: true, title: 'Versão da gestora' });
    // 'Gerar Templates' restores the standard catalogue only: an admin's deleted activity stays deleted.
    const list = (await asAdmin(t, token, 'GET', LIST)).json().activities as AdminActivity[];
    expect(list.find((x) => x.id === own.id)).toMatchObject({ is_active: false });
  });

  it('two admins at once never add the same activity twice', async () => {
    const [a, b, c] = (await standard()).filter((x) => x.is_active);
    await t.db.delete(activities).where(eq(activities.id, a!.id));
    for (const x of [b!, c!]) await asAdmin(t, token, 'DELETE', one(x.id));
    const other = await createAdminToken(t);
    const answers = await Promise.all([generate(), asAdmin(t, other, 'POST', GENERATE)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().added as number).reduce((x, y) => x + y)).toBe(3);
    expect(await standard()).toHaveLength(CATALOGUE.length);
    expect((await standard()).every((x) => x.is_active)).toBe(true);
  });

  it('restoreStandardActivities alone is idempotent', async () => {
    const [a] = (await standard()).filter((x) => x.is_active);
    await t.db.update(activities).set({ isActive: false }).where(eq(activities.id, a!.id));
    const first = await restoreStandardActivities(t.db);
    expect(first).toEqual({ inserted: [], reactivated: [expect.any(String)] });
    expect(await restoreStandardActivities(t.db)).toEqual({ inserted: [], reactivated: [] });
  });
});
