import type { ProfessionalChildSummary } from '@neurobridge/shared/api/professional';
import { formatDate } from '@neurobridge/shared/domain/format';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { professionalMessages } from '../messages';

/** The child's activity numbers and this professional's sessions with the child. */
export function ChildSummaryNumbers({ summary, compact }: { summary: ProfessionalChildSummary; compact?: boolean }) {
  const t = professionalMessages.child;
  const p = summary.progress;
  const items = [
    { label: t.completed, value: String(p.completed) },
    { label: t.averageScore, value: p.average_score === null ? t.noAverage : `${p.average_score}%` },
    { label: t.total, value: String(p.total) },
  ];
  const value = compact ? 'text-2xl font-bold' : 'text-3xl font-bold';
  return (
    <div>
      <dl aria-label={t.progress} className="grid grid-cols-3 gap-3">
        {items.map((i) => (
          <Card key={i.label} className="p-4">
            <dt className="text-sm font-medium text-muted">{i.label}</dt>
            <dd className={value}>{i.value}</dd>
          </Card>
        ))}
      </dl>
      <p className="mt-4 font-semibold">
        {fmt(t.sessionsWith, { name: summary.child.name, count: summary.sessions_count })}
      </p>
      <p className="text-muted">
        {summary.last_session_date ? fmt(t.lastSession, { date: formatDate(summary.last_session_date) }) : t.noSession}
      </p>
    </div>
  );
}
