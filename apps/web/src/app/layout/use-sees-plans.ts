import { paths } from '../../config/paths';
import { useSession } from '../../features/session/use-session';
import { roleRedirect } from './role-redirect';

/**
 * Whether the account is shown the plans and every call to subscribe (docs/product.md#who-sees-the-plans):
 * only where /subscription is not a page it is sent away from, so a professional-only account never
 * sees a link that would send it back to its dashboard.
 */
export function useSeesPlans(): boolean {
  const { user } = useSession();
  return user !== null && roleRedirect(user.role, paths.subscription, user.is_professional) === null;
}
