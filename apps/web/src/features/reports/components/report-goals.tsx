import type { ReportGoal } from '@neurobridge/shared/api/reports';
import { formatDate } from '@neurobridge/shared/domain/format';
import { GOAL_AREA_LABELS, GOAL_STATUS_LABELS, type GoalStatus } from '@neurobridge/shared/domain/goals';
import { Badge } from '../../../components/ui/badge';
import { fmt } from '../../../locales/pt-BR/messages';
import { reportGoalsMessages as t } from '../goals-messages';

const STATUS_TONES: Record<GoalStatus, 'info' | 'success' | 'warning' | 'neutral'> = {
  active: 'info',
  met: 'success',
  paused: 'warning',
  ended: 'neutral',
};

/**
 * 'Metas' in the report (docs/product.md#progress-report-modal): each goal that is not ended,
 * active first as the server orders them, with its area, criterion, status, the day it was met
 * and the latest value of its measure.
 */
export function ReportGoals({ goals }: { goals: readonly ReportGoal[] }) {
  if (goals.length === 0) return <p className="text-muted">{t.none}</p>;
  return (
    <ul className="space-y-3" data-testid="report-goals">
      {goals.map((g) => (
        <li key={g.id} className="rounded-xl p-3 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold">{g.title}</h4>
            <Badge tone={STATUS_TONES[g.status]}>{GOAL_STATUS_LABELS[g.status]}</Badge>
          </div>
          <p className="text-sm text-muted">
            {GOAL_AREA_LABELS[g.area]} · {fmt(t.createdBy, { name: g.created_by_name })}
          </p>
          <p className="mt-1">{g.criterion_text}</p>
          {g.met_at && (
            <p className="mt-1 font-semibold text-green-900">{fmt(t.met, { date: formatDate(g.met_at) })}</p>
          )}
          <p className="mt-1 text-sm">{g.last_value === null ? t.noValue : fmt(t.lastValue, { n: g.last_value })}</p>
        </li>
      ))}
    </ul>
  );
}
