import { localDateString } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countChildren, createChild, createProgress } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Tests that set the app clock to a date of their own put it back.
afterEach(() => {
  t.clock.set(new Date());
});

const DAY = 24 * 60 * 60 * 1000;
const create = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/children', headers: keyed({ cookie }), payload });
const patch = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/children/${id}`, headers: { cookie }, payload });
const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/children', headers: { cookie } });

describe('creating a child (docs/product.md#child-fields)', () => {
  it('answers 201 with the child in the shape of its contract', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await create(cookie, {
      name: '  Ana Clara ',
      birth_date: '2019-03-10',
      diagnosis_tea: 1,
      tea_level: 2,
      diagnosis_tdah: 0,
      tdah_level: 3,
      learning_preferences: 'Visual, gosta de música',
      age_group: 'teen',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Ana Clara',
      birth_date: '2019-03-10',
      avatar_url: null,
      diagnosis_tea: 1,
      tea_level: 2,
      diagnosis_tdah: 0,
      tdah_level: 1, // not diagnosed: level 1
      learning_preferences: 'Visual, gosta de música',
      age_group: 'child',
      parent_user_id: user.id,
      is_active: true,
      sensory_settings: { sound_effects: true, speech: true, speech_rate: 0.8, reduced_motion: 'system' },
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(typeof body.id).toBe('number');
  });

  it('only a name is needed; an empty birth date is stored as none', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await create(cookie, { name: 'Bia', birth_date: '', learning_preferences: '   ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      birth_date: null,
      age_group: 'child',
      diagnosis_tea: 0,
      tea_level: 1,
      learning_preferences: null,
    });
  });

  it('booleans are accepted for the diagnoses, and a level arrives as a number', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await create(cookie, { name: 'Caio', diagnosis_tdah: true, tdah_level: '3' });
    expect(res.json()).toMatchObject({ diagnosis_tdah: 1, tdah_level: 3 });
  });

  it('a birth date in the future is refused; today is fine', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const tomorrow = localDateString(new Date(t.clock.now().getTime() + DAY));
    const res = await create(cookie, { name: 'Futuro', birth_date: tomorrow });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Data de nascimento inválida.' });
    expect(await countChildren(t.db, user.id)).toBe(0);
    const today = await create(cookie, { name: 'Hoje', birth_date: localDateString(t.clock.now()) });
    expect(today.statusCode).toBe(201);
  });

  it('the list is the caller’s active children, oldest first', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const first = await createChild(t.db, user.id, { name: 'Primeiro', createdAt: new Date(Date.now() - 2 * DAY) });
    const second = await createChild(t.db, user.id, { name: 'Segundo', createdAt: new Date(Date.now() - DAY) });
    await createChild(t.db, user.id, { name: 'Inativo', isActive: false });
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
  });
});

describe('age group, derived on every read (docs/product.md#age-groups, São Paulo calendar)', () => {
  it.each([
    ['born 9 years ago tomorrow (8 today)', '2017-06-16', 'child'],
    ['9 today', '2017-06-15', 'pre_teen'],
    ['born 13 years ago tomorrow (12 today)', '2013-06-16', 'pre_teen'],
    ['13 today', '2013-06-15', 'teen'],
  ])('%s → %s', async (_name, birth, group) => {
    // 23:30 on 15 June in São Paulo is already the 16th in UTC.
    t.clock.set(new Date('2026-06-15T23:30:00-03:00'));
    const { cookie } = await createSignedInUser(t);
    const res = await create(cookie, { name: 'Aniversariante', birth_date: birth });
    expect(res.json().age_group).toBe(group);
  });

  it('changes as the child grows, whatever was stored or sent', async () => {
    t.clock.set(new Date('2026-06-15T12:00:00-03:00'));
    const { cookie } = await createSignedInUser(t);
    const created = await create(cookie, { name: 'Duda', birth_date: '2017-06-16', age_group: 'teen' });
    expect(created.json().age_group).toBe('child');
    t.clock.set(new Date('2026-06-16T00:01:00-03:00'));
    expect((await list(cookie)).json()[0].age_group).toBe('pre_teen');
  });
});

describe('editing a child (PATCH, beyond the spec)', () => {
  it('changes only the fields sent', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, {
      name: 'Gabi',
      birthDate: '2018-01-01',
      diagnosisTea: true,
      teaLevel: 3,
      learningPreferences: 'Visual',
    });
    // The edit a minute after the child was stored; the app dates it by its clock.
    const editedAt = new Date(child.updatedAt.getTime() + 60_000);
    t.clock.set(editedAt);
    const res = await patch(cookie, child.id, { learning_preferences: 'Auditivo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Gabi',
      birth_date: '2018-01-01',
      diagnosis_tea: 1,
      tea_level: 3,
      learning_preferences: 'Auditivo',
    });
    expect(new Date(res.json().updated_at).getTime()).toBeGreaterThan(child.updatedAt.getTime());
    expect(res.json().updated_at).toBe(editedAt.toISOString());
  });

  it('unchecking a diagnosis resets its level to 1; a level without the diagnosis stays 1', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, { diagnosisTea: true, teaLevel: 3 });
    expect((await patch(cookie, child.id, { diagnosis_tea: 0 })).json()).toMatchObject({
      diagnosis_tea: 0,
      tea_level: 1,
    });
    expect((await patch(cookie, child.id, { tea_level: 2 })).json()).toMatchObject({ diagnosis_tea: 0, tea_level: 1 });
    expect((await patch(cookie, child.id, { diagnosis_tea: 1, tea_level: 2 })).json()).toMatchObject({
      diagnosis_tea: 1,
      tea_level: 2,
    });
  });

  it('merges sensory settings with what is stored (docs/product.md#sensory-settings)', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, { sensorySettings: { speech: false, speech_rate: 1.2 } });
    const res = await patch(cookie, child.id, { sensory_settings: { calm_palette: true, reduced_motion: 'on' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sensory_settings).toEqual({
      sound_effects: true,
      speech: false,
      voice_uri: null,
      speech_rate: 1.2,
      reduced_motion: 'on',
      calm_palette: true,
      large_text: false,
    });
    const again = await patch(cookie, child.id, { sensory_settings: { large_text: true } });
    expect(again.json().sensory_settings).toMatchObject({ speech: false, calm_palette: true, large_text: true });
  });

  it('clears the birth date with null or an empty string', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, { birthDate: '2012-01-01' });
    expect((await patch(cookie, child.id, { birth_date: '' })).json()).toMatchObject({
      birth_date: null,
      age_group: 'child',
    });
    await patch(cookie, child.id, { birth_date: '2012-01-01' });
    expect((await patch(cookie, child.id, { birth_date: null })).json().birth_date).toBeNull();
  });

  it('a future birth date is refused and nothing changes', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, { birthDate: '2015-05-05' });
    const res = await patch(cookie, child.id, {
      birth_date: localDateString(new Date(t.clock.now().getTime() + 2 * DAY)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Data de nascimento inválida.' });
    const [stored] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(stored!.birthDate).toBe('2015-05-05');
  });
});

describe('GET /api/children/:id/progress (docs/product.md#reading-progress)', () => {
  it('lists the child’s entries newest first, in the spec’s shape', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id);
    const sibling = await createChild(t.db, user.id);
    const old = await createProgress(t.db, child.id, { completionDate: new Date(Date.now() - 2 * DAY) });
    const recent = await createProgress(t.db, child.id, {
      completionDate: new Date(Date.now() - DAY),
      status: 'needs_help',
      score: null,
      parentNotes: 'Precisou de ajuda no fim',
    });
    await createProgress(t.db, sibling.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/children/${child.id}/progress`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: recent.id,
          child_profile_id: child.id,
          activity_id: null,
          status: 'needs_help',
          score: null,
          time_spent: 5,
          seconds_spent: 300,
          completion_date: recent.completionDate.toISOString(),
          parent_notes: 'Precisou de ajuda no fim',
          activity_title: 'Reconhecendo emoções',
          activity_category: 'social_skills',
          // Written without the save (no level, no ledger row): docs/product.md#game-levels.
          level: null,
          new_level: null,
          stars: 0,
        },
        expect.objectContaining({ id: old.id, status: 'completed', score: 80 }),
      ],
      next_cursor: null,
    });
  });
});
