import type { Activity } from '@neurobridge/shared/api/activities';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { Clock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { durationLabel, specializationBadges } from '../activity-labels';
import { activitiesMessages } from '../messages';

/**
 * A library card (docs/product.md#activity-cards). `plansLink`: whether a locked card leads to the
 * plans (never for a professional-only account, docs/product.md#who-sees-the-plans).
 */
export function ActivityCard({
  activity,
  childId,
  plansLink,
}: {
  activity: Activity;
  childId?: number;
  plansLink: boolean;
}) {
  const t = activitiesMessages;
  return (
    // The library holds over a hundred cards: the browser lays out and paints only those near the
    // screen (docs/architecture.md, "Fast by construction").
    <Card
      className="flex flex-col gap-3 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
      data-testid="activity-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-bold">{activity.title}</h2>
        {activity.is_locked ? (
          <Lock aria-label={t.locked} className="size-5 shrink-0 text-slate-500" />
        ) : (
          activity.is_premium && <Badge tone="warning">{t.premium}</Badge>
        )}
      </div>
      <p className="text-muted">{activity.description}</p>
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge>{categoryLabel(activity.category)}</Badge>
        <Badge>{fmt(t.level_n, { n: activity.difficulty_level })}</Badge>
        <span className="inline-flex items-center gap-1 text-muted">
          <Clock aria-hidden className="size-4" />
          {durationLabel(activity)}
        </span>
      </div>
      {specializationBadges(activity).length > 0 && (
        <div className="flex flex-wrap gap-2">
          {specializationBadges(activity).map((b) => (
            <Badge key={b} tone="info">
              {b}
            </Badge>
          ))}
        </div>
      )}
      {activity.is_locked && activity.unlock_description && (
        <p className="rounded-xl bg-slate-100 p-3 text-sm">{activity.unlock_description}</p>
      )}
      {activity.is_locked && plansLink && (
        <Link
          to={paths.subscription}
          className="inline-flex min-h-12 items-center self-start font-semibold text-brand-700 underline"
        >
          {t.seePlans}
        </Link>
      )}
      <ButtonLink
        className="mt-auto"
        variant={activity.is_locked ? 'secondary' : 'primary'}
        to={paths.activity(activity.id, childId)}
        aria-label={`${t.start}: ${activity.title}`}
      >
        {t.start}
      </ButtonLink>
    </Card>
  );
}
