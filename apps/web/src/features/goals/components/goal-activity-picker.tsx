import { GOAL_ACTIVITIES_MAX } from '@neurobridge/shared/domain/goals';
import { useQuery } from '@tanstack/react-query';
import { ActivityPicker, type PickedActivity } from '../../../components/ui/activity-picker';
import { goalActivitiesQueryOptions } from '../api/goals';
import { goalsMessages } from '../messages';

export type LinkedActivity = PickedActivity;

/**
 * 'Atividades vinculadas' (docs/product.md#goals): up to `GOAL_ACTIVITIES_MAX` of the catalogue the
 * family can play, whose results count toward the goal; required when it is measured by game score.
 */
export function GoalActivityPicker({
  childId,
  value,
  required,
  error,
  onChange,
}: {
  childId: number;
  value: LinkedActivity[];
  required: boolean;
  error?: string;
  onChange: (next: LinkedActivity[]) => void;
}) {
  const t = goalsMessages.form;
  const read = useQuery(goalActivitiesQueryOptions(childId));
  return (
    <ActivityPicker
      read={read}
      value={value}
      max={GOAL_ACTIVITIES_MAX}
      error={error}
      onChange={onChange}
      texts={{
        legend: t.activities,
        hint: required ? `${t.activitiesHint} ${t.activitiesRequired}` : t.activitiesHint,
        chosen: t.chosen,
        noneChosen: t.noneChosen,
        unchoose: t.unlink,
        search: t.search,
        searchHint: t.searchHint,
        showing: t.showing,
        noMatch: t.noMatch,
        full: t.full,
        loadError: t.activitiesError,
      }}
    />
  );
}
