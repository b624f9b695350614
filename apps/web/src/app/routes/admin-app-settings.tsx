import { AppSettingsScreen } from '../../features/admin/app-settings/app-settings-screen';

/** /admin/app-settings (docs/product.md#admin-app-settings): inside the admin layout, which holds the token check and the back button. */
export function AdminAppSettingsRoute() {
  return <AppSettingsScreen />;
}
