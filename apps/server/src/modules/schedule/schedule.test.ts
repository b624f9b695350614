import { MAX_ENTRIES_PER_SLOT } from '@neurobridge/shared/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { paid, parentWith } from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { entryCount, freeActivities, premiumActivity, scheduleCalls } from './schedule-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  return { parent, child, api: scheduleCalls(t, parent.cookie, child.id) };
}

describe('the weekly calendar: add, list, remove', () => {
  it('adds an entry (201) and lists the week by day, then morning, afternoon, evening', async () => {
    const { child, api } = await family();
    const [a, b] = await freeActivities(t, 2);
    const added = await api.add({ activity_id: a!.id, day_of_week: 1, time_slot: 'evening' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      kind: 'activity',
      activity_id: a!.id,
      activity_title: a!.title,
      activity_category: a!.category,
      picture: null,
      timer_minutes: null,
      time: null,
      day_of_week: 1,
      time_slot: 'evening',
      is_completed: false,
      streak_count: 0,
      reward_earned: false,
      assignment: null,
    });
    await api.add({ activity_id: b!.id, day_of_week: 1, time_slot: 'morning' });
    await api.add({ activity_id: b!.id, day_of_week: 0, time_slot: 'afternoon' });
    const list = await api.list();
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { day_of_week: number; time_slot: string }) => [e.day_of_week, e.time_slot])).toEqual([
      [0, 'afternoon'],
      [1, 'morning'],
      [1, 'evening'],
    ]);
    expect(await entryCount(t, child.id)).toBe(3);
  });

  it(`a slot holds at most ${MAX_ENTRIES_PER_SLOT}: the next is 409 and not written`, async () => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const body = { activity_id: a!.id, day_of_week: 3, time_slot: 'afternoon' };
    for (let i = 0; i < MAX_ENTRIES_PER_SLOT; i++) expect((await api.add(body)).statusCode).toBe(201);
    const full = await api.add(body);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'Este período já tem 3 atividades.' });
    expect((await api.add({ ...body, time_slot: 'evening' })).statusCode).toBe(201);
    expect(await entryCount(t, child.id)).toBe(MAX_ENTRIES_PER_SLOT + 1);
  });

  it('concurrent adds to a slot with one place left: only one passes', async () => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const body = { activity_id: a!.id, day_of_week: 5, time_slot: 'morning' };
    for (let i = 0; i < MAX_ENTRIES_PER_SLOT - 1; i++) await api.add(body);
    const codes = (await Promise.all([api.add(body), api.add(body), api.add(body)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(await entryCount(t, child.id)).toBe(MAX_ENTRIES_PER_SLOT);
  });

  it('a locked activity is 403, an unknown or inactive one 404; nothing written', async () => {
    const { child, api } = await family();
    const inactive = await createActivity(t.db, { isActive: false });
    const slot = { day_of_week: 2, time_slot: 'morning' };
    const locked = await api.add({ activity_id: (await premiumActivity(t)).id, ...slot });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: 'Esta atividade está bloqueada no plano atual.' });
    expect((await api.add({ activity_id: 999999, ...slot })).statusCode).toBe(404);
    expect((await api.add({ activity_id: inactive.id, ...slot })).statusCode).toBe(404);
    expect(await entryCount(t, child.id)).toBe(0);
  });

  it('a premium activity unlocked by the parent’s plan can be added', async () => {
    const parent = await parentWith(t, (start) => ({ ...paid(start), planType: 'admin_granted' }));
    const child = await createChild(t.db, parent.user.id);
    const premium = await premiumActivity(t);
    const res = await scheduleCalls(t, parent.cookie, child.id).add({
      activity_id: premium.id,
      day_of_week: 6,
      time_slot: 'evening',
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ day_of_week: 7 }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ day_of_week: -1 }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ day_of_week: 1.5 }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ day_of_week: '1' }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ time_slot: 'night' }, 'O período deve ser manhã, tarde ou noite.'],
    [{ time_slot: null }, 'O período deve ser manhã, tarde ou noite.'],
    [{ activity_id: 'abc' }, 'Atividade inválida.'],
    [{ activity_id: 0 }, 'Atividade inválida.'],
    [{ activity_id: 2 ** 31 }, 'Atividade inválida.'],
    [{ is_completed: true }, 'Campo não permitido: is_completed.'],
  ])('bad input %j → 400 "%s", nothing written', async (override, message) => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const res = await api.add({ activity_id: a!.id, day_of_week: 1, time_slot: 'morning', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await entryCount(t, child.id)).toBe(0);
  });

  it('removes an entry (204); unknown, already removed or another child’s entry is 404', async () => {
    const { parent, child, api } = await family();
    const sibling = await createChild(t.db, parent.user.id);
    const [a] = await freeActivities(t);
    const body = { activity_id: a!.id, day_of_week: 4, time_slot: 'morning' };
    const mine = (await api.add(body)).json();
    const theirs = (await scheduleCalls(t, parent.cookie, sibling.id).add(body)).json();
    expect((await api.remove(theirs.id)).statusCode).toBe(404);
    expect((await api.remove(999999)).statusCode).toBe(404);
    expect((await api.remove('x')).statusCode).toBe(400);
    const removed = await api.remove(mine.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const again = await api.remove(mine.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Atividade do cronograma não encontrada.' });
    expect(await entryCount(t, child.id)).toBe(0);
    expect(await entryCount(t, sibling.id)).toBe(1);
  });

  it('the week costs the child check and one query, whatever its size (docs/decisions/014-fast-reads.md)', async () => {
    const { api } = await family();
    const [a] = await freeActivities(t);
    for (let day = 0; day < 7; day++) await api.add({ activity_id: a!.id, day_of_week: day, time_slot: 'morning' });
    await api.list();
    t.queries.length = 0;
    expect((await api.list()).json()).toHaveLength(7);
    expect(t.queries).toHaveLength(2);
  });
});
