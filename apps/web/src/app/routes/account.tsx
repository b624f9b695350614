import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AccountPage } from '../../features/account/components/account-page';
import { useSession } from '../../features/session/use-session';

/** /minha-conta (docs/product.md#my-account): after deleting the account, signed out on the home page. */
export function AccountRoute() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const onDeleted = useCallback(() => {
    void logout().then(() => navigate(paths.home, { replace: true }));
  }, [logout, navigate]);
  return <AccountPage onDeleted={onDeleted} />;
}
