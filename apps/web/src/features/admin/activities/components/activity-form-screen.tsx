import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { ButtonLink } from '../../../../components/ui/button';
import { activitiesQueryOptions } from '../api/activities';
import { adminActivitiesMessages as m } from '../messages';
import { paths } from '../../../../config/paths';
import { ActivityForm } from './activity-form';

/**
 * /admin/activities/nova and /admin/activities/{id} (docs/product.md#activity-editor): an edit
 * reads the activity from the catalogue list, so a reload of the page finds it again.
 */
export function ActivityFormScreen({ activityId }: { activityId: number | null }) {
  const query = useQuery({ ...activitiesQueryOptions, enabled: activityId !== null });
  if (activityId === null) return <ActivityForm activity={null} />;
  if (query.isPending) return <Spinner label={m.loading} />;
  if (query.isError && !query.data) {
    return <LoadError text={m.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const activity = query.data?.activities.find((a) => a.id === activityId);
  if (!activity) {
    return (
      <Card role="alert" className="text-center">
        <p>{m.form.notFound}</p>
        <ButtonLink variant="secondary" className="mt-3" to={paths.adminActivities}>
          {m.form.back}
        </ButtonLink>
      </Card>
    );
  }
  // Keyed by the row it edits, so a background refresh never resets what is being typed.
  return <ActivityForm key={activity.id} activity={activity} />;
}
