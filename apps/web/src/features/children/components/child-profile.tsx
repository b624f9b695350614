import type { Child } from '@neurobridge/shared/api/children';
import type { ProgressEntry } from '@neurobridge/shared/api/progress';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { formatDate } from '@neurobridge/shared/domain/format';
import { PROGRESS_STATUS_LABELS } from '@neurobridge/shared/domain/progress-status';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { ageLabel, diagnosisBadges } from '../child-labels';
import { childrenMessages } from '../messages';
import { newestFirst, progressSummary, RECENT_LIMIT } from '../progress-summary';
import { ChildAvatar } from './child-avatar';

export function ChildHeader({ child }: { child: Child }) {
  const t = childrenMessages.profile;
  return (
    <div className="flex flex-wrap items-start gap-5">
      <ChildAvatar name={child.name} url={child.avatar_url} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold">{child.name}</h1>
        <p className="text-lg text-muted">{ageLabel(child) ?? childrenMessages.card.noAge}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {diagnosisBadges(child).map((b) => (
            <Badge key={b} tone="info">
              {b}
            </Badge>
          ))}
        </div>
        <h2 className="mt-4 font-semibold">{t.preferences}</h2>
        <p className="text-muted">{child.learning_preferences || t.noPreferences}</p>
      </div>
    </div>
  );
}

export function ChildStats({ entries }: { entries: ProgressEntry[] }) {
  const t = childrenMessages.profile;
  const s = progressSummary(entries);
  const items = [
    { label: t.completed, value: String(s.completed) },
    { label: t.averageScore, value: s.averageScore === null ? '—' : `${s.averageScore}%` },
    { label: t.total, value: String(s.total) },
  ];
  return (
    <section aria-label={t.stats}>
      <dl className="grid grid-cols-3 gap-4">
        {items.map((i) => (
          <Card key={i.label} className="p-5">
            <dt className="text-sm font-medium text-muted">{i.label}</dt>
            <dd className="text-3xl font-bold">{i.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

const STATUS_TONES = {
  completed: 'success',
  in_progress: 'info',
  needs_help: 'warning',
  not_started: 'neutral',
} as const;

/** The 10 most recent entries; 'Ver todas as atividades' shows the rest in place. */
export function RecentProgress({ entries }: { entries: ProgressEntry[] }) {
  const t = childrenMessages.profile;
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const sorted = newestFirst(entries);
  const recent = showAll ? sorted : sorted.slice(0, RECENT_LIMIT);
  if (recent.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg font-semibold">{t.emptyTitle}</p>
        <p className="mt-1 text-muted">{t.emptyText}</p>
      </Card>
    );
  }
  return (
    <>
      <ul
        id={listId}
        className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
        data-testid="recent-progress"
      >
        {recent.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-3 px-5 py-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{e.activity_title}</p>
              <p className="text-sm text-muted">
                {categoryLabel(e.activity_category)} · {formatDate(e.completion_date)} ·{' '}
                {fmt(t.minutes, { minutes: e.time_spent })}
              </p>
            </div>
            {e.score !== null && <span className="font-semibold">{fmt(t.score, { score: e.score })}</span>}
            <Badge tone={STATUS_TONES[e.status]}>{PROGRESS_STATUS_LABELS[e.status]}</Badge>
          </li>
        ))}
      </ul>
      {sorted.length > RECENT_LIMIT && (
        <Button
          variant="secondary"
          className="mt-4"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? t.showLess : fmt(t.showAll, { n: sorted.length })}
        </Button>
      )}
    </>
  );
}
