import type { Activity } from '@neurobridge/shared/api/activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH, paid, parentWith, trial } from '../../../test/subscription-factories';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { seedActivities } from '../../db/seed/activities';
import { activityBody, asAdmin, LIST, one } from './admin-activities-testing';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());

async function seen(cookie: string, id: number) {
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } })
  ).json() as Activity[];
  const fromList = list.find((a) => a.id === id)!;
  const detail = await t.app.inject({ method: 'GET', url: `/api/activities/${id}`, headers: { cookie } });
  expect(detail.json()).toEqual(fromList);
  return fromList;
}

describe('the tier fields decide what a parent sees (docs/product.md#locking)', () => {
  it("premium, months and the admin's unlock text: locked for a trial, with the admin's words", async () => {
    const onTrial = await parentWith(t, trial, 60_000);
    const created = await asAdmin(
      t,
      token,
      'POST',
      LIST,
      activityBody({
        is_premium: true,
        required_subscription_months: 3,
        unlock_description: 'Libera no 3º mês do plano.',
      }),
    );
    const id = created.json().id as number;
    expect(await seen(onTrial.cookie, id)).toMatchObject({
      is_locked: true,
      content: null,
      is_premium: true,
      required_subscription_months: 3,
      unlock_description: 'Libera no 3º mês do plano.',
    });

    // Without the admin's text, the product's text for the tier.
    await asAdmin(t, token, 'PUT', one(id), activityBody({ is_premium: true, required_subscription_months: 3 }));
    expect(await seen(onTrial.cookie, id)).toMatchObject({
      is_locked: true,
      unlock_description: 'Disponível a partir do 3º mês de assinatura.',
    });

    // Free again: unlocked, with its content, and no unlock text even if one is kept.
    await asAdmin(t, token, 'PUT', one(id), activityBody({ is_premium: false, unlock_description: 'Ignorado.' }));
    expect(await seen(onTrial.cookie, id)).toMatchObject({
      is_locked: false,
      content: JSON.stringify(activityBody().content),
      unlock_description: null,
    });
  });

  it('the months decide for a paying parent', async () => {
    const created = await asAdmin(
      t,
      token,
      'POST',
      LIST,
      activityBody({ is_premium: true, required_subscription_months: 3 }),
    );
    const id = created.json().id as number;
    const inMonthTwo = await parentWith(t, paid, 2 * MONTH + 60_000);
    expect(await seen(inMonthTwo.cookie, id)).toMatchObject({ is_locked: true });
    const inMonthFour = await parentWith(t, paid, 4 * MONTH);
    expect(await seen(inMonthFour.cookie, id)).toMatchObject({ is_locked: false });
  });

  it('the seed refreshes an unedited standard activity but never writes its unlock text', async () => {
    const [standard] = await t.db.select().from(activities).where(eq(activities.isPremium, true)).limit(1);
    await t.db
      .update(activities)
      .set({ title: 'Desatualizado', unlockDescription: 'Texto da gestora.' })
      .where(eq(activities.id, standard!.id));
    await seedActivities(t.db);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, standard!.id));
    expect(row).toMatchObject({ title: standard!.title, unlockDescription: 'Texto da gestora.', adminEditedAt: null });
  });
});
