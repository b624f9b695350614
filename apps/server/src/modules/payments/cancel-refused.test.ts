import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser } from '../../../test/factories';
import { adminGranted, DAY, paid, parentWith, trial } from '../../../test/subscription-factories';
import type { TestApp } from '../../../test/test-app';
import {
  cancel,
  createMercadoPagoTestApp,
  latestCheckout,
  paidParent,
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

const NOTHING = { error: 'Não há assinatura ativa para cancelar.' };

describe('what cannot be cancelled (docs/product.md#money-back)', () => {
  it.each([
    ['no subscription', null],
    ['a trial', trial],
    ['access granted by the team', adminGranted],
  ])('%s: 409', async (_label, sub) => {
    const { user, cookie } = await parentWith(t, sub);
    const before = await subscriptionOf(t, user.id);
    const res = await cancel(t, cookie);
    expect([res.statusCode, res.json()]).toEqual([409, NOTHING]);
    expect(await subscriptionOf(t, user.id)).toEqual(before);
  });

  it('a paid plan past its end: 409', async () => {
    const { cookie } = await parentWith(t, paid, 401 * DAY);
    expect((await cancel(t, cookie)).statusCode).toBe(409);
  });

  it('a checkout not paid yet: 409', async () => {
    const parent = await createSignedInUser(t);
    await upgrade(t, parent.cookie);
    expect(await latestCheckout(t, parent.user.id)).toBeDefined();
    expect((await cancel(t, parent.cookie)).statusCode).toBe(409);
  });

  it.each([
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }, 'O motivo pode ter no máximo 500 caracteres.'],
    ['an unknown field', { reason: 'ok', refund: true }, 'Campo não permitido: refund.'],
  ])('%s: 400, nothing changed', async (_label, body, error) => {
    const parent = await paidParent(t, fake, 'annual', 1);
    const before = await subscriptionOf(t, parent.user.id);
    const res = await cancel(t, parent.cookie, body);
    expect([res.statusCode, res.json()]).toEqual([400, { error }]);
    expect(await subscriptionOf(t, parent.user.id)).toEqual(before);
    expect(fake.refunds).toEqual([]);
  });

  it('anonymous: 401', async () => {
    expect((await cancel(t, undefined)).statusCode).toBe(401);
  });
});
