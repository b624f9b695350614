import { ACTIVITY_TYPE_LABELS, DIFFICULTY_LABELS, type AdminActivity } from '@neurobridge/shared/api/admin-activities';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { Badge } from '../../../../components/ui/badge';
import { fmt } from '../../../../locales/pt-BR/messages';
import { adminActivitiesMessages as m } from '../messages';

/** The row's badges (docs/product.md#activity-editor): category, difficulty, type, audience, tier, deleted. */
export function ActivityBadges({ activity: a }: { activity: AdminActivity }) {
  const type = ACTIVITY_TYPE_LABELS[a.activity_type as keyof typeof ACTIVITY_TYPE_LABELS] ?? a.activity_type;
  return (
    <span className="flex flex-wrap gap-1">
      {!a.is_active && <Badge tone="danger">{m.badges.deleted}</Badge>}
      <Badge tone="info">{categoryLabel(a.category)}</Badge>
      <Badge>{fmt(m.difficulty, { label: DIFFICULTY_LABELS[a.difficulty_level] ?? a.difficulty_level })}</Badge>
      <Badge>{type}</Badge>
      {a.for_tea === 1 && (
        <Badge tone="success">
          {a.tea_level ? fmt(m.badges.tea, { level: TEA_LEVEL_LABELS[a.tea_level] ?? a.tea_level }) : m.badges.teaAny}
        </Badge>
      )}
      {a.for_tdah === 1 && (
        <Badge tone="success">
          {a.tdah_level
            ? fmt(m.badges.tdah, { level: TDAH_LEVEL_LABELS[a.tdah_level] ?? a.tdah_level })
            : m.badges.tdahAny}
        </Badge>
      )}
      {a.is_premium ? (
        <Badge tone="warning">
          {a.required_subscription_months > 0
            ? fmt(m.badges.premiumFrom, { n: a.required_subscription_months })
            : m.badges.premiumAll}
        </Badge>
      ) : (
        <Badge tone="success">{m.badges.free}</Badge>
      )}
      {a.is_standard && <Badge>{m.badges.standard}</Badge>}
    </span>
  );
}
