import { mayUse, type AdminArea as RoleArea, type AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { paths } from '../../../config/paths';
import { adminShellMessages } from './messages';

export type AdminArea = keyof typeof adminShellMessages.areas;

/**
 * Every area of the back-office, in the dashboard's order (docs/product.md#admin-screens), with the
 * part of the back-office its screen belongs to (`role`): a role sees only the areas it may use
 * (domain/admin-roles.ts, docs/product.md#admin-team).
 */
export const ADMIN_AREAS: { area: AdminArea; path: string; role: RoleArea }[] = [
  { area: 'users', path: paths.adminUsers, role: 'users' },
  { area: 'professionals', path: paths.adminProfessionals, role: 'professionals' },
  { area: 'invitations', path: paths.adminInvitations, role: 'professionals' },
  { area: 'revenue', path: paths.adminRevenue, role: 'money' },
  { area: 'payments', path: paths.adminPayments, role: 'money' },
  { area: 'reports', path: paths.adminReports, role: 'reports' },
  { area: 'smtp', path: paths.adminSmtp, role: 'settings' },
  { area: 'emails', path: paths.adminEmails, role: 'email' },
  { area: 'jobs', path: paths.adminJobs, role: 'settings' },
  { area: 'aiBot', path: paths.adminAiBot, role: 'ai_training' },
  { area: 'activities', path: paths.adminActivities, role: 'activities' },
  { area: 'appSettings', path: paths.adminAppSettings, role: 'settings' },
  { area: 'mercadoPago', path: paths.adminMercadoPago, role: 'settings' },
  { area: 'terms', path: paths.adminTerms, role: 'terms' },
  { area: 'team', path: paths.adminTeam, role: 'team' },
  { area: 'audit', path: paths.adminAudit, role: 'audit' },
  { area: 'account', path: paths.adminAccount, role: 'account' },
];

/** Where each role starts (docs/product.md#admin-team): the dashboard, or for content the activity editor. */
const HOMES: readonly { area: RoleArea; path: string }[] = [
  { area: 'dashboard', path: paths.adminDashboard },
  { area: 'activities', path: paths.adminActivities },
  { area: 'account', path: paths.adminAccount },
];

/** The first screen of the back-office for a role: `/admin` and the sign-in go there. */
export function adminHome(role: AdminRole): string {
  return (HOMES.find((h) => mayUse(role, h.area)) ?? HOMES[HOMES.length - 1]!).path;
}

/** The areas a role may use, in the dashboard's order. */
export function areasFor(role: AdminRole) {
  return ADMIN_AREAS.filter((entry) => mayUse(role, entry.role));
}

/**
 * The part of the back-office a screen's path belongs to, null for a path outside the areas: the
 * layout shows a role only the screens of its areas.
 */
export function areaOfPath(pathname: string): RoleArea | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.adminDashboard) return 'dashboard';
  // A user's progress (`/admin/user/:id/progress`) is part of the users' area.
  if (path.startsWith('/admin/user/')) return 'users';
  const entry = ADMIN_AREAS.find((a) => path === a.path || path.startsWith(`${a.path}/`));
  return entry?.role ?? null;
}
