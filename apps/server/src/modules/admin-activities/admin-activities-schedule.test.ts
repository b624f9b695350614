import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freeActivities, scheduleCalls } from '../schedule/schedule-testing';
import { asAdmin, one, restorePath } from './admin-activities-testing';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());

describe('a calendar entry whose activity an admin deletes (docs/product.md#calendar)', () => {
  it('stays in the week and can be completed, printed and removed; it cannot be added again; the activity itself is 404', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const [activity] = await freeActivities(t, 1);
    const calls = scheduleCalls(t, parent.cookie, child.id);
    const added = await calls.add({ activity_id: activity!.id, day_of_week: 1, time_slot: 'morning' });
    expect(added.statusCode).toBe(201);
    const entryId = added.json().id as number;

    expect((await asAdmin(t, token, 'DELETE', one(activity!.id))).statusCode).toBe(204);

    const week = await calls.list();
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual([
      expect.objectContaining({ id: entryId, activity_id: activity!.id, activity_title: activity!.title }),
    ]);
    const done = await calls.complete(entryId);
    expect(done.statusCode).toBe(200);
    expect(done.json().entry).toMatchObject({ id: entryId, is_completed: true });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/schedule/pdf`,
      headers: { cookie: parent.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // "Começar atividade" opens the activity: the library no longer has it.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activity!.id}?child=${child.id}`,
      headers: { cookie: parent.cookie },
    });
    expect(detail.statusCode).toBe(404);
    const again = await calls.add({ activity_id: activity!.id, day_of_week: 2, time_slot: 'morning' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: ACTIVITY_NOT_FOUND });

    // Restored, it can be planned again; the old entry was there all along.
    expect((await asAdmin(t, token, 'POST', restorePath(activity!.id))).statusCode).toBe(200);
    expect((await calls.add({ activity_id: activity!.id, day_of_week: 2, time_slot: 'morning' })).statusCode).toBe(201);
    expect((await calls.remove(entryId)).statusCode).toBe(204);
    expect((await calls.list()).json()).toHaveLength(1);
  });
});
