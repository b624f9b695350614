import { z } from 'zod';
import { REPORT_PERIODS } from './admin-reports';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam, dbIdParam } from './fields';

/**
 * The business in money (docs/product.md#admin-revenue): revenue of a period, conversion from trial
 * to paid, churn, active plans and MRR, as figures, a chart and a CSV; and every payment with its
 * status history, from which an owner may start a refund. All money is integer cents, computed on
 * the server; a day is a São Paulo day.
 */

/** A custom range is at most this many days, both ends included (two years). */
export const REVENUE_RANGE_MAX_DAYS = 731;
/** A trial counts as converted when its family paid within this many days of the trial's start. */
export const CONVERSION_DAYS = 30;
export const PAYMENTS_PAGE_DEFAULT = 50;
export const PAYMENTS_PAGE_MAX = 100;
export const PAYMENT_SEARCH_MAX = 100;
export const ADMIN_REFUND_REASON_MAX = 500;

/** The statuses a payment's history records, Mercado Pago's words (docs/product.md#admin-payments). */
export const PAYMENT_STATUSES = [
  'pending',
  'in_process',
  'approved',
  'rejected',
  'cancelled',
  'refused',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pendente',
  in_process: 'Em análise',
  approved: 'Aprovado',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refused: 'Valor divergente',
  refunded: 'Reembolsado',
  charged_back: 'Estornado (chargeback)',
};
/** Who changed a payment's status: the provider's notice, the family's cancel, an admin, the system. */
export const PAYMENT_EVENT_SOURCES = ['provider', 'family', 'admin', 'system'] as const;

export const INVALID_REVENUE_PERIOD = userMessage(
  'Período inválido: use last_7_days, last_30_days, last_3_months, last_year ou custom.',
);
export const INVALID_DATE = userMessage('Data inválida: use AAAA-MM-DD.');
export const CUSTOM_RANGE_REQUIRED = userMessage('Informe o início e o fim do período.');
export const RANGE_ORDER = userMessage('O fim do período deve ser igual ou posterior ao início.');
export const RANGE_TOO_LONG = userMessage('O período pode ter no máximo 2 anos.');
export const INVALID_PAYMENT_STATUS = userMessage('Situação de pagamento inválida.');
export const INVALID_PLAN_FILTER = userMessage('Plano inválido.');
export const PAYMENT_SEARCH_TOO_LONG = userMessage(`A busca pode ter no máximo ${PAYMENT_SEARCH_MAX} caracteres.`);
export const INVALID_PAYMENTS_LIMIT = userMessage(`O limite deve ser de 1 a ${PAYMENTS_PAGE_MAX}.`);
export const REFUND_REASON_REQUIRED = userMessage('Informe o motivo do reembolso.');
export const REFUND_REASON_TOO_LONG = userMessage(`O motivo pode ter no máximo ${ADMIN_REFUND_REASON_MAX} caracteres.`);
export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado.';

/** A real calendar day: 2026-02-31 matches the pattern but is no day. */
function isCalendarDay(s: string): boolean {
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
const day = z
  .string({ error: INVALID_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
  .refine(isCalendarDay, INVALID_DATE);

/** A report period, or `custom` with `from` and `to` (São Paulo days, at most two years). */
export const revenueQuery = z
  .strictObject({
    period: z.enum([...REPORT_PERIODS, 'custom'], { error: INVALID_REVENUE_PERIOD }).default('last_30_days'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from || !q.to) return void ctx.addIssue({ code: 'custom', message: CUSTOM_RANGE_REQUIRED, path: ['from'] });
    const from = Date.parse(`${q.from}T00:00:00Z`);
    const to = Date.parse(`${q.to}T00:00:00Z`);
    if (Number.isNaN(from)) return void ctx.addIssue({ code: 'custom', message: INVALID_DATE, path: ['from'] });
    if (Number.isNaN(to)) return void ctx.addIssue({ code: 'custom', message: INVALID_DATE, path: ['to'] });
    if (to < from) return void ctx.addIssue({ code: 'custom', message: RANGE_ORDER, path: ['to'] });
    if ((to - from) / 86_400_000 + 1 > REVENUE_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: RANGE_TOO_LONG, path: ['to'] });
    }
  });
export type RevenueQuery = z.input<typeof revenueQuery>;

export const revenueExportQuery = revenueQuery;

const cents = z.number().int();
const count = z.number().int();

/** Money of a set of payments, in cents: what was paid, given back (refunds, chargebacks) and what remains. */
export const moneyFigures = z.object({
  paid_count: count,
  paid_cents: cents,
  refunded_count: count,
  refunded_cents: cents,
  charged_back_count: count,
  charged_back_cents: cents,
  /** paid − refunded − charged back. */
  net_cents: cents,
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

export const revenueReport = z.object({
  period: z.string(),
  /** First and last São Paulo day, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /**
   * Payments approved in the period (even if given back later) count as paid; refunds and
   * chargebacks count on the day they happened.
   */
  totals: moneyFigures,
  by_plan: z.array(moneyFigures.extend({ plan_type: z.string(), plan_name: z.string() })),
  /** Trials started in the period, and how many of those families paid within 30 days of the start. */
  conversion: z.object({
    trials_started: count,
    converted: count,
    /** converted ÷ trials_started in whole percent; null without trials. */
    rate_percent: z.number().int().nullable(),
  }),
  /** Paid plans whose period ended inside the period (before now) with no later payment from that family. */
  churn: z.object({
    ended: count,
    by_plan: z.array(z.object({ plan_type: z.string(), plan_name: z.string(), ended: count })),
  }),
  /** Now, whatever the period: paid plans in force, by plan. */
  active_by_plan: z.array(z.object({ plan_type: z.string(), plan_name: z.string(), active: count })),
  /** Now: each paid plan in force, its price ÷ its months, rounded to the cent, summed. */
  mrr_cents: cents,
  /** The chart's bars: one per day, or per 7 days past 90 days, or per 30 past a year; zeros included. */
  bucket_days: z.number().int(),
  series: z.array(z.object({ date: z.string(), paid_cents: cents, given_back_cents: cents })),
});
export type RevenueReport = z.infer<typeof revenueReport>;

export const paymentsQuery = z.strictObject({
  /** The family's name or e-mail, or the provider's payment id. */
  q: z.string({ error: PAYMENT_SEARCH_TOO_LONG }).trim().max(PAYMENT_SEARCH_MAX, PAYMENT_SEARCH_TOO_LONG).optional(),
  status: z.enum(PAYMENT_STATUSES, { error: INVALID_PAYMENT_STATUS }).optional(),
  plan: z
    .string({ error: INVALID_PLAN_FILTER })
    .regex(/^[a-z_]{1,40}$/, INVALID_PLAN_FILTER)
    .optional(),
  /** Created on or after / on or before these São Paulo days. */
  from: day.optional(),
  to: day.optional(),
  limit: boundedIntParam(1, PAYMENTS_PAGE_MAX, `O limite deve ser de 1 a ${PAYMENTS_PAGE_MAX}.`).optional(),
  /** `next_cursor` of the previous page. */
  cursor: dbIdParam('Cursor inválido.').optional(),
});
export type PaymentsQuery = z.input<typeof paymentsQuery>;

export const adminPaymentRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.string(),
  plan_type: z.string(),
  plan_name: z.string(),
  amount_cents: cents,
  currency: z.string(),
  provider: z.string(),
  provider_payment_id: z.string(),
  /** The payment on Mercado Pago's site; null for the demo's test provider. */
  provider_url: z.string().nullable(),
  /** Null once the family deleted its account (the payment is kept, as the law requires). */
  family: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }).nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

export const paymentsPage = z.object({
  payments: z.array(adminPaymentRow),
  next_cursor: z.string().nullable(),
});
export type PaymentsPage = z.infer<typeof paymentsPage>;

export const paymentDetail = adminPaymentRow.extend({
  /** Oldest first. */
  history: z.array(
    z.object({
      status: z.string(),
      at: z.string(),
      source: z.enum(PAYMENT_EVENT_SOURCES),
      /** The admin's username, for an admin's refund. */
      actor: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  period_end_date: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /**
   * Whether a refund may start from here: the same rule as the family's own cancel (the payment
   * behind the family's current plan, within the 7-day guarantee); `refund_blocked` says why not.
   */
  refundable: z.boolean(),
  refund_blocked: z.string().nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

export const paymentIdParams = z.strictObject({ id: dbIdParam('Pagamento inválido.') });

export const adminRefundBody = z.strictObject({
  reason: z
    .string({ error: REFUND_REASON_REQUIRED })
    .trim()
    .min(1, REFUND_REASON_REQUIRED)
    .max(ADMIN_REFUND_REASON_MAX, REFUND_REASON_TOO_LONG),
});
export type AdminRefundBody = z.input<typeof adminRefundBody>;

const money = { access: 'admin', area: 'money', tag: 'admin' } as const;

export const adminMoneyApi = {
  revenue: endpoint({
    ...money,
    method: 'GET',
    path: '/api/admin/revenue',
    query: revenueQuery,
    status: 200,
    response: revenueReport,
  }),
  /** The report as CSV (`;`, formula-safe): totals, by plan, conversion, churn, active plans, the series. */
  revenueExport: endpoint({
    ...money,
    method: 'GET',
    path: '/api/admin/revenue/export',
    answer: 'file',
    query: revenueExportQuery,
    status: 200,
  }),
  payments: endpoint({
    ...money,
    method: 'GET',
    path: '/api/admin/payments',
    paging: { items: 'payments' },
    query: paymentsQuery,
    status: 200,
    response: paymentsPage,
  }),
  payment: endpoint({
    ...money,
    method: 'GET',
    path: '/api/admin/payments/:id',
    params: paymentIdParams,
    status: 200,
    response: paymentDetail,
  }),
  /**
   * Refunds through the family's own cancel path (modules/payments/cancel-service.ts): the same
   * 7-day rule, the provider's refund, the plan's days back, one e-mail; answers the payment after.
   */
  refund: endpoint({
    ...money,
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    fieldErrors: true,
    params: paymentIdParams,
    body: adminRefundBody,
    status: 200,
    response: paymentDetail,
  }),
};
