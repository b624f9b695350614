import { formatBRL, formatDate } from '@neurobridge/shared/domain/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser, sessionCookie } from '../../../test/factories';
import { DAY } from '../../../test/subscription-factories';
import { TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { emailTemplates } from '../../db/schema/mail';
import {
  confirmationsTo,
  createMercadoPagoTestApp,
  get,
  payThroughMercadoPago,
  post,
  subscriptionOf,
  unlockedCount,
} from './payments-testing';

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

/** The same parent, signed in again after the clock moved (a session goes idle after 14 days). */
const later = async (parent: { user: { id: number } }) => sessionCookie(t, parent.user.id);

describe('a payment through Mercado Pago activates the plan (docs/product.md#paying)', () => {
  it('upgrade → approved at Mercado Pago → signed notification → active, 47 unlocked, e-mail queued', async () => {
    const parent = await createSignedInUser(t, { fullName: 'Ana Souza' });
    expect(await unlockedCount(t, parent.cookie)).toBe(10);
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual');

    const now = t.clock.now();
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const sub = await get(t, '/api/subscription', parent.cookie);
    expect(sub.json()).toMatchObject({
      status: 'active',
      plan_type: 'annual',
      subscription_start_date: now.toISOString(),
      subscription_end_date: end.toISOString(),
      amount_paid: 396,
      payment_provider: 'mercado_pago',
      payment_reference: paymentId,
      cancelled_at: null,
      money_back_until: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    expect(await unlockedCount(t, parent.cookie)).toBe(47);

    const [mail] = await confirmationsTo(t, parent.user.email);
    expect(mail!.subject).toBe('Pagamento confirmado: Plano Anual');
    expect(mail!.bodyText).toContain('Ana Souza');
    expect(mail!.bodyText).toContain(
      `Recebemos o seu pagamento de ${formatBRL(396)} e o Plano Anual está ativo até ${formatDate(end)}.`,
    );
    expect(mail!.bodyText).toContain('Se mudar de ideia, cancele em até 7 dias e devolvemos o valor.');
    expect(mail!.bodyText).toContain(`${TEST_APP_URL}/subscription`);
  });

  it('a parent whose trial has ended starts the paid plan now', async () => {
    const parent = await createSignedInUser(t);
    await post(t, '/api/subscription/start-trial', parent.cookie);
    t.clock.advance(10 * DAY);
    const cookie = await later(parent);
    await payThroughMercadoPago(t, fake, { ...parent, cookie }, 'quarterly');
    const row = (await subscriptionOf(t, parent.user.id))!;
    expect(row).toMatchObject({ status: 'active', planType: 'quarterly', subscriptionStartDate: t.clock.now() });
    expect(row.trialStartDate).not.toBeNull();
    expect(await unlockedCount(t, cookie)).toBe(47);
  });

  it('with the payment_confirmed e-mail switched off by the admin, the plan still activates', async () => {
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false })
      .where(eq(emailTemplates.templateType, 'payment_confirmed'));
    try {
      const parent = await createSignedInUser(t);
      await payThroughMercadoPago(t, fake, parent, 'annual');
      expect((await subscriptionOf(t, parent.user.id))?.status).toBe('active');
      expect(await confirmationsTo(t, parent.user.email)).toEqual([]);
    } finally {
      await t.db
        .update(emailTemplates)
        .set({ isEnabled: true })
        .where(eq(emailTemplates.templateType, 'payment_confirmed'));
    }
  });
});

describe('the tier after a payment (docs/product.md#tiers, docs/product.md#counting-months)', () => {
  it('annual: 47 from month 0, 69 from day 180, 111 from day 360', async () => {
    const parent = await createSignedInUser(t);
    await payThroughMercadoPago(t, fake, parent, 'annual');
    expect(await unlockedCount(t, parent.cookie)).toBe(47);
    t.clock.advance(180 * DAY - 60_000);
    expect(await unlockedCount(t, await later(parent))).toBe(47);
    t.clock.advance(60_000);
    expect(await unlockedCount(t, await later(parent))).toBe(69);
    t.clock.advance(180 * DAY);
    expect(await unlockedCount(t, await later(parent))).toBe(111);
  });

  it('cancelled after the money-back week: keeps its tier until the end, then free and expired', async () => {
    const parent = await createSignedInUser(t);
    await payThroughMercadoPago(t, fake, parent, 'quarterly');
    const end = (await subscriptionOf(t, parent.user.id))!.subscriptionEndDate!;
    t.clock.advance(8 * DAY);
    let cookie = await later(parent);
    const res = await post(t, '/api/subscription/cancel', cookie, { reason: 'Vamos pausar.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscription: { status: 'cancelled' }, refund: null });
    expect(await unlockedCount(t, cookie)).toBe(47);
    t.clock.set(end.getTime() - 60_000);
    cookie = await later(parent);
    expect(await unlockedCount(t, cookie)).toBe(47);
    expect((await get(t, '/api/subscription', cookie)).json().status).toBe('cancelled');
    t.clock.set(end.getTime() + 60_000);
    cookie = await later(parent);
    expect(await unlockedCount(t, cookie)).toBe(10);
    expect((await get(t, '/api/subscription', cookie)).json()).toMatchObject({
      status: 'expired',
      money_back_until: null,
    });
  });
});
