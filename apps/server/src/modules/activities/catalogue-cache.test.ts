import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAppDeps } from '../../app-deps';
import { activities } from '../../db/schema/activities';
import { createActivitiesService } from './activities-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe('the catalogue cache (docs/product.md#several-servers)', () => {
  it('with a change notice lost, serves the catalogue from memory for 5 s by the app clock, then reads the database again', async () => {
    const { cookie } = await createSignedInUser(t);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } })).json() as { id: number }[];
    const before = await list();
    expect(before).toHaveLength(111);
    const [first] = before;
    // Written without the trigger's notice, as when this server was not listening.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table activities disable trigger activities_reads_change`);
      await tx.update(activities).set({ isActive: false }).where(eq(activities.id, first!.id));
      await tx.execute(sql`alter table activities enable trigger activities_reads_change`);
    });

    t.clock.advance(4_999);
    expect(await list()).toHaveLength(111);
    t.clock.advance(1);
    const after = await list();
    expect(after).toHaveLength(110);
    expect(ids(after)).not.toContain(first!.id);
  });

  it('a write to the catalogue from anywhere shows at once: its notice drops the kept catalogue', async () => {
    const { cookie } = await createSignedInUser(t);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } })).json() as { id: number }[];
    const [first] = await list();
    await t.db.update(activities).set({ isActive: false }).where(eq(activities.id, first!.id));
    await t.app.syncSessionChanges();
    expect(ids(await list())).not.toContain(first!.id);
  });

  it('an edit made through this server shows at once', async () => {
    const deps = createAppDeps({ ...t, secretsKey: t.config.secretsKey! });
    const service = createActivitiesService(deps);
    const user = {
      ...(await createUser(t.db)),
      subscription: null,
      role: null,
      isProfessional: false,
      acceptedTerms: [],
    };
    const list = async () => JSON.parse((await service.list(user, {})).body.toString()) as { id: number }[];
    const [first] = await list();
    await t.db.update(activities).set({ isActive: false }).where(eq(activities.id, first!.id));
    expect(ids(await list())).toContain(first!.id);
    deps.catalogue.invalidate();
    expect(ids(await list())).not.toContain(first!.id);
  });
});
