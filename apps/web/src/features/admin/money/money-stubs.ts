import type { AdminPaymentRow, PaymentDetail, RevenueReport } from '@neurobridge/shared/api/admin-money';

/** Test answers of the money endpoints, in the contract's shapes (checked by the client in tests). */

const zeros = { paid_count: 0, paid_cents: 0, refunded_count: 0, refunded_cents: 0, charged_back_count: 0 };

export const days = (n: number, hits: Record<number, [paid: number, back: number]> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    paid_cents: hits[i]?.[0] ?? 0,
    given_back_cents: hits[i]?.[1] ?? 0,
  }));

export const sampleRevenue: RevenueReport = {
  period: 'last_7_days',
  from: '2026-03-01',
  to: '2026-03-07',
  totals: {
    paid_count: 3,
    paid_cents: 64_400,
    refunded_count: 1,
    refunded_cents: 39_600,
    charged_back_count: 1,
    charged_back_cents: 4_900,
    net_cents: 19_900,
  },
  by_plan: [
    {
      plan_type: 'biannual',
      plan_name: 'Plano Semestral',
      paid_count: 0,
      paid_cents: 0,
      refunded_count: 0,
      refunded_cents: 0,
      charged_back_count: 0,
      charged_back_cents: 0,
      net_cents: 0,
    },
    {
      plan_type: 'annual',
      plan_name: 'Plano Anual',
      paid_count: 1,
      paid_cents: 39_600,
      refunded_count: 1,
      refunded_cents: 39_600,
      charged_back_count: 0,
      charged_back_cents: 0,
      net_cents: 0,
    },
    {
      plan_type: 'monthly',
      plan_name: 'Plano Mensal',
      paid_count: 2,
      paid_cents: 24_800,
      refunded_count: 0,
      refunded_cents: 0,
      charged_back_count: 1,
      charged_back_cents: 4_900,
      net_cents: 19_900,
    },
  ],
  conversion: { trials_started: 5, converted: 2, rate_percent: 40 },
  churn: { ended: 1, by_plan: [{ plan_type: 'quarterly', plan_name: 'Plano Trimestral', ended: 1 }] },
  active_by_plan: [
    { plan_type: 'monthly', plan_name: 'Plano Mensal', active: 2 },
    { plan_type: 'annual', plan_name: 'Plano Anual', active: 1 },
  ],
  mrr_cents: 28_700,
  bucket_days: 1,
  series: days(7, { 0: [39_600, 0], 2: [12_400, 4_900], 6: [12_400, 39_600] }),
};

/** A period without a payment, a trial, a plan ending or a plan in force. */
export const emptyRevenue: RevenueReport = {
  ...sampleRevenue,
  period: 'last_30_days',
  from: '2026-02-06',
  to: '2026-03-07',
  totals: { ...zeros, charged_back_cents: 0, net_cents: 0 },
  by_plan: [],
  conversion: { trials_started: 0, converted: 0, rate_percent: null },
  churn: { ended: 0, by_plan: [] },
  active_by_plan: [],
  mrr_cents: 0,
  series: days(30),
};

export function samplePaymentRow(overrides: Partial<AdminPaymentRow> = {}): AdminPaymentRow {
  return {
    id: 41,
    created_at: '2026-03-07T15:30:00.000Z',
    status: 'approved',
    plan_type: 'annual',
    plan_name: 'Plano Anual',
    amount_cents: 39_600,
    currency: 'BRL',
    provider: 'mercado_pago',
    provider_payment_id: '1234567890',
    provider_url: 'https://www.mercadopago.com.br/activities?q=1234567890',
    family: { id: 7, name: 'Marta Lima', email: 'marta@example.com' },
    ...overrides,
  };
}

export function samplePaymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    ...samplePaymentRow(),
    history: [
      { status: 'pending', at: '2026-03-07T15:29:00.000Z', source: 'provider', actor: null, note: null },
      { status: 'approved', at: '2026-03-07T15:30:00.000Z', source: 'provider', actor: null, note: null },
    ],
    period_end_date: '2027-03-07',
    refunded_at: null,
    refundable: true,
    refund_blocked: null,
    ...overrides,
  };
}

/** The same payment after an admin's refund. */
export function refundedPaymentDetail(reason: string, admin = 'gestora'): PaymentDetail {
  const before = samplePaymentDetail();
  return {
    ...before,
    status: 'refunded',
    refunded_at: '2026-03-08T12:00:00.000Z',
    refundable: false,
    refund_blocked: 'Este pagamento já foi reembolsado.',
    history: [
      ...before.history,
      { status: 'refunded', at: '2026-03-08T12:00:00.000Z', source: 'admin', actor: admin, note: reason },
    ],
  };
}
