import { ActivitiesScreen } from '../../features/admin/activities/components/activities-screen';

/** /admin/activities (docs/product.md#activity-editor): inside the admin layout, which holds the token check. */
export function AdminActivitiesRoute() {
  return <ActivitiesScreen />;
}
