import { useParams } from 'react-router';
import { ActivityFormScreen } from '../../features/admin/activities/components/activity-form-screen';
import { NotFoundRoute } from './not-found';

/** /admin/activities/nova and /admin/activities/{id} (docs/product.md#activity-editor). */
export function AdminActivityNewRoute() {
  return <ActivityFormScreen activityId={null} />;
}

export function AdminActivityEditRoute() {
  const raw = useParams().activityId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return <NotFoundRoute />;
  return <ActivityFormScreen key={raw} activityId={Number(raw)} />;
}
