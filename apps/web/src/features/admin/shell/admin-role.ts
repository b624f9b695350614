import { mayUse, type AdminArea as RoleArea } from '@neurobridge/shared/domain/admin-roles';
import { useAdminMe } from './admin-session';

/**
 * Whether the signed-in admin's role reaches an area (docs/product.md#admin-team): a screen shows
 * only what the role may do, so a button the server would refuse is not there. False until `me`
 * answers.
 */
export function useAdminMay(area: RoleArea): boolean {
  const me = useAdminMe();
  return me.data ? mayUse(me.data.role, area) : false;
}
