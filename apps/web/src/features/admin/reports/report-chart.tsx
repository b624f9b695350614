import type { AdminReport } from '@neurobridge/shared/api/admin-reports';
import { formatDate } from '@neurobridge/shared/domain/format';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminReportsMessages as m } from './messages';

/** Up to this many bars each shows its value; a denser chart labels its tallest bar and the grid. */
export const CHART_VALUE_LABELS_MAX = 31;

const percent = (n: number, max: number) => `${(n / max) * 100}%`;

export function Empty({ text }: { text: string }) {
  return <p className="rounded-2xl bg-slate-50 p-6 text-center text-muted">{text}</p>;
}

/**
 * The completions per day (or per week) as bars drawn with CSS, no animation
 * (docs/product.md#admin-reports): a value axis with its grid, the dates under the bars, the
 * values on the bars. Screen readers read the same numbers from the table under it.
 */
export function PerDayChart({ report }: { report: AdminReport }) {
  const bars = report.perDay;
  const max = Math.max(0, ...bars.map((d) => d.completed));
  if (max === 0) return <Empty text={m.noData} />;
  const weekly = report.bucketDays > 1;
  const ticks = [...new Set([max, Math.round(max / 2), 0])];
  const tallest = bars.findIndex((d) => d.completed === max);
  const showValue = (i: number) => bars.length <= CHART_VALUE_LABELS_MAX || i === tallest;
  const dated = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  return (
    <figure>
      <div aria-hidden data-testid="report-chart" className="text-xs text-muted">
        <p className="mb-1 font-semibold">{m.completions}</p>
        <div className="flex gap-2">
          <div className="relative w-8 shrink-0">
            {ticks.map((t) => (
              <span key={t} className="absolute right-0 translate-y-1/2" style={{ bottom: percent(t, max) }}>
                {t}
              </span>
            ))}
          </div>
          <div className="relative h-48 flex-1 border-b border-l border-slate-500">
            {ticks.map((t) => (
              <div
                key={t}
                className="absolute inset-x-0 border-t border-slate-200"
                style={{ bottom: percent(t, max) }}
              />
            ))}
            <div className="absolute inset-0 flex items-end gap-px">
              {bars.map((d, i) => (
                <div
                  key={d.date}
                  title={fmt(m.barLabel, { date: formatDate(d.date), n: d.completed })}
                  className="relative flex-1 rounded-t bg-brand-600"
                  style={{ height: percent(d.completed, max) }}
                >
                  {showValue(i) && (
                    <span
                      data-testid="bar-value"
                      className="absolute bottom-full left-1/2 -translate-x-1/2 font-semibold text-slate-900"
                    >
                      {d.completed}
                    </span>
                  )}
                </div>
              ))}
            </div>
          </div>
        </div>
        <div className="ml-10 flex gap-px">
          {bars.map((d, i) => (
            <div key={d.date} className="relative h-5 flex-1">
              {dated.has(i) && (
                <span
                  className={`absolute top-1 whitespace-nowrap ${
                    i === 0 ? 'left-0' : i === bars.length - 1 ? 'right-0' : 'left-1/2 -translate-x-1/2'
                  }`}
                >
                  {formatDate(d.date)}
                </span>
              )}
            </div>
          ))}
        </div>
        <p className="mt-1 text-center font-semibold">{weekly ? m.week : m.day}</p>
      </div>
      <table className="sr-only">
        <caption>{weekly ? m.chartWeekly : m.chart}</caption>
        <thead>
          <tr>
            <th scope="col">{weekly ? m.week : m.day}</th>
            <th scope="col">{m.completions}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDate(d.date)}</th>
              <td>{d.completed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
