import type { Activity } from '@neurobridge/shared/api/activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { activities } from '../../db/schema/activities';
import { followCatalogue } from '../activities/catalogue';
import { activityBody, asAdmin, GENERATE, LIST, one, restorePath } from './admin-activities-testing';

let t: TestApp;
let other: App;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database, with its own catalogue in memory.
  other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
  await other.ready();
  token = await createAdminToken(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const library = async (app: App, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } })).json() as Activity[];
const titleOn = async (app: App, cookie: string, id: number) =>
  (await library(app, cookie)).find((a) => a.id === id)?.title;
const totalOn = async (app: App, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })).json()
    .totalActivities as number;
/** Every notice committed so far has reached the other server (a round trip on its listening connection). */
const heard = () => other.syncSessionChanges();

describe('an edit shows on every server at once (docs/product.md#activity-editor)', () => {
  it('create, edit, delete, restore and Gerar Templates through one server show in the other with no clock advance', async () => {
    const { cookie } = await createSignedInUser(t);
    const before = await library(other, cookie);
    const total = await totalOn(other, cookie);

    const created = (await asAdmin(t, token, 'POST', LIST, activityBody({ title: 'Criada' }))).json().id as number;
    await heard();
    expect(await titleOn(other, cookie, created)).toBe('Criada');
    expect(await totalOn(other, cookie)).toBe(total + 1);

    await asAdmin(t, token, 'PUT', one(created), activityBody({ title: 'Alterada' }));
    await heard();
    expect(await titleOn(other, cookie, created)).toBe('Alterada');

    const standard = before[0]!.id;
    await asAdmin(t, token, 'DELETE', one(standard));
    await heard();
    expect(await titleOn(other, cookie, standard)).toBeUndefined();
    const detail = await other.inject({ method: 'GET', url: `/api/activities/${standard}`, headers: { cookie } });
    expect(detail.statusCode).toBe(404);
    expect(await totalOn(other, cookie)).toBe(total);

    await asAdmin(t, token, 'POST', restorePath(standard));
    await heard();
    expect(await titleOn(other, cookie, standard)).toBe(before[0]!.title);

    await asAdmin(t, token, 'DELETE', one(standard));
    await heard();
    expect(await titleOn(other, cookie, standard)).toBeUndefined();
    expect((await asAdmin(t, token, 'POST', GENERATE)).json()).toEqual({ added: 1 });
    await heard();
    expect(await titleOn(other, cookie, standard)).toBe(before[0]!.title);
  });

  it('a write straight to the database (a seed on another server starting) is followed too', async () => {
    const { cookie } = await createSignedInUser(t);
    const [first] = await library(other, cookie);
    await t.db.update(activities).set({ title: 'Direto no banco' }).where(eq(activities.id, first!.id));
    await Promise.all([heard(), t.app.syncSessionChanges()]);
    expect(await titleOn(other, cookie, first!.id)).toBe('Direto no banco');
    expect(await titleOn(t.app, cookie, first!.id)).toBe('Direto no banco');
  });
});

describe('followCatalogue', () => {
  it('drops the catalogue on its notice and whenever notices may have been missed, and passes everything on', () => {
    const passed: string[] = [];
    let dropped = 0;
    const handlers = followCatalogue(
      {
        onMessage: (p) => passed.push(p),
        onUp: () => passed.push('up'),
        onDown: () => passed.push('down'),
      },
      { invalidate: () => dropped++, rows: async () => [], find: async () => undefined },
    );
    handlers.onMessage('12');
    handlers.onMessage('reads:3');
    expect(dropped).toBe(0);
    handlers.onMessage('*');
    expect(dropped).toBe(1);
    handlers.onDown();
    handlers.onUp();
    expect(dropped).toBe(3);
    expect(passed).toEqual(['12', 'reads:3', '*', 'down', 'up']);
  });
});
