import type { Goal } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { GOAL_AREA_LABELS } from '@neurobridge/shared/domain/goals';
import { Trophy } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { createdByText, lastValueText, STATUS_TONES, statusLabel } from '../goal-text';
import { goalsMessages } from '../messages';

/** 'Meta alcançada em dd/mm/aaaa': prominent and calm, on the card and the goal's page. */
export function MetBanner({ metAt }: { metAt: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-900">
      <Trophy aria-hidden className="size-5 shrink-0" />
      {fmt(goalsMessages.card.metOn, { date: formatDate(metAt) })}
    </p>
  );
}

/** One goal of the 'Metas' section: what it aims at, how it is judged, where it stands, who made it. */
export function GoalCard({ goal, href }: { goal: Goal; href: string }) {
  const t = goalsMessages.section;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 text-lg font-bold">{goal.title}</h3>
        <Badge tone={STATUS_TONES[goal.status]}>{statusLabel(goal.status)}</Badge>
      </div>
      <p className="text-sm text-muted">{GOAL_AREA_LABELS[goal.area]}</p>
      <p>{goal.criterion_text}</p>
      {goal.met_at && <MetBanner metAt={goal.met_at} />}
      <p className="font-semibold">{lastValueText(goal)}</p>
      <p className="text-sm text-muted">{createdByText(goal.created_by)}</p>
      <ButtonLink
        variant="secondary"
        className="self-start"
        to={href}
        aria-label={fmt(t.openLabel, { title: goal.title })}
      >
        {t.open}
      </ButtonLink>
    </Card>
  );
}
