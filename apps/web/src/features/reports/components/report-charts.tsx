import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { fmt } from '../../../locales/pt-BR/messages';
import { reportsMessages } from '../messages';
import { scoreLabel, weekLabel } from '../report-format';

type Progress = ProgressReport['progress'];

/**
 * Each category: its completed share as a bar, and the numbers in words. The bars are drawn for the
 * eye only; a screen reader reads the same numbers in a table (docs/product.md#progress-report).
 */
export function CategoryProgress({ categories }: { categories: Progress['categoryProgress'] }) {
  const t = reportsMessages.categories;
  if (categories.length === 0) return <p className="text-muted">{t.empty}</p>;
  return (
    <>
      <ul aria-hidden className="space-y-3">
        {categories.map((c) => {
          const share = c.total === 0 ? 0 : Math.round((c.completed / c.total) * 100);
          return (
            <li key={c.category}>
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-semibold">{categoryLabel(c.category)}</span>
                <span>
                  {fmt(t.row, { completed: c.completed, total: c.total })} ·{' '}
                  {c.avgScore === null ? t.noAverage : fmt(t.average, { score: c.avgScore })}
                </span>
              </div>
              <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <table className="sr-only">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.category}</th>
            <th scope="col">{t.completed}</th>
            <th scope="col">{t.total}</th>
            <th scope="col">{t.avgScore}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.category}>
              <th scope="row">{categoryLabel(c.category)}</th>
              <td>{c.completed}</td>
              <td>{c.total}</td>
              <td>{scoreLabel(c.avgScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const CHART_HEIGHT = 120;

/**
 * The last 8 weeks, oldest first: one bar per week for the activities completed, with its number
 * above and the Sunday below. An SVG for the eye; the table says the same to a screen reader.
 */
export function WeeklyChart({ weeks }: { weeks: Progress['weeklyProgress'] }) {
  const t = reportsMessages.weeks;
  const max = Math.max(1, ...weeks.map((w) => w.completed));
  const slot = 40;
  const width = Math.max(weeks.length, 1) * slot;
  return (
    <>
      <svg
        aria-hidden
        viewBox={`0 0 ${width} ${CHART_HEIGHT + 36}`}
        className="h-44 w-full"
        preserveAspectRatio="xMidYMid meet"
        data-testid="weekly-chart"
      >
        <rect x={0} y={CHART_HEIGHT + 14} width={width} height={1} className="fill-slate-400" />
        {weeks.map((w, i) => {
          const h = Math.round((w.completed / max) * CHART_HEIGHT);
          const x = i * slot + 8;
          return (
            <g key={w.week}>
              <rect x={x} y={CHART_HEIGHT + 14 - h} width={slot - 16} height={h} rx={3} className="fill-brand-600" />
              <text x={x + (slot - 16) / 2} y={CHART_HEIGHT + 10 - h} textAnchor="middle" fontSize="10">
                {w.completed}
              </text>
              <text x={x + (slot - 16) / 2} y={CHART_HEIGHT + 30} textAnchor="middle" fontSize="9">
                {weekLabel(w.week)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.week}</th>
            <th scope="col">{t.completed}</th>
            <th scope="col">{t.avgScore}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <th scope="row">{weekLabel(w.week)}</th>
              <td>{w.completed}</td>
              <td>{scoreLabel(w.avgScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
