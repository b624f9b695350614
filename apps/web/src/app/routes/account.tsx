import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AccountPage } from '../../features/account/components/account-page';
import { ProfessionalProfileSection } from '../../features/professional/components/professional-profile-section';
import { useSession } from '../../features/session/use-session';

/**
 * /minha-conta (docs/product.md#my-account): after deleting the account, signed out on the home
 * page; a professional also sees and changes their details there.
 */
export function AccountRoute() {
  const { logout, user } = useSession();
  const navigate = useNavigate();
  const onDeleted = useCallback(() => {
    // The account is gone, so results still on the device can never be recorded: they are dropped.
    void logout({ unsent: 'discard' }).then(() => navigate(paths.home, { replace: true }));
  }, [logout, navigate]);
  // A parent-only account has no professional details (docs/product.md#professional-profile).
  const professional = user?.is_professional || user?.role === 'professional';
  return (
    <AccountPage onDeleted={onDeleted} professionalSection={professional ? <ProfessionalProfileSection /> : null} />
  );
}
