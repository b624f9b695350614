import { paths } from '../../../config/paths';
import { adminShellMessages } from './messages';

export type AdminArea = keyof typeof adminShellMessages.areas;

/** Every area of the back-office, in the dashboard's order (docs/product.md#admin-screens). */
export const ADMIN_AREAS: { area: AdminArea; path: string }[] = [
  { area: 'users', path: paths.adminUsers },
  { area: 'reports', path: paths.adminReports },
  { area: 'smtp', path: paths.adminSmtp },
  { area: 'emails', path: paths.adminEmails },
  { area: 'jobs', path: paths.adminJobs },
  { area: 'aiBot', path: paths.adminAiBot },
  { area: 'activities', path: paths.adminActivities },
  { area: 'appSettings', path: paths.adminAppSettings },
  { area: 'mercadoPago', path: paths.adminMercadoPago },
  { area: 'audit', path: paths.adminAudit },
];
