import {
  CONVERSION_DAYS,
  PAYMENT_NOT_FOUND,
  PAYMENTS_PAGE_DEFAULT,
  type AdminRefundBody,
  type MoneyFigures,
  type PaymentDetail,
  type PaymentsPage,
  type RevenueReport,
  type paymentsQuery,
  type revenueQuery,
} from '@neurobridge/shared/api/admin-money';
import { formatDate } from '@neurobridge/shared/domain/format';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Acting } from '../../lib/actor';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { notFound } from '../../lib/http-error';
import { bucketDates, dayRange, reportRange } from '../admin-reports/admin-reports-queries';
import { recordAudit } from '../audit/audit-log';
import { refundBlocked, subscriptionOf, type Refunds } from '../payments/refund';
import { centsText, planName, toHistory, toPaymentRow } from './admin-money-view';
import { findPayment, listPayments, paymentHistory } from './payments-queries';
import {
  churn,
  conversion,
  inForce,
  periodMoney,
  planNames,
  type MoneyRow,
  type RevenueRange,
} from './revenue-queries';

type RevenueQuery = z.output<typeof revenueQuery>;
type PaymentsQuery = z.output<typeof paymentsQuery>;

/** Days per bar of the chart (docs/product.md#admin-revenue): a day up to 90 days, a week up to a year, else 30. */
export function bucketDaysFor(days: number): number {
  if (days <= 90) return 1;
  if (days <= 366) return 7;
  return 30;
}

/** A report period (today and the days before it) or the custom range, in São Paulo days. */
export function revenueRange(query: RevenueQuery, now: Date): RevenueRange & { period: string } {
  const days = query.period === 'custom' ? dayRange(query.from!, query.to!) : reportRange(query.period, now);
  return {
    period: query.period,
    from: days.from,
    to: days.to,
    days: days.days,
    start: days.start,
    end: days.end,
    bucketDays: bucketDaysFor(days.days),
  };
}

const NO_MONEY: MoneyFigures = {
  paid_count: 0,
  paid_cents: 0,
  refunded_count: 0,
  refunded_cents: 0,
  charged_back_count: 0,
  charged_back_cents: 0,
  net_cents: 0,
};

const figures = (row: MoneyRow | undefined): MoneyFigures =>
  row
    ? {
        paid_count: row.paidCount,
        paid_cents: row.paidCents,
        refunded_count: row.refundedCount,
        refunded_cents: row.refundedCents,
        charged_back_count: row.chargedBackCount,
        charged_back_cents: row.chargedBackCents,
        net_cents: row.netCents,
      }
    : NO_MONEY;

/** Every plan of the plans table in its order, then any other plan the rows name; zeros for none. */
function byPlan<T, R>(names: Map<string, string>, rows: Map<string, R>, make: (row: R | undefined) => T) {
  const types = [...names.keys(), ...[...rows.keys()].filter((type) => !names.has(type)).sort()];
  return types.map((type) => ({ plan_type: type, plan_name: planName(type, names), ...make(rows.get(type)) }));
}

type MoneyDeps = Pick<AppDeps, 'db' | 'clock' | 'onBackgroundError'> & { refunds: Refunds };

/**
 * The back-office's money (docs/product.md#admin-revenue, docs/product.md#admin-payments): the
 * revenue of a period as figures, a chart and a CSV, every payment with its history, and the refund
 * an owner starts from a payment — the family's own cancel's path (payments/refund.ts).
 */
export function createAdminMoneyService({ db, clock, refunds }: MoneyDeps) {
  async function revenue(query: RevenueQuery): Promise<RevenueReport> {
    const now = clock.now();
    const range = revenueRange(query, now);
    const [money, trials, ended, active, plans] = await Promise.all([
      periodMoney(db, range),
      conversion(db, range),
      churn(db, range, now),
      inForce(db, now),
      planNames(db),
    ]);
    const names = new Map(plans.map((p) => [p.id, p.name]));
    const perPlan = new Map(money.filter((r) => !r.gPlan).map((r) => [r.planType!, r]));
    const perBucket = new Map(money.filter((r) => !r.gBucket).map((r) => [Number(r.bucket), r]));
    const endedPerPlan = new Map(ended.map((r) => [r.planType, r.ended]));
    const activePerPlan = new Map(active.filter((r) => !r.gPlan).map((r) => [r.planType!, r.active]));
    return {
      period: range.period,
      from: range.from,
      to: range.to,
      totals: figures(money.find((r) => r.gPlan && r.gBucket)),
      by_plan: byPlan(names, perPlan, figures),
      conversion: {
        trials_started: trials.trialsStarted,
        converted: trials.converted,
        rate_percent: trials.ratePercent,
      },
      churn: {
        ended: ended.reduce((sum, r) => sum + r.ended, 0),
        by_plan: byPlan(names, endedPerPlan, (n) => ({ ended: n ?? 0 })),
      },
      active_by_plan: byPlan(names, activePerPlan, (n) => ({ active: n ?? 0 })),
      mrr_cents: active.find((r) => r.gPlan)?.mrrCents ?? 0,
      bucket_days: range.bucketDays,
      series: bucketDates(range).map((date, i) => ({
        date,
        paid_cents: perBucket.get(i)?.paidCents ?? 0,
        given_back_cents: perBucket.get(i)?.givenBackCents ?? 0,
      })),
    };
  }

  async function payment(id: number): Promise<PaymentDetail> {
    const found = await findPayment(db, id);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    const [history, sub] = await Promise.all([paymentHistory(db, id), subscriptionOf(db, found.userId)]);
    const blocked = refundBlocked(found.payment, sub, clock.now());
    return {
      ...toPaymentRow(found),
      history: toHistory(history),
      period_end_date: found.payment.periodEndDate?.toISOString() ?? null,
      refunded_at: found.payment.refundedAt?.toISOString() ?? null,
      refundable: blocked === null,
      refund_blocked: blocked,
    };
  }

  return {
    revenue,

    /**
     * The revenue as CSV (docs/product.md#admin-revenue): `;`-separated and formula-safe
     * (lib/csv.ts), money as "1234,56", one section after another; audited `revenue.exported`.
     */
    async revenueCsv(query: RevenueQuery, acting: Acting): Promise<{ csv: string; filename: string }> {
      const report = await revenue(query);
      const money = (f: MoneyFigures) => [
        f.paid_count,
        centsText(f.paid_cents),
        f.refunded_count,
        centsText(f.refunded_cents),
        f.charged_back_count,
        centsText(f.charged_back_cents),
        centsText(f.net_cents),
      ];
      const moneyHeader = [
        'aprovados',
        'valor aprovado (R$)',
        'reembolsos',
        'valor reembolsado (R$)',
        'estornos',
        'valor estornado (R$)',
        'receita líquida (R$)',
      ];
      const bar = report.bucket_days === 1 ? 'dia' : `início do período de ${report.bucket_days} dias`;
      const rows: (string | number | null)[][] = [
        ['Receita', `${formatDate(report.from)} a ${formatDate(report.to)}`],
        [],
        ['Totais'],
        moneyHeader,
        money(report.totals),
        [],
        ['Por plano'],
        ['plano', ...moneyHeader],
        ...report.by_plan.map((p) => [p.plan_name, ...money(p)]),
        [],
        [`Conversão do teste (pagamento em até ${CONVERSION_DAYS} dias do início do teste)`],
        ['testes iniciados', 'convertidos', 'taxa (%)'],
        [report.conversion.trials_started, report.conversion.converted, report.conversion.rate_percent],
        [],
        ['Cancelamentos (planos pagos encerrados sem renovação)'],
        ['plano', 'encerrados'],
        ...report.churn.by_plan.map((p) => [p.plan_name, p.ended]),
        ['Total', report.churn.ended],
        [],
        ['Planos pagos ativos hoje'],
        ['plano', 'ativos'],
        ...report.active_by_plan.map((p) => [p.plan_name, p.active]),
        ['MRR (R$)', centsText(report.mrr_cents)],
        [],
        ['Série'],
        [bar, 'aprovado (R$)', 'devolvido (R$)'],
        ...report.series.map((s) => [s.date, centsText(s.paid_cents), centsText(s.given_back_cents)]),
      ];
      const csv = CSV_BOM + rows.map(csvRow).join('');
      await recordAudit(db, clock, {
        actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
        from: acting.from,
        action: 'revenue.exported',
        details: { period: report.period, from: report.from, to: report.to },
      });
      return { csv, filename: `neurobridge_receita_${report.from}_${report.to}.csv` };
    },

    async payments(query: PaymentsQuery): Promise<PaymentsPage> {
      const limit = query.limit ?? PAYMENTS_PAGE_DEFAULT;
      const rows = await listPayments(db, query, limit + 1);
      const page = rows.slice(0, limit);
      return {
        payments: page.map(toPaymentRow),
        next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    payment,

    /**
     * An owner's refund (docs/product.md#admin-payments): the family's own cancel's path with the
     * admin and the reason; answers the payment as it now is.
     */
    async refund(id: number, body: Required<AdminRefundBody>, acting: Acting): Promise<PaymentDetail> {
      const found = await findPayment(db, id);
      if (!found) throw notFound(PAYMENT_NOT_FOUND);
      await refunds.refund(found.payment, { kind: 'admin', acting, reason: body.reason });
      return payment(id);
    },
  };
}

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
