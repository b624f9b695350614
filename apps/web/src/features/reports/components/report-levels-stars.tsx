import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { fmt } from '../../../locales/pt-BR/messages';
import { levelsStarsMessages } from '../levels-stars-messages';
import { dayLabel, weekLabel } from '../report-format';

/**
 * 'Níveis e estrelas' (docs/product.md#progress-report-modal): the level moves of the report's 8
 * weeks, dated dd/mm, and the stars earned and rewards received per week, with the balance now.
 */
export function LevelsAndStars({ report }: { report: ProgressReport }) {
  const t = levelsStarsMessages;
  return (
    <>
      <h4 className="mb-1 font-semibold">{t.levels}</h4>
      {report.level_changes.length === 0 ? (
        <p className="text-muted">{t.noLevelChange}</p>
      ) : (
        <ul className="space-y-1" data-testid="level-changes">
          {report.level_changes.map((c) => (
            <li key={`${c.date}-${c.kind}`} className="flex gap-3">
              <time dateTime={c.date} className="w-12 shrink-0 text-muted">
                {dayLabel(c.date)}
              </time>
              <span>{fmt(t.levelChange, { game: c.label, from: c.from, to: c.to })}</span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-4 mb-1 font-semibold">{t.stars}</h4>
      <p className="mb-2 font-semibold" data-testid="stars-balance">
        {report.stars_balance === 1 ? t.balanceOne : fmt(t.balance, { n: report.stars_balance })}
      </p>
      <table className="w-full max-w-md text-left text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t.week}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              {t.earned}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.rewards}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.stars_weeks.map((w) => (
            <tr key={w.week_start} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {weekLabel(w.week_start)}
              </th>
              <td className="py-1 pr-3 text-right">{w.earned}</td>
              <td className="py-1 text-right">{w.rewards_received}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
