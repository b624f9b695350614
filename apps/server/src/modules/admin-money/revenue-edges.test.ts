import { adminMoneyApi, type RevenueReport } from '@neurobridge/shared/api/admin-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import type { TestApp } from '../../../test/test-app';
import { createMercadoPagoTestApp } from '../payments/payments-testing';
import { adminCookies, moneyActions, moneyPlans } from './admin-money-testing';

/**
 * The edges of conversion, churn and the plans in force (docs/product.md#admin-revenue), each
 * family alone in its own month of 2025 so the figures do not mix. São Paulo is UTC−3.
 */

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
let m: ReturnType<typeof moneyActions>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
  await moneyPlans(t);
  m = moneyActions(t, fake);
});
afterAll(() => close());

async function revenue(from: string, to: string, now: string): Promise<RevenueReport> {
  m.at(now);
  // A token of its own each time: tokens last an hour of the clock, which the tests move.
  const res = await t.app.inject({
    method: 'GET',
    url: `${adminMoneyApi.revenue.path}?period=custom&from=${from}&to=${to}`,
    headers: { cookie: (await adminCookies(t)).owner },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('conversion: within 30 days of the trial’s start, to the second', () => {
  it('paid 1 s before the 30 days end: converted; at the 30th day’s very instant: not', async () => {
    const inTime = await m.family('No prazo', 'prazo@example.com');
    const late = await m.family('Atrasada', 'atrasada@example.com');
    await m.startTrial(inTime, '2025-01-10T12:00:00Z');
    await m.startTrial(late, '2025-01-10T12:00:00Z');
    await m.pay(inTime, 'monthly', '2025-02-09T11:59:59Z');
    await m.pay(late, 'monthly', '2025-02-09T12:00:00Z');
    const january = await revenue('2025-01-01', '2025-01-31', '2025-03-01T12:00:00Z');
    expect(january.conversion).toEqual({ trials_started: 2, converted: 1, rate_percent: 50 });
  });

  it('a trial whose family paid, was refunded and paid again counts once, by its first approval', async () => {
    const again = await m.family('De novo', 'denovo@example.com');
    await m.startTrial(again, '2025-03-03T12:00:00Z');
    await m.pay(again, 'annual', '2025-03-05T12:00:00Z');
    await m.cancel(again, '2025-03-06T12:00:00Z');
    await m.pay(again, 'monthly', '2025-03-20T12:00:00Z');
    const march = await revenue('2025-03-01', '2025-03-31', '2025-04-01T12:00:00Z');
    expect(march.conversion).toEqual({ trials_started: 1, converted: 1, rate_percent: 100 });
    // Paid twice in March (annual and monthly), one refunded: 47900 + 4990 − 47900.
    expect(march.totals).toMatchObject({ paid_count: 2, paid_cents: 52890, refunded_cents: 47900, net_cents: 4990 });
  });
});

describe('churn', () => {
  it('a family back after a gap did not churn; a refunded renewal leaves the period before it to churn', async () => {
    const back = await m.family('Voltou', 'voltou@example.com');
    const refundedRenewal = await m.family('Renovou e desistiu', 'desistiu@example.com');
    // Back: a month from 05/05, ended 05/06.
    await m.pay(back, 'monthly', '2025-05-05T12:00:00Z');
    // Renewed on 01/06 (ahead of its 10/06 end), then refunded within 7 days: back to ending 10/06.
    await m.pay(refundedRenewal, 'monthly', '2025-05-10T12:00:00Z');
    await m.pay(refundedRenewal, 'monthly', '2025-06-01T12:00:00Z');
    await m.cancel(refundedRenewal, '2025-06-03T12:00:00Z');
    // On 15/06 both months have ended without a later payment.
    expect((await revenue('2025-06-01', '2025-06-30', '2025-06-15T12:00:00Z')).churn.ended).toBe(2);
    // The first family pays again on 20/06, after 15 days without a plan: it came back, no churn.
    await m.pay(back, 'monthly', '2025-06-20T12:00:00Z');
    const june = await revenue('2025-06-01', '2025-06-30', '2025-07-20T12:00:00Z');
    expect(june.churn).toMatchObject({ ended: 1 });
  });

  it('a period ending after now is not churn yet, even inside the period asked for', async () => {
    const f = await m.family('Ainda não', 'aindanao@example.com');
    await m.pay(f, 'monthly', '2025-08-05T12:00:00Z');
    // Its month ends 05/09 12:00; at 05/09 11:00 it has not ended; at 12:00 it has.
    expect((await revenue('2025-09-01', '2025-09-30', '2025-09-05T11:00:00Z')).churn.ended).toBe(0);
    expect((await revenue('2025-09-01', '2025-09-30', '2025-09-05T12:00:00Z')).churn.ended).toBe(1);
  });
});

describe('plans in force and the MRR', () => {
  it('a renewal paid ahead counts once, as the period in force; it takes over when that one ends', async () => {
    const f = await m.family('Adiantada', 'adiantada@example.com');
    await m.pay(f, 'annual', '2025-10-01T12:00:00Z');
    await m.pay(f, 'monthly', '2025-10-15T12:00:00Z');
    // Now 20/10: the annual plan is in force (the month starts on 01/10/2026).
    const now = await revenue('2025-10-01', '2025-10-31', '2025-10-20T12:00:00Z');
    expect(now.active_by_plan.filter((p) => p.active)).toEqual([
      { plan_type: 'annual', plan_name: 'Plano Anual', active: 1 },
    ]);
    // round(47900 ÷ 12) = round(3991.67) = 3992.
    expect(now.mrr_cents).toBe(3992);
    // A year later, the month paid ahead is in force: 4990.
    const later = await revenue('2025-10-01', '2025-10-31', '2026-10-10T12:00:00Z');
    expect(later.active_by_plan.filter((p) => p.active)).toEqual([
      { plan_type: 'monthly', plan_name: 'Plano Mensal', active: 1 },
    ]);
    expect(later.mrr_cents).toBe(4990);
  });

  it('a plan cancelled after its 7 days stays in force until its end, then leaves', async () => {
    const f = await m.family('Cancelou depois', 'cancelou@example.com');
    await m.pay(f, 'quarterly', '2027-01-10T12:00:00Z');
    await m.cancel(f, '2027-01-25T12:00:00Z');
    const during = await revenue('2027-01-01', '2027-01-31', '2027-02-01T12:00:00Z');
    // round(14900 ÷ 3) = round(4966.67) = 4967.
    expect(during.mrr_cents).toBe(4967);
    expect((await revenue('2027-01-01', '2027-01-31', '2027-04-10T12:00:00Z')).mrr_cents).toBe(0);
  });
});
