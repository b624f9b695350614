import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyScreen } from '../lazy-screen';
import { preloadRoute, screen } from '../router';

/*
 * The back-office's routes (docs/product.md#admin-screens), in the back-office's own chunk: the app's
 * router (app/router.tsx) knows only `/admin/*`, so none of this weighs on a family's first load.
 * Paths are the patterns of config/paths.ts, matched below `/admin`.
 */

const AdminLayout = lazyScreen(() => import('./admin-layout').then((m) => m.AdminLayout));
const AdminHome = lazyScreen(() => import('./admin-layout').then((m) => m.AdminHome));
const AdminLogin = lazyScreen(() => import('../routes/admin-login').then((m) => m.AdminLoginRoute));
const AdminDashboard = lazyScreen(() => import('../routes/admin-dashboard').then((m) => m.AdminDashboardRoute));
const AdminUsers = lazyScreen(() => import('../routes/admin-users').then((m) => m.AdminUsersRoute));
const AdminUserProgress = lazyScreen(() =>
  import('../routes/admin-user-progress').then((m) => m.AdminUserProgressRoute),
);
const AdminAudit = lazyScreen(() => import('../routes/admin-audit').then((m) => m.AdminAuditRoute));
const AdminAppSettings = lazyScreen(() => import('../routes/admin-app-settings').then((m) => m.AdminAppSettingsRoute));
const AdminMercadoPago = lazyScreen(() => import('../routes/admin-mercado-pago').then((m) => m.AdminMercadoPagoRoute));
const AdminReports = lazyScreen(() => import('../routes/admin-reports').then((m) => m.AdminReportsRoute));
const AdminActivities = lazyScreen(() => import('../routes/admin-activities').then((m) => m.AdminActivitiesRoute));
const AdminActivityNew = lazyScreen(() =>
  import('../routes/admin-activities-edit').then((m) => m.AdminActivityNewRoute),
);
const AdminActivityEdit = lazyScreen(() =>
  import('../routes/admin-activities-edit').then((m) => m.AdminActivityEditRoute),
);
// The e-mail server and the outbox load as one chunk: both use the e-mail contract, whose texts would
// otherwise be split into `common`, which every page loads (bench/budget.mjs).
const AdminSmtp = lazyScreen(() => import('../routes/admin-smtp').then((m) => m.AdminSmtpRoute));
const AdminEmails = lazyScreen(() => import('../routes/admin-smtp').then((m) => m.AdminEmailsRoute));
const AdminJobs = lazyScreen(() => import('../routes/admin-jobs').then((m) => m.AdminJobsRoute));
const AdminAiBot = lazyScreen(() => import('../routes/admin-ai-bot').then((m) => m.AdminAiBotRoute));
// Professionals and families' invitations share one chunk (their contract and texts).
const AdminProfessionals = lazyScreen(() =>
  import('../routes/admin-professionals').then((m) => m.AdminProfessionalsRoute),
);
const AdminInvitations = lazyScreen(() => import('../routes/admin-professionals').then((m) => m.AdminInvitationsRoute));
const AdminTerms = lazyScreen(() => import('../routes/admin-terms').then((m) => m.AdminTermsRoute));
// Money: the revenue, the payments and each payment's page, one chunk (docs/product.md#admin-revenue-screen).
const AdminRevenue = lazyScreen(() => import('../routes/admin-money').then((m) => m.AdminRevenueRoute));
const AdminPayments = lazyScreen(() => import('../routes/admin-money').then((m) => m.AdminPaymentsRoute));
const AdminPayment = lazyScreen(() => import('../routes/admin-money').then((m) => m.AdminPaymentRoute));
// The team, the invitation's set-up and the admin's own account (docs/product.md#admin-team-screens).
const AdminTeam = lazyScreen(() => import('../routes/admin-team').then((m) => m.AdminTeamRoute));
const AdminAccount = lazyScreen(() => import('../routes/admin-account').then((m) => m.AdminAccountRoute));
const AdminInvitationSetup = lazyScreen(() =>
  import('../routes/admin-invitation-setup').then((m) => m.AdminInvitationSetupRoute),
);

const NotFound = lazyScreen(() => import('../routes/not-found').then((m) => m.NotFoundRoute));

/** A pattern of config/paths.ts below `/admin`, as this tree matches it. */
const rel = (pattern: string) => pattern.slice(`${routePatterns.admin}/`.length);

const ROUTES: RouteObject[] = [
  { path: rel(routePatterns.adminLogin), ...screen(AdminLogin) },
  // Public: the invitee has no admin sign-in yet (docs/product.md#admin-team-screens).
  { path: rel(routePatterns.adminInvitationSetup), ...screen(AdminInvitationSetup) },
  {
    // Sends a browser without an admin token to /admin/login (docs/product.md#admin-screens), and a
    // role to the screens of its areas only (docs/product.md#admin-team-screens).
    ...screen(AdminLayout),
    children: [
      // `/admin`: the role's first screen.
      { index: true, ...screen(AdminHome) },
      { path: rel(routePatterns.adminDashboard), ...screen(AdminDashboard) },
      { path: rel(routePatterns.adminUsers), ...screen(AdminUsers) },
      { path: rel(routePatterns.adminUserProgress), ...screen(AdminUserProgress) },
      { path: rel(routePatterns.adminAudit), ...screen(AdminAudit) },
      { path: rel(routePatterns.adminAppSettings), ...screen(AdminAppSettings) },
      { path: rel(routePatterns.adminMercadoPago), ...screen(AdminMercadoPago) },
      { path: rel(routePatterns.adminReports), ...screen(AdminReports) },
      // The e-mail server and the outbox (docs/product.md#admin-smtp, docs/product.md#email-outbox).
      { path: rel(routePatterns.adminSmtp), ...screen(AdminSmtp) },
      { path: rel(routePatterns.adminEmails), ...screen(AdminEmails) },
      // The background work: failed jobs, attempts and last errors (docs/decisions/023-one-job-runner.md).
      { path: rel(routePatterns.adminJobs), ...screen(AdminJobs) },
      // The activity editor (docs/product.md#activity-editor); 'nova' is a more specific match than ':activityId'.
      { path: rel(routePatterns.adminActivities), ...screen(AdminActivities) },
      { path: rel(routePatterns.adminActivityNew), ...screen(AdminActivityNew) },
      { path: rel(routePatterns.adminActivityEdit), ...screen(AdminActivityEdit) },
      // The AI assistant: training data, settings and a test (docs/product.md#admin-ai-bot).
      { path: rel(routePatterns.adminAiBot), ...screen(AdminAiBot) },
      // Professionals and families' invitations (docs/product.md#admin-professionals, docs/product.md#admin-invitations).
      { path: rel(routePatterns.adminProfessionals), ...screen(AdminProfessionals) },
      { path: rel(routePatterns.adminInvitations), ...screen(AdminInvitations) },
      // The terms: versions, each readable, and a new one previewed and published (docs/product.md#admin-terms).
      { path: rel(routePatterns.adminTerms), ...screen(AdminTerms) },
      // Revenue and payments (docs/product.md#admin-revenue-screen, docs/product.md#admin-payments-screen).
      { path: rel(routePatterns.adminRevenue), ...screen(AdminRevenue) },
      { path: rel(routePatterns.adminPayments), ...screen(AdminPayments) },
      { path: rel(routePatterns.adminPayment), ...screen(AdminPayment) },
      { path: rel(routePatterns.adminTeam), ...screen(AdminTeam) },
      { path: rel(routePatterns.adminAccount), ...screen(AdminAccount) },
    ],
  },
  { path: '*', ...screen(NotFound) },
];

/** `/admin/*`: the sign-in, and every screen inside the admin layout. */
export function AdminRoutes() {
  const { pathname } = useLocation();
  // The screen's code starts loading with the layout's (the app's router preloads this tree only).
  preloadRoute(ROUTES, pathname.slice(routePatterns.admin.length) || '/').catch(() => {});
  return useRoutes(ROUTES);
}
