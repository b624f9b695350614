// For tests: the money of a small business, made through the real payment paths at chosen times.
import { eq } from 'drizzle-orm';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createAdminToken, createUser, sessionCookie } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { plans, subscriptions } from '../../db/schema/billing';
import { cancel, latestCheckout, newPaymentId, notify, post, upgrade } from '../payments/payments-testing';

/** The plans of the fixtures: the seeded three with the annual at R$ 479,00, and a monthly at R$ 49,90. */
export async function moneyPlans(t: TestApp) {
  await t.db.update(plans).set({ price: '479.00' }).where(eq(plans.id, 'annual'));
  await t.db
    .insert(plans)
    .values({
      id: 'monthly',
      name: 'Plano Mensal',
      months: 1,
      price: '49.90',
      billingCycle: 'a cada 1 mês',
      sortOrder: 3,
    })
    .onConflictDoNothing();
}

export interface Family {
  user: { id: number; email: string };
  /** The Mercado Pago ids of its payments, in the order they were made. */
  paid: string[];
}

/** The owner's, a support admin's and a content admin's tokens, as the admin cookie. */
export async function adminCookies(t: TestApp) {
  const cookie = async (role: 'owner' | 'support' | 'content') =>
    `nb_admin=${await createAdminToken(t, {}, { role, username: `${role}-${Math.random().toString(36).slice(2, 8)}` })}`;
  return { owner: await cookie('owner'), support: await cookie('support'), content: await cookie('content') };
}

/** The money's family actions at the clock's moments; each signs in again (sessions go idle). */
export function moneyActions(t: TestApp, fake: FakeMercadoPago) {
  const at = (iso: string) => t.clock.set(new Date(iso));
  const cookieOf = (f: Family) => sessionCookie(t, f.user.id);
  return {
    at,
    async family(fullName: string, email: string): Promise<Family> {
      return { user: await createUser(t.db, { fullName, email }), paid: [] };
    },
    async startTrial(f: Family, iso: string) {
      at(iso);
      const res = await post(t, '/api/subscription/start-trial', await cookieOf(f));
      if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`trial: ${res.statusCode} ${res.body}`);
    },
    /**
     * Pays `plan` through Mercado Pago (the fake) at `iso`: the family opens the checkout, Mercado
     * Pago knows the payment (approved, the checkout's amount, unless told) and notifies us.
     */
    async pay(f: Family, plan: string, iso: string, opts: { status?: string; amount?: number } = {}) {
      at(iso);
      const res = await upgrade(t, await cookieOf(f), plan);
      if (res.statusCode !== 200) throw new Error(`upgrade: ${res.statusCode} ${res.body}`);
      const checkout = await latestCheckout(t, f.user.id);
      const id = newPaymentId();
      fake.setPayment({
        id,
        status: opts.status ?? 'approved',
        transaction_amount: opts.amount ?? Number(checkout.amount),
        currency_id: checkout.currency,
        external_reference: checkout.externalReference,
      });
      await notify(t, id);
      f.paid.push(id);
      return id;
    },
    /** Mercado Pago reports the payment in another status (a refund or a chargeback made there) at `iso`. */
    async reported(paymentId: string, status: string, iso: string) {
      at(iso);
      fake.payments.get(paymentId)!.status = status;
      await notify(t, paymentId);
    },
    /** The family cancels its plan at `iso` (within 7 days of the payment: refunded). */
    async cancel(f: Family, iso: string, reason?: string) {
      at(iso);
      const res = await cancel(t, await cookieOf(f), reason ? { reason } : {});
      if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** The family deletes its account at `iso` (its payments stay, without it). */
    async deleteAccount(f: Family, iso: string) {
      at(iso);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: await cookieOf(f) },
        payload: { confirmation: 'EXCLUIR' },
      });
      if (res.statusCode !== 204) throw new Error(`delete: ${res.statusCode} ${res.body}`);
    },
  };
}

/** 12:00 on 15 March 2026 in São Paulo (UTC−3 all year): "now" of the February fixture. */
export const FEBRUARY_NOW = '2026-03-15T15:00:00.000Z';

/**
 * The business of the hand-computed fixture (revenue.test.ts works out every figure from it).
 * São Paulo is UTC−3, so 00:00 there is 03:00Z. In time order:
 *
 * | when (UTC)             | São Paulo        | what                                                          |
 * | ---------------------- | ---------------- | ------------------------------------------------------------- |
 * | 2025-11-28 13:00       | 28/11 10:00      | Daniel pays the quarterly plan (ends 28/02 10:00)             |
 * | 2026-01-15 13:00       | 15/01 10:00      | Elisa pays the biannual plan                                  |
 * | 2026-01-20 12:00       | 20/01 09:00      | Carla starts her trial                                        |
 * | 2026-02-01 02:59:59    | 31/01 23:59:59   | Hugo pays the monthly plan (ends 28/02 23:59:59)              |
 * | 2026-02-01 03:00       | 01/02 00:00      | Gabi pays the monthly plan (ends 01/03 00:00)                 |
 * | 2026-02-02 12:00       | 02/02 09:00      | Ana starts her trial                                          |
 * | 2026-02-05 13:00       | 05/02 10:00      | Ana pays the monthly plan (ends 05/03 10:00)                  |
 * | 2026-02-06 13:00       | 06/02 10:00      | João pays the quarterly plan                                  |
 * | 2026-02-10 11:00       | 10/02 08:00      | Bruno starts his trial                                        |
 * | 2026-02-10 17:00       | 10/02 14:00      | Carla pays the annual plan                                    |
 * | 2026-02-12 12:00       | 12/02 09:00      | Carla cancels within 7 days: refunded                         |
 * | 2026-02-14 13:00       | 14/02 10:00      | Lia pays the biannual plan                                    |
 * | 2026-02-15 13:00       | 15/02 10:00      | Iara pays a wrong amount (refused) and leaves one pending     |
 * | 2026-02-20 13:00       | 20/02 10:00      | Elisa's payment is charged back; Lia deletes her account      |
 * | 2026-02-27 13:00       | 27/02 10:00      | Hugo renews the monthly plan (ends 31/03 23:59:59)            |
 * | 2026-02-27 15:00       | 27/02 12:00      | Marcos starts his trial                                       |
 * | 2026-03-01 02:30       | 28/02 23:30      | Fábio pays the annual plan                                    |
 * | 2026-03-01 13:00       | 01/03 10:00      | Ana renews the monthly plan (from 05/03 to 05/04)             |
 * | 2026-03-02 13:00       | 02/03 10:00      | Mercado Pago reports João's payment refunded                  |
 * | 2026-03-10 13:00       | 10/03 10:00      | Marcos pays the quarterly plan (11 days after his trial)      |
 * | 2026-03-14 13:00       | 14/03 10:00      | Bruno pays the monthly plan (32 days after his trial)         |
 *
 * Kátia has access granted by the team (no payment). The clock is left at FEBRUARY_NOW.
 */
export async function februaryBusiness(t: TestApp, fake: FakeMercadoPago) {
  await moneyPlans(t);
  const m = moneyActions(t, fake);
  const f = {
    ana: await m.family('Ana Souza', 'ana@example.com'),
    bruno: await m.family('Bruno Lima', 'bruno@example.com'),
    carla: await m.family('Carla Dias', 'carla@example.com'),
    daniel: await m.family('Daniel Rocha', 'daniel@example.com'),
    elisa: await m.family('Elisa Melo', 'elisa@example.com'),
    fabio: await m.family('Fábio Nunes', 'fabio@example.com'),
    gabi: await m.family('Gabi Torres', 'gabi@example.com'),
    hugo: await m.family('Hugo Prado', 'hugo@example.com'),
    iara: await m.family('Iara Costa', 'iara@example.com'),
    joao: await m.family('João Alves', 'joao@example.com'),
    lia: await m.family('Lia Ramos', 'lia@example.com'),
    marcos: await m.family('Marcos Reis', 'marcos@example.com'),
  };
  await m.pay(f.daniel, 'quarterly', '2025-11-28T13:00:00Z');
  await m.pay(f.elisa, 'biannual', '2026-01-15T13:00:00Z');
  await m.startTrial(f.carla, '2026-01-20T12:00:00Z');
  await m.pay(f.hugo, 'monthly', '2026-02-01T02:59:59Z');
  await m.pay(f.gabi, 'monthly', '2026-02-01T03:00:00Z');
  await m.startTrial(f.ana, '2026-02-02T12:00:00Z');
  await m.pay(f.ana, 'monthly', '2026-02-05T13:00:00Z');
  await m.pay(f.joao, 'quarterly', '2026-02-06T13:00:00Z');
  await m.startTrial(f.bruno, '2026-02-10T11:00:00Z');
  await m.pay(f.carla, 'annual', '2026-02-10T17:00:00Z');
  await m.cancel(f.carla, '2026-02-12T12:00:00Z', 'Não usamos.');
  await m.pay(f.lia, 'biannual', '2026-02-14T13:00:00Z');
  await m.pay(f.iara, 'annual', '2026-02-15T13:00:00Z', { status: 'pending' });
  await m.pay(f.iara, 'monthly', '2026-02-15T13:00:00Z', { amount: 4.99 });
  await m.reported(f.elisa.paid[0]!, 'charged_back', '2026-02-20T13:00:00Z');
  await m.deleteAccount(f.lia, '2026-02-20T13:00:00Z');
  await m.pay(f.hugo, 'monthly', '2026-02-27T13:00:00Z');
  await m.startTrial(f.marcos, '2026-02-27T15:00:00Z');
  await m.pay(f.fabio, 'annual', '2026-03-01T02:30:00Z');
  await m.pay(f.ana, 'monthly', '2026-03-01T13:00:00Z');
  await m.reported(f.joao.paid[0]!, 'refunded', '2026-03-02T13:00:00Z');
  await m.pay(f.marcos, 'quarterly', '2026-03-10T13:00:00Z');
  await m.pay(f.bruno, 'monthly', '2026-03-14T13:00:00Z');
  const katia = await m.family('Kátia Luz', 'katia@example.com');
  m.at(FEBRUARY_NOW);
  // Access granted by the team: a plan in force without a payment.
  await t.db.insert(subscriptions).values({
    parentUserId: katia.user.id,
    planType: 'admin_granted',
    status: 'active',
    subscriptionStartDate: new Date('2026-03-01T00:00:00Z'),
    subscriptionEndDate: new Date('2026-06-01T00:00:00Z'),
  });
  return { families: f, katia };
}
