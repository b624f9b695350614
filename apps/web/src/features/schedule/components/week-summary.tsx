import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { WEEK_LEVEL_LABELS, weekLevel, weekPercent } from '@neurobridge/shared/domain/calendar';
import { Trophy } from 'lucide-react';
import { fmt } from '../../../locales/pt-BR/messages';
import { scheduleMessages } from '../messages';

/** The week's completion percentage and its level in words (docs/product.md#calendar). */
export function WeekSummary({ entries }: { entries: ScheduleEntry[] }) {
  const t = scheduleMessages.week;
  const percent = weekPercent(entries);
  const done = entries.filter((e) => e.is_completed).length;
  return (
    <div
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      data-testid="week-summary"
    >
      <Trophy aria-hidden className="size-8 shrink-0 text-amber-700" />
      <div className="min-w-48 flex-1">
        <p className="text-lg font-bold">
          <span className="sr-only">{t.levelLabel}: </span>
          {WEEK_LEVEL_LABELS[weekLevel(percent)]}
        </p>
        <p>
          {fmt(t.percent, { percent })} · {fmt(t.counts, { done, total: entries.length })}
        </p>
        <div aria-hidden className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-green-700" style={{ width: `${Math.min(percent, 100)}%` }} />
        </div>
      </div>
    </div>
  );
}
