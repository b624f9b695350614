import { adminMoneyApi, CONVERSION_DAYS, type RevenueReport } from '@neurobridge/shared/api/admin-money';
import { formatDate } from '@neurobridge/shared/domain/format';
import { PLAN_IDS } from '@neurobridge/shared/domain/plans';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminDownload } from '../api/admin-client';
import { focusFirstInvalid } from '../shell/focus-invalid';
import { TableScroll } from '../shell/table-scroll';
import { useSearchState } from '../../../lib/use-search-state';
import { formatCents, planLabel } from './format';
import { revenueMessages as m } from './messages';
import { revenueReportQuery } from './money-api';
import { Empty, RevenueChart, revenueChartTitle } from './revenue-chart';
import {
  checkRange,
  REVENUE_PERIODS,
  REVENUE_URL_KEYS,
  revenueFromUrl,
  type RangeErrors,
  type RevenuePeriod,
} from './revenue-period';

const th = 'px-3 py-2 text-left font-semibold';
const td = 'px-3 py-2';
const count = (n: number, words: { one: string; many: string }) => (n === 1 ? words.one : fmt(words.many, { n }));

/**
 * /admin/receita (docs/product.md#admin-revenue-screen): a period (the report periods or a custom
 * range of at most 2 years, kept in the URL), its money in figures, a chart and a table by plan,
 * and the same as CSV. Every amount is the server's, in integer cents.
 */
export function RevenueScreen() {
  const toast = useToast();
  const [url, setUrl] = useSearchState(REVENUE_URL_KEYS);
  const { period, query: applied, errors } = revenueFromUrl(url);
  const [downloading, setDownloading] = useState(false);
  const query = useQuery({
    ...revenueReportQuery(applied ?? { period: 'last_30_days' }),
    enabled: applied !== null,
    staleTime: 0,
  });
  const report = applied ? query.data : undefined;

  function choose(next: RevenuePeriod) {
    // A custom range starts from the days on screen, to be adjusted.
    if (next === 'custom') setUrl({ period: next, from: report?.from, to: report?.to });
    else setUrl({ period: next, from: undefined, to: undefined });
  }

  async function download() {
    if (downloading || !applied) return;
    setDownloading(true);
    try {
      await adminDownload(adminMoneyApi.revenueExport, {
        query: applied,
        // The server names the file; this same name stands in if it does not.
        fallbackName: `neurobridge_receita_${report ? `${report.from}_${report.to}` : clock.today()}.csv`,
      });
    } catch {
      toast(m.downloadError, 'error');
    } finally {
      setDownloading(false);
    }
  }

  let body: ReactNode;
  if (!applied) body = Object.keys(errors).length ? null : <Card>{m.customFirst}</Card>;
  else if (query.isPending) body = <Spinner label={m.loading} />;
  else if (query.isError)
    body = (
      <LoadError
        text={errorText(query.error, m.loadError)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <Revenue report={query.data} />;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-1 text-muted">
            {report ? fmt(m.intro, { from: formatDate(report.from), to: formatDate(report.to) }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-56">
            <SelectField label={m.periodLabel} value={period} onChange={(e) => choose(e.target.value as RevenuePeriod)}>
              {REVENUE_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {m.periods[p]}
                </option>
              ))}
            </SelectField>
          </div>
          <Button
            variant="secondary"
            className="mb-4"
            onClick={download}
            disabled={!applied}
            pending={downloading}
            pendingLabel={m.downloading}
          >
            <Download aria-hidden className="size-5" />
            {m.download}
          </Button>
        </div>
      </div>
      {period === 'custom' && (
        <CustomRange
          // A new range in the URL (the back button, a link) starts the fields again from it.
          key={`${url.from}|${url.to}`}
          from={url.from}
          to={url.to}
          errors={errors}
          onApply={(from, to) => setUrl({ period: 'custom', from, to })}
        />
      )}
      {body}
    </div>
  );
}

/** The two days of a custom range, checked with the contract's rules before the URL takes them. */
function CustomRange({
  from: initialFrom,
  to: initialTo,
  errors: urlErrors,
  onApply,
}: {
  from: string;
  to: string;
  errors: RangeErrors;
  onApply: (from: string, to: string) => void;
}) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [errors, setErrors] = useState<RangeErrors>(urlErrors);
  const form = useRef<HTMLFormElement>(null);
  const today = clock.today();

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = checkRange(from, to);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    onApply(from, to);
  }

  return (
    <Card>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-wrap items-start gap-x-4">
        <div className="min-w-48">
          <TextField
            label={m.from}
            type="date"
            max={today}
            value={from}
            error={errors.from}
            onChange={(e) => {
              setFrom(e.target.value);
              setErrors({});
            }}
          />
        </div>
        <div className="min-w-48">
          <TextField
            label={m.to}
            type="date"
            max={today}
            value={to}
            hint={m.customHint}
            error={errors.to}
            onChange={(e) => {
              setTo(e.target.value);
              setErrors({});
            }}
          />
        </div>
        <Button type="submit" className="mt-8">
          {m.apply}
        </Button>
      </form>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      {children}
    </Card>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <dt className="font-semibold">{label}</dt>
      <dd className="order-last text-sm text-muted">{hint}</dd>
      <dd className="my-2 text-3xl font-bold wrap-anywhere">{value}</dd>
    </Card>
  );
}

function Revenue({ report }: { report: RevenueReport }) {
  const { totals, conversion, churn } = report;
  const c = m.cards;
  const active = report.active_by_plan.reduce((sum, p) => sum + p.active, 0);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={c.net} value={formatCents(totals.net_cents)} hint={c.netHint} />
        <Figure label={c.paid} value={formatCents(totals.paid_cents)} hint={count(totals.paid_count, c.paidCount)} />
        <Figure
          label={c.refunded}
          value={formatCents(totals.refunded_cents)}
          hint={count(totals.refunded_count, c.refundedCount)}
        />
        <Figure
          label={c.chargedBack}
          value={formatCents(totals.charged_back_cents)}
          hint={count(totals.charged_back_count, c.chargedBackCount)}
        />
        <Figure
          label={c.conversion}
          value={conversion.rate_percent === null ? m.none : fmt(c.percent, { n: conversion.rate_percent })}
          hint={
            conversion.trials_started === 0
              ? c.conversionNone
              : fmt(c.conversionHint, {
                  converted: conversion.converted,
                  started: conversion.trials_started,
                  days: CONVERSION_DAYS,
                })
          }
        />
        <Figure label={c.churn} value={String(churn.ended)} hint={c.churnHint} />
        <Figure
          label={c.active}
          value={String(active)}
          hint={
            active === 0
              ? c.activeNone
              : report.active_by_plan
                  .filter((p) => p.active > 0)
                  .map((p) => fmt(c.activePlan, { plan: planLabel(p.plan_type, p.plan_name), n: p.active }))
                  .join(' · ')
          }
        />
        <Figure label={c.mrr} value={formatCents(report.mrr_cents)} hint={c.mrrHint} />
      </dl>

      <Section title={revenueChartTitle(report)}>
        <RevenueChart report={report} />
      </Section>

      <Section title={m.byPlan}>
        <PlanTable report={report} />
      </Section>
    </>
  );
}

/** One row per plan with any money, churn or active plan: the paid plans in their order, then any other. */
function PlanTable({ report }: { report: RevenueReport }) {
  const types = [
    ...new Set([
      ...report.by_plan
        .filter((p) => p.paid_count + p.refunded_count + p.charged_back_count > 0)
        .map((p) => p.plan_type),
      ...report.churn.by_plan.filter((p) => p.ended > 0).map((p) => p.plan_type),
      ...report.active_by_plan.filter((p) => p.active > 0).map((p) => p.plan_type),
    ]),
  ];
  const order = (type: string) => {
    const i = (PLAN_IDS as readonly string[]).indexOf(type);
    return i === -1 ? PLAN_IDS.length : i;
  };
  types.sort((a, b) => order(a) - order(b));
  if (types.length === 0) return <Empty text={m.byPlanEmpty} />;
  const col = m.columns;
  const columns = [col.paidCount, col.paid, col.refunded, col.chargedBack, col.net, col.churn, col.active];
  return (
    <TableScroll label={m.byPlan}>
      <table className="w-full min-w-lg">
        <caption className="sr-only">{m.byPlan}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={th}>
              {col.plan}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className={`${th} text-right`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => {
            const money = report.by_plan.find((p) => p.plan_type === type);
            const ended = report.churn.by_plan.find((p) => p.plan_type === type)?.ended ?? 0;
            const active = report.active_by_plan.find((p) => p.plan_type === type)?.active ?? 0;
            const name =
              money?.plan_name ??
              report.churn.by_plan.find((p) => p.plan_type === type)?.plan_name ??
              report.active_by_plan.find((p) => p.plan_type === type)?.plan_name;
            const cells = [
              String(money?.paid_count ?? 0),
              formatCents(money?.paid_cents ?? 0),
              formatCents(money?.refunded_cents ?? 0),
              formatCents(money?.charged_back_cents ?? 0),
              formatCents(money?.net_cents ?? 0),
              String(ended),
              String(active),
            ];
            return (
              <tr key={type} className="border-b border-slate-100">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {planLabel(type, name)}
                </th>
                {cells.map((v, i) => (
                  <td key={columns[i]} className={`${td} text-right whitespace-nowrap`}>
                    {v}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
