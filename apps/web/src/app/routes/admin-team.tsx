import { TeamScreen } from '../../features/admin/team/team-screen';

/** /admin/equipe (docs/product.md#admin-team-screens): inside the admin layout, which holds the token and role checks. */
export function AdminTeamRoute() {
  return <TeamScreen />;
}
