import type { AdherenceWeek } from '@neurobridge/shared/api/home-programme';
import { fmt } from '../../../locales/pt-BR/messages';
import { weekLine, weekPercent } from '../assignment-text';
import { homeProgrammeMessages } from '../messages';

/**
 * Practice done per week, oldest first (docs/product.md#home-programme): each week in words ('Semana
 * de 22/11: 2 de 6'), its percentage and a small bar. The words carry it all; the bar is drawn for
 * the eye only, calm and still (no motion).
 */
export function AdherenceWeeks({ weeks, label }: { weeks: readonly AdherenceWeek[]; label: string }) {
  const t = homeProgrammeMessages.weeks;
  return (
    <ul aria-label={label} className="flex flex-col gap-2" data-testid="adherence-weeks">
      {weeks.map((week) => {
        const percent = weekPercent(week);
        return (
          <li key={week.week_start} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
            <span className="text-sm">{weekLine(week)}</span>
            <span className="text-sm font-semibold tabular-nums" aria-hidden={percent === null || undefined}>
              {percent === null ? '—' : fmt(t.percent, { percent })}
            </span>
            <span aria-hidden className="col-span-2 block h-2 overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent ?? 0}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
