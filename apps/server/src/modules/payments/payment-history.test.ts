import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/mail';
import {
  cancel,
  createMercadoPagoTestApp,
  get,
  historyOf,
  latestCheckout,
  notify,
  paidParent,
  parentWithPayment,
  paymentsOf,
  post,
  upgrade,
} from './payments-testing';

/**
 * Every place that stores a payment or changes its status writes one step of its history in the
 * same transaction (docs/product.md#admin-payments); a notice repeating the status writes none.
 */

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

const step = (status: string, source = 'provider', extra: { actor?: string | null; note?: string | null } = {}) => ({
  status,
  source,
  actor: extra.actor ?? null,
  note: extra.note ?? null,
});
const steps = async (paymentId: string) =>
  (await historyOf(t, paymentId)).map(({ status, source, actor, note }) => ({ status, source, actor, note }));

describe('Mercado Pago’s notices (docs/product.md#payment-webhook)', () => {
  it('pending, pending again, in process, approved, approved again: one step per new status, each when it came', async () => {
    const { paymentId } = await parentWithPayment(t, fake, { status: 'pending' });
    const first = t.clock.now();
    await notify(t, paymentId);
    t.clock.advance(60_000);
    await notify(t, paymentId);
    fake.payments.get(paymentId)!.status = 'in_process';
    t.clock.advance(60_000);
    await notify(t, paymentId);
    fake.payments.get(paymentId)!.status = 'approved';
    t.clock.advance(60_000);
    const approvedAt = t.clock.now();
    await notify(t, paymentId);
    t.clock.advance(60_000);
    await notify(t, paymentId);
    const history = await historyOf(t, paymentId);
    expect(history.map((h) => step(h.status, h.source))).toEqual([
      step('pending'),
      step('in_process'),
      step('approved'),
    ]);
    expect(history[0]!.at).toEqual(first);
    expect(history[2]!.at).toEqual(approvedAt);
  });

  it('approved at once: one step; five copies of the notice at once still write one', async () => {
    const { paymentId } = await parentWithPayment(t, fake);
    await Promise.all([1, 2, 3, 4, 5].map(() => notify(t, paymentId)));
    expect(await steps(paymentId)).toEqual([step('approved')]);
  });

  it('refunded, then charged back at Mercado Pago: the refund is a step, nothing after it', async () => {
    const { paymentId } = await parentWithPayment(t, fake);
    await notify(t, paymentId);
    fake.payments.get(paymentId)!.status = 'refunded';
    t.clock.advance(3_600_000);
    await notify(t, paymentId);
    fake.payments.get(paymentId)!.status = 'charged_back';
    await notify(t, paymentId);
    expect(await steps(paymentId)).toEqual([step('approved'), step('refunded')]);
  });

  it('a chargeback of an approved payment is its step', async () => {
    const { paymentId } = await parentWithPayment(t, fake);
    await notify(t, paymentId);
    fake.payments.get(paymentId)!.status = 'charged_back';
    await notify(t, paymentId);
    expect(await steps(paymentId)).toEqual([step('approved'), step('charged_back')]);
  });

  it('a late "pending" or "rejected" after the approval writes nothing', async () => {
    const { paymentId } = await parentWithPayment(t, fake);
    await notify(t, paymentId);
    for (const status of ['pending', 'rejected']) {
      fake.payments.get(paymentId)!.status = status;
      await notify(t, paymentId);
    }
    expect(await steps(paymentId)).toEqual([step('approved')]);
  });

  it('a wrong amount is stored as refused: one step', async () => {
    const { paymentId } = await parentWithPayment(t, fake, { transaction_amount: 1 });
    await notify(t, paymentId);
    await notify(t, paymentId);
    expect(await steps(paymentId)).toEqual([step('refused')]);
  });

  it('the result page’s own question to Mercado Pago applies the payment with its step', async () => {
    const parent = await createSignedInUser(t);
    await upgrade(t, parent.cookie, 'annual');
    const checkout = await latestCheckout(t, parent.user.id);
    fake.setPayment({
      id: '777000111',
      status: 'approved',
      transaction_amount: 396,
      currency_id: 'BRL',
      external_reference: checkout.externalReference,
    });
    const res = await get(t, '/api/subscription/payments/777000111', parent.cookie);
    expect(res.json().status).toBe('approved');
    expect(await steps('777000111')).toEqual([step('approved')]);
  });
});

describe('the family’s cancel within 7 days (docs/product.md#money-back)', () => {
  it('the refund is the family’s step, with its reason; one refund e-mail', async () => {
    const parent = await paidParent(t, fake, 'annual', 2);
    const res = await cancel(t, parent.cookie, { reason: ' Não era para nós. ' });
    expect(res.statusCode).toBe(200);
    expect(await steps(parent.paymentId)).toEqual([
      step('approved'),
      step('refunded', 'family', { note: 'Não era para nós.' }),
    ]);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, parent.user.email), eq(emailOutbox.templateType, 'payment_refunded')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reembolso de R$ 396,00 solicitado');
    // Intl writes 'R$' and the amount apart by a no-break space.
    expect(mails[0]!.bodyText).toMatch(
      /Como você pediu, cancelamos o Plano Anual e solicitamos o reembolso de R\$\s396,00\./,
    );
    expect(mails[0]!.bodyText).toContain('O acesso ao plano terminou');
  });

  it('two cancels at once: one refund at Mercado Pago (one idempotency key), one step, one e-mail, the other 409', async () => {
    const parent = await paidParent(t, fake, 'annual', 1);
    const answers = await Promise.all([cancel(t, parent.cookie), cancel(t, parent.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(new Set(fake.refunds.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${parent.paymentId}`]));
    expect(await steps(parent.paymentId)).toEqual([step('approved'), step('refunded', 'family')]);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, parent.user.email), eq(emailOutbox.templateType, 'payment_refunded')));
    expect(mails).toHaveLength(1);
  });

  it('Mercado Pago failing: no step, no e-mail', async () => {
    const parent = await paidParent(t, fake, 'annual', 1);
    fake.failing.refunds = true;
    expect((await cancel(t, parent.cookie)).statusCode).toBe(502);
    expect(await steps(parent.paymentId)).toEqual([step('approved')]);
    expect((await paymentsOf(t, parent.user.id))[0]!.status).toBe('approved');
  });

  it('after 7 days the cancel refunds nothing and writes no step', async () => {
    const parent = await paidParent(t, fake, 'annual', 8);
    expect((await cancel(t, parent.cookie)).json().refund).toBeNull();
    expect(await steps(parent.paymentId)).toEqual([step('approved')]);
  });
});

describe('the demo’s payments (docs/product.md#demo-payment)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('approved by the test provider: its step; paying the checkout again writes none; the refund is the family’s', async () => {
    const parent = await createSignedInUser(demo);
    await upgrade(demo, parent.cookie, 'biannual');
    const checkout = await latestCheckout(demo, parent.user.id);
    await post(demo, `/api/test-payment/${checkout.id}`, parent.cookie, { outcome: 'approved' });
    await post(demo, `/api/test-payment/${checkout.id}`, parent.cookie, { outcome: 'approved' });
    const id = `test-${checkout.id}`;
    const demoSteps = async () =>
      (await historyOf(demo, id)).map(({ status, source, actor, note }) => ({ status, source, actor, note }));
    expect(await demoSteps()).toEqual([step('approved')]);
    await cancel(demo, parent.cookie);
    expect(await demoSteps()).toEqual([step('approved'), step('refunded', 'family')]);
  });

  it('refused by the family on the demo page: one step "rejected"', async () => {
    const parent = await createSignedInUser(demo);
    await upgrade(demo, parent.cookie, 'annual');
    const checkout = await latestCheckout(demo, parent.user.id);
    await post(demo, `/api/test-payment/${checkout.id}`, parent.cookie, { outcome: 'rejected' });
    const history = await historyOf(demo, `test-${checkout.id}`);
    expect(history.map((h) => step(h.status, h.source))).toEqual([step('rejected')]);
  });
});
