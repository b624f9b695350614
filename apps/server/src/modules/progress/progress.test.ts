import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities, progressEntries } from '../../db/schema/activities';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function freeActivity() {
  const [row] = await t.db.select().from(activities).where(eq(activities.isPremium, false)).limit(1);
  return row!;
}
async function premiumActivity() {
  const [row] = await t.db.select().from(activities).where(eq(activities.isPremium, true)).limit(1);
  return row!;
}
async function progressCount(childId: number) {
  const [row] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.childId, childId));
  return row!.n;
}
function post(cookie: string | undefined, childId: number | string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: cookie ? keyed({ cookie }) : {},
    payload: payload as object,
  });
}

describe('POST /api/children/{id}/progress', () => {
  it('the parent records a completion: 201 with the entry, snapshots of title and category', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const activity = await freeActivity();
    const res = await post(parent.cookie, child.id, {
      activity_id: activity.id,
      status: 'completed',
      score: 80,
      seconds_spent: 95,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      child_profile_id: child.id,
      activity_id: activity.id,
      status: 'completed',
      score: 80,
      seconds_spent: 95,
      time_spent: 2,
      activity_title: activity.title,
      activity_category: activity.category,
      completion_date: t.clock.now().toISOString(),
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress`,
      headers: { cookie: parent.cookie },
    });
    expect(list.json().items[0]).toMatchObject({ activity_title: activity.title, seconds_spent: 95 });
  });

  it("the spec's clients still send whole minutes: kept as seconds (docs/product.md#recording-progress)", async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const res = await post(parent.cookie, child.id, { activity_id: (await freeActivity()).id, time_spent: 3 });
    expect(res.json()).toMatchObject({ time_spent: 3, seconds_spent: 180 });
  });

  it('access: professional with access may record; other parent, professional without access 404; anonymous 401', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const activity = await freeActivity();
    const [other, pro, revoked] = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
    await grantAccess(t.db, child, pro!.user.id);
    await grantAccess(t.db, child, revoked!.user.id, { isActive: false });
    const body = { activity_id: activity.id, score: 50, time_spent: 2 };
    expect((await post(pro!.cookie, child.id, body)).statusCode).toBe(201);
    expect((await post(other!.cookie, child.id, body)).statusCode).toBe(404);
    expect((await post(revoked!.cookie, child.id, body)).statusCode).toBe(404);
    expect((await post(undefined, child.id, body)).statusCode).toBe(401);
    expect(await progressCount(child.id)).toBe(1);
  });

  it('refuses a locked activity (trial) and an unknown or inactive one, writing nothing', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const locked = await premiumActivity();
    const inactive = await createActivity(t.db, { isActive: false });
    const lockedRes = await post(parent.cookie, child.id, { activity_id: locked.id, score: 90, time_spent: 1 });
    expect(lockedRes.statusCode).toBe(403);
    expect(lockedRes.json().error).toBe('Esta atividade está bloqueada no plano atual.');
    expect((await post(parent.cookie, child.id, { activity_id: 999999, score: 90, time_spent: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await post(parent.cookie, child.id, { activity_id: inactive.id, score: 90, time_spent: 1 })).statusCode,
    ).toBe(404);
    expect(await progressCount(child.id)).toBe(0);
  });

  it.each([
    [{ score: 101, time_spent: 1 }, 'A pontuação deve ser um número de 0 a 100.'],
    [{ score: -1, time_spent: 1 }, 'A pontuação deve ser um número de 0 a 100.'],
    [{ score: 50.5, time_spent: 1 }, 'A pontuação deve ser um número inteiro de 0 a 100.'],
    [{ score: '80', time_spent: 1 }, 'A pontuação deve ser um número de 0 a 100.'],
    [{ score: 80, time_spent: 1.5 }, 'O tempo deve ser em minutos inteiros.'],
    [{ score: 80, time_spent: 241 }, 'O tempo deve ser de no máximo 240 minutos (4 horas).'],
    [{ score: 80, seconds_spent: -1 }, 'O tempo deve ser em segundos inteiros.'],
    [{ score: 80, seconds_spent: 12.5 }, 'O tempo deve ser em segundos inteiros.'],
    [{ score: 80, seconds_spent: '60' }, 'O tempo deve ser em segundos inteiros.'],
    [{ score: 80, seconds_spent: 14_401 }, 'O tempo deve ser de no máximo 14400 segundos (4 horas).'],
    [{ score: 80 }, 'Informe o tempo uma vez: em segundos (seconds_spent) ou em minutos (time_spent).'],
    [{ score: 80, seconds_spent: 60, time_spent: 1 }, 'Informe o tempo uma vez'],
    [{ score: 80, seconds_spent: 60, minutes: 1 }, 'Campo não permitido: minutes.'],
    [{ score: 80, seconds_spent: 60, schedule_entry_id: 0 }, 'Atividade do cronograma inválida.'],
    [{ score: 80, time_spent: 1, status: 'done' }, 'Situação inválida.'],
    [
      { score: 80, time_spent: 1, parent_notes: 'x'.repeat(1001) },
      'As observações podem ter no máximo 1000 caracteres.',
    ],
    [{ score: 80, time_spent: 1, child_profile_id: 1 }, 'Campo não permitido: child_profile_id.'],
  ])('bad input %j → 400 "%s" and nothing written', async (extra, message) => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const activity = await freeActivity();
    const res = await post(parent.cookie, child.id, { activity_id: activity.id, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await progressCount(child.id)).toBe(0);
  });

  it('a bad child id is 400', async () => {
    const parent = await createSignedInUser(t);
    expect((await post(parent.cookie, 'abc', { activity_id: 1, time_spent: 1 })).statusCode).toBe(400);
  });
});
