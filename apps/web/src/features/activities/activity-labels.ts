import type { Activity } from '@neurobridge/shared/api/activities';
import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { fmt } from '../../locales/pt-BR/messages';
import { activitiesMessages } from './messages';

export function durationLabel(activity: Pick<Activity, 'estimated_duration'>): string {
  return activity.estimated_duration
    ? fmt(activitiesMessages.minutes, { minutes: activity.estimated_duration })
    : activitiesMessages.variable;
}

/** TEA/TDAH badges, shown when for_tea / for_tdah is 1 (docs/product.md#activity-cards). */
export function specializationBadges(activity: Activity): string[] {
  const out: string[] = [];
  if (activity.for_tea === 1) out.push(activity.tea_level ? `TEA · ${TEA_LEVEL_LABELS[activity.tea_level]}` : 'TEA');
  if (activity.for_tdah === 1)
    out.push(activity.tdah_level ? `TDAH · ${TDAH_LEVEL_LABELS[activity.tdah_level]}` : 'TDAH');
  return out;
}
