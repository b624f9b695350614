import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import {
  confirmationsTo,
  createMercadoPagoTestApp,
  get,
  latestCheckout,
  newPaymentId,
  notify,
  paymentsOf,
  payThroughMercadoPago,
  subscriptionOf,
  upgrade,
} from './payments-testing';

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

const NOT_FOUND = { error: 'Pagamento não encontrado.' };
const paymentOf = (id: string, cookie?: string) => get(t, `/api/subscription/payments/${id}`, cookie);

/** A checkout of the parent that Mercado Pago knows a payment of, without having notified us yet. */
async function unnotifiedPayment(parent: { user: { id: number }; cookie: string }, status = 'approved') {
  await upgrade(t, parent.cookie, 'biannual');
  const checkout = await latestCheckout(t, parent.user.id);
  const id = newPaymentId();
  fake.setPayment({
    id,
    status,
    transaction_amount: 264,
    currency_id: 'BRL',
    external_reference: checkout.externalReference,
  });
  return id;
}

describe('GET /api/subscription/payments/:paymentId (docs/product.md#payment-result)', () => {
  it('the caller’s approved payment, with the plan’s name and the new end date', async () => {
    const parent = await createSignedInUser(t);
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual');
    const res = await paymentOf(paymentId, parent.cookie);
    expect(res.statusCode).toBe(200);
    const end = (await subscriptionOf(t, parent.user.id))!.subscriptionEndDate!;
    expect(res.json()).toEqual({
      id: paymentId,
      status: 'approved',
      plan_type: 'annual',
      plan_name: 'Plano Anual',
      amount: 396,
      currency: 'BRL',
      subscription_end_date: end.toISOString(),
    });
  });

  it.each([
    ['pending', 'pending'],
    ['in_process', 'pending'],
    ['rejected', 'rejected'],
    ['cancelled', 'rejected'],
  ])('a payment Mercado Pago reports as %s reads %s, with no end date', async (status, expected) => {
    const parent = await createSignedInUser(t);
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual', status);
    const res = await paymentOf(paymentId, parent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: paymentId, status: expected, subscription_end_date: null });
    expect(await subscriptionOf(t, parent.user.id)).toBeUndefined();
  });

  it('another parent’s payment: 404, whether stored or only known to Mercado Pago, and nothing applied', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { paymentId } = await payThroughMercadoPago(t, fake, owner, 'annual');
    expect(await paymentOf(paymentId, other.cookie).then((r) => [r.statusCode, r.json()])).toEqual([404, NOT_FOUND]);
    const unnotified = await unnotifiedPayment(owner);
    expect(await paymentOf(unnotified, other.cookie).then((r) => [r.statusCode, r.json()])).toEqual([404, NOT_FOUND]);
    expect((await paymentsOf(t, owner.user.id)).map((p) => p.providerPaymentId)).toEqual([paymentId]);
    expect(await subscriptionOf(t, other.user.id)).toBeUndefined();
  });

  it('the notification has not arrived: the payment is read from Mercado Pago and applied', async () => {
    const parent = await createSignedInUser(t);
    const id = await unnotifiedPayment(parent);
    const res = await paymentOf(id, parent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved', plan_type: 'biannual', plan_name: 'Plano Semestral' });
    expect(fake.paymentReads).toEqual([id]);
    expect(await subscriptionOf(t, parent.user.id)).toMatchObject({ status: 'active', paymentReference: id });
    // The late notification changes nothing.
    await notify(t, id);
    expect(await confirmationsTo(t, parent.user.email)).toHaveLength(1);
    expect(await paymentsOf(t, parent.user.id)).toHaveLength(1);
  });

  it('stored as pending: asked again of Mercado Pago, and applied once it is approved', async () => {
    const parent = await createSignedInUser(t);
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual', 'pending');
    expect((await paymentOf(paymentId, parent.cookie)).json().status).toBe('pending');
    fake.payments.get(paymentId)!.status = 'approved';
    expect((await paymentOf(paymentId, parent.cookie)).json().status).toBe('approved');
    expect((await subscriptionOf(t, parent.user.id))?.status).toBe('active');
  });

  it('stored as pending and Mercado Pago failing: the stored answer', async () => {
    const parent = await createSignedInUser(t);
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual', 'pending');
    fake.failing.payments = true;
    const res = await paymentOf(paymentId, parent.cookie);
    expect([res.statusCode, res.json().status]).toEqual([200, 'pending']);
  });

  it('a payment Mercado Pago does not know: 404', async () => {
    const parent = await createSignedInUser(t);
    const res = await paymentOf('5550001', parent.cookie);
    expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
  });

  it('not stored and Mercado Pago failing: 502', async () => {
    const parent = await createSignedInUser(t);
    fake.failing.payments = true;
    const res = await paymentOf('5550002', parent.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(
      'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.',
    );
  });

  it('a demo payment id is never asked of Mercado Pago', async () => {
    const parent = await createSignedInUser(t);
    const res = await paymentOf('test-abcdefghijklmnopqrstuvwx', parent.cookie);
    expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    expect(fake.paymentReads).toEqual([]);
  });

  it('anonymous: 401', async () => {
    expect((await paymentOf('123')).statusCode).toBe(401);
  });
});
