import { useState } from 'react';
import { TotpSetupPanel } from '../../features/admin/auth/totp-setup-form';
import { AdminAreaLinks } from '../../features/admin/dashboard/admin-area-links';
import { AdminStatCards } from '../../features/admin/dashboard/admin-stats';
import { adminDashboardMessages } from '../../features/admin/dashboard/messages';
import { useAdminMe } from '../../features/admin/shell/admin-session';

/**
 * /admin/dashboard (docs/product.md#admin-screens): the numbers and every area; 'Proteja sua conta'
 * while the admin has no second factor. In production it is required, and the set-up comes alone.
 */
export function AdminDashboardRoute() {
  const me = useAdminMe();
  // Once shown, the set-up stays until the admin says the recovery codes are saved.
  const [setupOpen, setSetupOpen] = useState(false);
  const needsSetup = me.data !== undefined && !me.data.totp_enabled;
  if (needsSetup && !setupOpen) setSetupOpen(true);
  const required = me.data?.totp_required === true && !me.data.totp_enabled;
  return (
    <>
      <h1 className="text-3xl font-bold">{adminDashboardMessages.title}</h1>
      {setupOpen && (
        <div className="mt-6">
          <TotpSetupPanel required={required} onDone={() => setSetupOpen(false)} />
        </div>
      )}
      {!required && (
        <>
          <div className="mt-6">
            <AdminStatCards />
          </div>
          <AdminAreaLinks />
        </>
      )}
    </>
  );
}
