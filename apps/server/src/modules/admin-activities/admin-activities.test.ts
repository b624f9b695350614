import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import { adminActivitiesApi, type AdminActivity } from '@neurobridge/shared/api/admin-activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedActivities } from '../../db/seed/activities';
import {
  activityAudit,
  activityBody,
  activityCount,
  activityRow,
  asAdmin,
  LIST,
  one,
  restorePath,
} from './admin-activities-testing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  asAdmin(t, token, method, url, payload);
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const libraryIds = async (cookie: string) =>
  ((await get(cookie, '/api/activities')).json() as { id: number }[]).map((a) => a.id);
const adminList = async () => (await admin('GET', LIST)).json().activities as AdminActivity[];

async function createActivity(overrides: Record<string, unknown> = {}) {
  const res = await admin('POST', LIST, activityBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminActivity;
}

/** A standard activity nobody has touched yet in this file. */
let standardCursor = 0;
async function untouchedStandard(): Promise<AdminActivity> {
  const standard = (await adminList()).filter((a) => a.is_standard && a.is_active && !a.is_premium);
  return standard[standardCursor++]!;
}

/** The whole body of an activity as it stands, for a PUT that changes only `overrides`. */
function bodyOf(a: AdminActivity, overrides: Record<string, unknown> = {}) {
  return {
    title: a.title,
    description: a.description,
    category: a.category,
    difficulty_level: a.difficulty_level,
    for_tea: a.for_tea,
    for_tdah: a.for_tdah,
    tea_level: a.tea_level,
    tdah_level: a.tdah_level,
    min_age: a.min_age,
    max_age: a.max_age,
    activity_type: a.activity_type,
    estimated_duration: a.estimated_duration,
    content: JSON.parse(a.content!) as object,
    learning_objectives: a.learning_objectives,
    is_premium: a.is_premium,
    required_subscription_months: a.required_subscription_months,
    unlock_description: a.unlock_description,
    ...overrides,
  };
}

describe('who may call the activity editor (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401, writing nothing', async () => {
    const before = await activityCount(t);
    const callers = await refusedAdminCallers(t);
    for (const e of Object.values(adminActivitiesApi)) {
      for (const headers of callers) {
        const res = await t.app.inject({
          method: e.method,
          url: e.path.replace(':id', '1'),
          headers,
          ...(e.method === 'POST' || e.method === 'PUT' ? { payload: activityBody() } : {}),
        });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      }
    }
    expect(await activityCount(t)).toBe(before);
    expect((await activityRow(t, 1))!.isActive).toBe(true);
    expect(await activityAudit(t)).toHaveLength(0);
  });
});

describe('GET /api/admin/activities (docs/product.md#activity-editor)', () => {
  it('lists every activity by id, deleted ones too, with the fields of the form', async () => {
    const list = await adminList();
    expect(list).toHaveLength(await activityCount(t));
    expect(list.map((a) => a.id)).toEqual([...list.map((a) => a.id)].sort((a, b) => a - b));
    const first = list[0]!;
    expect(first).toMatchObject({ is_standard: true, is_active: true, unlock_description: null });
    expect(JSON.parse(first.content!)).toHaveProperty('type');
  });
});

describe('POST /api/admin/activities', () => {
  it('creates with the defaults of the form, shows in the library at once and is audited', async () => {
    const parent = await createSignedInUser(t);
    const before = await libraryIds(parent.cookie);
    t.clock.advance(1_000);
    const created = await createActivity({ title: '  Respirar com o balão  ' });
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Respirar com o balão',
      description: '',
      content: JSON.stringify(activityBody().content),
      category: 'social_skills',
      difficulty_level: 1,
      for_tea: 1,
      for_tdah: 1,
      tea_level: 1,
      tdah_level: 1,
      min_age: 3,
      max_age: 17,
      activity_type: 'game',
      estimated_duration: 15,
      learning_objectives: null,
      is_premium: false,
      required_subscription_months: 0,
      unlock_description: null,
      is_active: true,
      is_standard: false,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const row = (await activityRow(t, created.id))!;
    expect(row.seedKey).toBeNull();
    expect(row.adminEditedAt).toEqual(t.clock.now());
    // No clock advance: the cached catalogue was dropped by the write.
    expect(await libraryIds(parent.cookie)).toEqual(expect.arrayContaining([...before, created.id]));
    expect((await adminList()).at(-1)!.id).toBe(created.id);

    const [entry] = (await activityAudit(t)).filter((e) => e.targetId === String(created.id));
    expect(entry).toMatchObject({
      action: 'activity.created',
      actorType: 'admin',
      targetType: 'activity',
      details: { title: 'Respirar com o balão' },
    });
  });

  it('keeps a TEA/TDAH level only while its flag is 1; empty texts are stored as none', async () => {
    const created = await createActivity({
      for_tea: 0,
      tea_level: 2,
      for_tdah: 1,
      tdah_level: 3,
      learning_objectives: '   ',
      unlock_description: '',
      estimated_duration: null,
    });
    expect(created).toMatchObject({
      for_tea: 0,
      tea_level: null,
      tdah_level: 3,
      learning_objectives: null,
      unlock_description: null,
      estimated_duration: null,
    });
  });
});

describe('PUT /api/admin/activities/{id}', () => {
  it('replaces every field, marks the row edited and audits only the changed fields with old and new', async () => {
    const created = await createActivity({ description: 'Antes', difficulty_level: 2 });
    t.clock.advance(60_000);
    const content = { type: 'breathing_exercise', exercise: 'box' };
    const res = await admin('PUT', one(created.id), activityBody({ title: 'Depois', category: 'sensory', content }));
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AdminActivity;
    // Fields not sent take the form's defaults: a PUT is the whole activity.
    expect(after).toMatchObject({
      title: 'Depois',
      description: '',
      difficulty_level: 1,
      category: 'sensory',
      content: JSON.stringify(content),
      updated_at: t.clock.now().toISOString(),
      created_at: created.created_at,
    });
    expect((await activityRow(t, created.id))!.adminEditedAt).toEqual(t.clock.now());
    const entry = (await activityAudit(t)).at(-1)!;
    expect(entry).toMatchObject({ action: 'activity.updated', targetId: String(created.id) });
    expect(entry.details).toEqual({
      changes: {
        title: { old: 'Nova atividade', new: 'Depois' },
        description: { old: 'Antes', new: '' },
        difficulty_level: { old: 2, new: 1 },
        category: { old: 'social_skills', new: 'sensory' },
        content: { old: activityBody().content, new: content },
      },
    });
  });

  it('a save that changes nothing (content keys in another order too) writes nothing', async () => {
    const created = await createActivity();
    const audited = (await activityAudit(t)).length;
    const content = {
      difficulty: 'easy',
      emotions: ['happy', 'sad', 'angry', 'surprised'],
      type: 'emotion_recognition',
    };
    const res = await admin('PUT', one(created.id), bodyOf(created, { content }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect(await activityAudit(t)).toHaveLength(audited);
  });

  it('an edited standard activity stays standard, and a fresh seed (a restart) does not write over it', async () => {
    const standard = await untouchedStandard();
    const res = await admin('PUT', one(standard.id), bodyOf(standard, { title: 'Título da gestora' }));
    expect(res.json()).toMatchObject({ title: 'Título da gestora', is_standard: true });
    await seedActivities(t.db);
    expect((await activityRow(t, standard.id))!.title).toBe('Título da gestora');
  });

  it('a deleted activity may be edited and stays deleted', async () => {
    const created = await createActivity();
    expect((await admin('DELETE', one(created.id))).statusCode).toBe(204);
    const res = await admin('PUT', one(created.id), activityBody({ title: 'Revisada' }));
    expect(res.json()).toMatchObject({ title: 'Revisada', is_active: false });
  });

  it('an unknown id is 404 and writes nothing', async () => {
    const audited = (await activityAudit(t)).length;
    const res = await admin('PUT', one(999_999), activityBody());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ACTIVITY_NOT_FOUND });
    expect(await activityAudit(t)).toHaveLength(audited);
  });
});

describe('DELETE and restore (docs/product.md#activity-editor)', () => {
  it('a deleted activity leaves the library at once; progress recorded before stays readable; restore brings it back', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const activity = await untouchedStandard();
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress`,
      headers: keyed({ cookie: parent.cookie }),
      payload: { activity_id: activity.id, score: 90, time_spent: 5 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await libraryIds(parent.cookie)).toContain(activity.id);

    const deleted = await admin('DELETE', one(activity.id));
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await libraryIds(parent.cookie)).not.toContain(activity.id);
    const detail = await get(parent.cookie, `/api/activities/${activity.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ error: ACTIVITY_NOT_FOUND });
    // Nothing new can be recorded for it; what was recorded still reads, with its title.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress`,
      headers: keyed({ cookie: parent.cookie }),
      payload: { activity_id: activity.id, score: 90, time_spent: 5 },
    });
    expect(again.statusCode).toBe(404);
    const progress = await get(parent.cookie, `/api/children/${child.id}/progress`);
    expect(progress.json().items).toEqual([
      expect.objectContaining({ activity_id: activity.id, activity_title: activity.title, score: 90 }),
    ]);
    const report = await get(parent.cookie, `/api/children/${child.id}/progress-report`);
    expect(report.statusCode).toBe(200);
    expect(report.json().progress).toMatchObject({ completedActivities: 1, averageScore: 90 });
    const csv = await get(parent.cookie, `/api/children/${child.id}/progress.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(activity.title);
    // The admin still lists it, as deleted.
    expect((await adminList()).find((a) => a.id === activity.id)).toMatchObject({ is_active: false });

    const restored = await admin('POST', restorePath(activity.id));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: activity.id, is_active: true, title: activity.title });
    expect(await libraryIds(parent.cookie)).toContain(activity.id);
    expect((await get(parent.cookie, `/api/activities/${activity.id}`)).statusCode).toBe(200);

    const trail = (await activityAudit(t)).filter((e) => e.targetId === String(activity.id));
    expect(trail.map((e) => e.action)).toEqual(['activity.deleted', 'activity.restored']);
    expect(trail[0]!.details).toEqual({ title: activity.title });
  });

  it('a second delete or restore is 204/200 and writes nothing more', async () => {
    const created = await createActivity();
    expect((await admin('DELETE', one(created.id))).statusCode).toBe(204);
    expect((await admin('DELETE', one(created.id))).statusCode).toBe(204);
    expect((await admin('POST', restorePath(created.id))).statusCode).toBe(200);
    expect((await admin('POST', restorePath(created.id))).json()).toMatchObject({ is_active: true });
    const trail = (await activityAudit(t)).filter((e) => e.targetId === String(created.id));
    expect(trail.map((e) => e.action)).toEqual(['activity.created', 'activity.deleted', 'activity.restored']);
  });

  it('a fresh seed (a restart) does not bring a deleted standard activity back', async () => {
    const standard = await untouchedStandard();
    await admin('DELETE', one(standard.id));
    await seedActivities(t.db);
    expect((await activityRow(t, standard.id))!.isActive).toBe(false);
  });

  it('the row is never removed: an unknown id is 404 for delete and restore', async () => {
    for (const [method, url] of [
      ['DELETE', one(999_999)],
      ['POST', restorePath(999_999)],
    ] as const) {
      const res = await admin(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: ACTIVITY_NOT_FOUND });
    }
  });
});
