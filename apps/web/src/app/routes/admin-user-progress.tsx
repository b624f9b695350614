import { useParams } from 'react-router';
import { UserProgressScreen } from '../../features/admin/users/components/user-progress-screen';
import { NotFoundRoute } from './not-found';

/** /admin/user/{id}/progress (docs/product.md#admin-user-progress). */
export function AdminUserProgressRoute() {
  const raw = useParams().userId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return <NotFoundRoute />;
  return <UserProgressScreen key={raw} userId={Number(raw)} />;
}
