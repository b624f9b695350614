import type { Activity } from '@neurobridge/shared/api/activities';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { specializationBadges } from '../activity-labels';
import { activitiesMessages } from '../messages';

/**
 * /activity/{id} (docs/product.md#activity-detail): title, description, duration, level, category,
 * badges, objectives.
 */
export function ActivityDetail({ activity }: { activity: Activity }) {
  const t = activitiesMessages;
  return (
    <>
      <h1 className="text-3xl font-bold">{activity.title}</h1>
      <p className="mt-2 text-lg">{activity.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge>{categoryLabel(activity.category)}</Badge>
        <Badge>{fmt(t.level_n, { n: activity.difficulty_level })}</Badge>
        <Badge>
          {activity.estimated_duration
            ? fmt(t.detail.duration, { minutes: activity.estimated_duration })
            : t.detail.durationVariable}
        </Badge>
        <Badge>{fmt(t.detail.ages, { min: activity.min_age, max: activity.max_age })}</Badge>
        {specializationBadges(activity).map((b) => (
          <Badge key={b} tone="info">
            {b}
          </Badge>
        ))}
        {activity.is_premium && !activity.is_locked && <Badge tone="warning">{t.premium}</Badge>}
      </div>
      <h2 className="mt-6 text-xl font-semibold">{t.detail.objectives}</h2>
      <p className="mt-1 text-muted">{activity.learning_objectives || t.detail.noObjectives}</p>
    </>
  );
}

/**
 * Why a locked activity cannot start, and the way to the plans (docs/product.md#activity-detail),
 * for an account shown them (docs/product.md#who-sees-the-plans).
 */
export function LockedNote({ activity, plansLink }: { activity: Activity; plansLink: boolean }) {
  const t = activitiesMessages;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 p-4">
      <p className="flex items-center gap-2">
        <Lock aria-hidden className="size-5 shrink-0" />
        {activity.unlock_description ?? t.detail.lockedText}
      </p>
      {plansLink && (
        <Link
          to={paths.subscription}
          className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline"
        >
          {t.seePlans}
        </Link>
      )}
    </div>
  );
}
