import {
  adminReportsApi,
  DEFAULT_REPORT_PERIOD,
  REPORT_PERIODS,
  type AdminReport,
  type ReportPeriod,
} from '@neurobridge/shared/api/admin-reports';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { clock } from '../../../lib/clock';
import { errorText } from '../../../lib/api-client';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminDownload } from '../api/admin-client';
import { TableScroll } from '../shell/table-scroll';
import { adminReportsMessages as m } from './messages';
import { Empty, PerDayChart } from './report-chart';
import { reportQuery } from './reports-api';

const th = 'px-3 py-2 text-left font-semibold';
const td = 'px-3 py-2';
const score = (n: number | null) => (n === null ? m.none : fmt(m.percent, { n }));
const minutes = (n: number | null) => (n === null ? m.none : fmt(m.minutes, { n }));

/** /admin/reports (docs/product.md#admin-reports): the period, its numbers and the CSV export. */
export function ReportsScreen() {
  const toast = useToast();
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({ ...reportQuery(period), staleTime: 0 });

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      await adminDownload(adminReportsApi.export, {
        query: { type: 'csv', period },
        // The server names the file; this same name stands in if it does not (docs/product.md#admin-reports).
        fallbackName: `neurobridge_report_${period}_${clock.today()}.csv`,
      });
    } catch {
      toast(m.exportError, 'error');
    } finally {
      setExporting(false);
    }
  }

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={m.loading} />;
  else if (query.isError)
    body = (
      <LoadError
        text={errorText(query.error, m.loadError)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <Report report={query.data} />;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-1 text-muted">
            {query.data ? fmt(m.intro, { from: formatDate(query.data.from), to: formatDate(query.data.to) }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-56">
            <SelectField
              label={m.periodLabel}
              value={period}
              onChange={(e) => setPeriod(e.target.value as ReportPeriod)}
            >
              {REPORT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {m.periods[p]}
                </option>
              ))}
            </SelectField>
          </div>
          <Button
            variant="secondary"
            className="mb-2"
            onClick={exportCsv}
            pending={exporting}
            pendingLabel={m.exporting}
          >
            <Download aria-hidden className="size-5" />
            {m.export}
          </Button>
        </div>
      </div>
      {body}
    </div>
  );
}

/** A table's header row of column names. */
function HeadRow({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200">
        {columns.map((c) => (
          <th key={c} scope="col" className={th}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
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

function Report({ report }: { report: AdminReport }) {
  const { summary } = report;
  const cards = [
    { label: m.summary.totalUsers, hint: m.summary.totalUsersHint, value: String(summary.totalUsers) },
    { label: m.summary.completed, hint: m.summary.completedHint, value: String(summary.completedActivities) },
    { label: m.summary.avgScore, hint: m.summary.avgScoreHint, value: score(summary.avgScore) },
    { label: m.summary.avgTime, hint: m.summary.avgTimeHint, value: minutes(summary.avgTime) },
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label} className="flex flex-col">
            <dt className="font-semibold">{c.label}</dt>
            <dd className="order-last text-sm text-muted">{c.hint}</dd>
            <dd className="my-2 text-3xl font-bold">{c.value}</dd>
          </Card>
        ))}
      </dl>

      <Section title={report.bucketDays > 1 ? m.chartWeekly : m.chart}>
        <PerDayChart report={report} />
      </Section>

      <Section title={m.categories}>
        {report.activityStats.length === 0 ? (
          <Empty text={m.noData} />
        ) : (
          <TableScroll label={m.categories}>
            <table className="w-full min-w-lg">
              <HeadRow columns={[m.category, m.completedCol, m.avgScoreCol, m.avgTimeCol]} />
              <tbody>
                {report.activityStats.map((s) => (
                  <tr key={s.category} className="border-b border-slate-100">
                    <th scope="row" className={`${td} text-left font-medium`}>
                      {categoryLabel(s.category)}
                    </th>
                    <td className={td}>{s.completed}</td>
                    <td className={td}>{score(s.avgScore)}</td>
                    <td className={td}>{minutes(s.avgTime)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={m.popular}>
          {report.topActivities.length === 0 ? (
            <Empty text={m.noCompleted} />
          ) : (
            <ol className="space-y-2">
              {report.topActivities.map((a, i) => (
                <li key={`${a.title}-${a.category}`} className="flex items-center justify-between gap-3">
                  <span className="min-w-0">
                    <span className="font-semibold wrap-anywhere">
                      {i + 1}. {a.title}
                    </span>
                    <span className="block text-sm text-muted">{categoryLabel(a.category)}</span>
                  </span>
                  <span className="shrink-0 font-semibold">
                    {a.completions} <span className="sr-only">{m.completionsCol}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section title={m.recent}>
          {report.recentProgress.length === 0 ? (
            <Empty text={m.noProgress} />
          ) : (
            <TableScroll label={m.recent}>
              <table className="w-full">
                <HeadRow columns={[m.child, m.activity, m.score, m.date]} />
                <tbody>
                  {report.recentProgress.map((r, i) => (
                    <tr key={`${r.completion_date}-${i}`} className="border-b border-slate-100">
                      <td className={`${td} wrap-anywhere`}>{r.child_name}</td>
                      <td className={`${td} min-w-40 wrap-anywhere`}>{r.activity_title}</td>
                      <td className={td}>{score(r.score)}</td>
                      <td className={td}>{formatDate(r.completion_date)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Section>
      </div>
    </>
  );
}
