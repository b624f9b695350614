import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './plugins/route-access';
import type { AppDeps } from './app-deps';
import type { Database } from './db/client';
import type { OidcClient } from './integrations/oidc/oidc-client';
import { createAccountService } from './modules/account/account-service';
import { accountRoutes } from './modules/account/routes';
import { createActivitiesService } from './modules/activities/activities-service';
import { activitiesRoutes } from './modules/activities/routes';
import { createAdminActivitiesService } from './modules/admin-activities/admin-activities-service';
import { adminActivitiesRoutes } from './modules/admin-activities/routes';
import { createAdminAppSettingsService } from './modules/admin-app-settings/admin-app-settings-service';
import { adminAppSettingsRoutes } from './modules/admin-app-settings/routes';
import { createAdminTermsService } from './modules/admin-terms/admin-terms-service';
import { adminTermsRoutes } from './modules/admin-terms/routes';
import { createAdminEmailServices } from './modules/admin-email/admin-email-services';
import { adminEmailRoutes } from './modules/admin-email/routes';
import { createAdminAuthService } from './modules/admin-auth/admin-auth-service';
import { adminAuthRoutes, adminLoginRoutes } from './modules/admin-auth/routes';
import { createAdminTeamService } from './modules/admin-team/admin-team-service';
import { adminInvitationRoutes, adminTeamRoutes } from './modules/admin-team/routes';
import { createTeamInvitationsService } from './modules/admin-team/team-invitations-service';
import { createAdminJobsService } from './modules/admin-jobs/admin-jobs-service';
import { adminJobsRoutes } from './modules/admin-jobs/routes';
import { createAdminMoneyService } from './modules/admin-money/admin-money-service';
import { adminMoneyRoutes } from './modules/admin-money/routes';
import { createAdminPaymentSettingsService } from './modules/admin-payment-settings/admin-payment-settings-service';
import { adminPaymentSettingsRoutes } from './modules/admin-payment-settings/routes';
import { createAdminReportsService } from './modules/admin-reports/admin-reports-service';
import { adminReportsRoutes } from './modules/admin-reports/routes';
import { createAdminDashboardService } from './modules/admin-dashboard/admin-dashboard-service';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes';
import { createAdminInvitationsService } from './modules/admin-professionals/admin-invitations-service';
import { createAdminProfessionalsService } from './modules/admin-professionals/admin-professionals-service';
import { adminProfessionalsRoutes } from './modules/admin-professionals/routes';
import { createAdminUsersService } from './modules/admin-users/admin-users-service';
import { adminAiRoutes } from './modules/ai/admin-routes';
import { createAiServices } from './modules/ai/ai-services';
import { chatRoutes } from './modules/ai/routes';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { createAuditService } from './modules/audit/audit-service';
import { auditRoutes } from './modules/audit/routes';
import { appInfoRoutes } from './modules/app-info/routes';
import { createLoginService } from './modules/auth/login-service';
import { authRoutes } from './modules/auth/routes';
import type { SessionService } from './modules/auth/session-service';
import { createChildProfessionalsService } from './modules/child-professionals/child-professionals-service';
import { createChildSessionsService } from './modules/child-professionals/child-sessions-service';
import { createInvitationRequestsService } from './modules/child-professionals/invitation-requests-service';
import { childProfessionalsRoutes } from './modules/child-professionals/routes';
import { createChildrenService } from './modules/children/children-service';
import { childrenRoutes } from './modules/children/routes';
import { createDashboardService } from './modules/dashboard/dashboard-service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createGoalsService } from './modules/goals/goals-service';
import { createObservationsService } from './modules/goals/observations-service';
import { goalsRoutes } from './modules/goals/routes';
import { createTrialsService } from './modules/goals/trials-service';
import { trialsRoutes } from './modules/goals/trials-routes';
import { healthRoutes, type HealthState } from './modules/health/routes';
import { createHomeProgrammeService } from './modules/home-programme/home-programme-service';
import { homeProgrammeRoutes } from './modules/home-programme/routes';
import { createAcceptanceService } from './modules/invitations/acceptance-service';
import { createInvitationsService } from './modules/invitations/invitations-service';
import { invitationsRoutes } from './modules/invitations/routes';
import { createLevelsService } from './modules/levels/levels-service';
import { levelsRoutes } from './modules/levels/routes';
import { createOnboardingService } from './modules/onboarding/onboarding-service';
import { onboardingRoutes } from './modules/onboarding/routes';
import { createPaymentProvider } from './modules/payments/payment-provider';
import { createPaymentsService } from './modules/payments/payments-service';
import { paymentsRoutes } from './modules/payments/routes';
import { createPlanExportService } from './modules/plan-export/plan-export-service';
import { planExportRoutes } from './modules/plan-export/routes';
import { createPlansService } from './modules/plans/plans-service';
import { plansRoutes } from './modules/plans/routes';
import { professionalRoutes, professionalRoutesOptions } from './modules/professional/routes';
import { createProgressService } from './modules/progress/progress-service';
import { progressRoutes } from './modules/progress/routes';
import { createReportsService } from './modules/reports/reports-service';
import { reportsRoutes } from './modules/reports/routes';
import { createScheduleService } from './modules/schedule/schedule-service';
import { scheduleRoutes } from './modules/schedule/routes';
import { starsRoutes } from './modules/stars/routes';
import { boardsRoutes } from './modules/boards/routes';
import { createBoardsService } from './modules/boards/boards-service';
import { boardExchangeRoutes } from './modules/boards/exchange-routes';
import { createBoardExchangeService } from './modules/boards/exchange-service';
import { boardUsesRoutes } from './modules/boards/uses-routes';
import { createBoardUsesService } from './modules/boards/uses-service';
import { boardMediaRoutes } from './modules/boards/media-routes';
import { createBoardMediaService } from './modules/boards/media-service';
import { createStarsService } from './modules/stars/stars-service';
import { subscriptionRoutes } from './modules/subscription/routes';
import { suggestionsRoutes } from './modules/suggestions/routes';
import { createSuggestionsService } from './modules/suggestions/suggestions-service';
import { termsRoutes } from './modules/terms/routes';
import { createTermsService } from './modules/terms/terms-service';
import type { Job } from './jobs/runner';

export interface RouteExtras {
  database: Database;
  health: HealthState;
  oidc: OidcClient;
  /** Made before the routes: the access plugin looks sessions up on every request. */
  sessions: SessionService;
  /** The job runner's jobs (jobs/background-jobs.ts), for the background work screen. */
  jobs: readonly Job[];
}

/** Every module's routes, each given the service(s) it needs, built from the one `deps`. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps, extras: RouteExtras): Promise<void> {
  const { config } = deps;
  await app.register(healthRoutes, { database: extras.database, state: extras.health });
  const login = createLoginService({ ...deps, oidc: extras.oidc });
  await app.register(authRoutes, { config, login, sessions: extras.sessions });
  await app.register(termsRoutes, { terms: createTermsService(deps) });
  await app.register(onboardingRoutes, { onboarding: createOnboardingService(deps) });
  await app.register(plansRoutes, { plans: createPlansService(deps) });
  await app.register(subscriptionRoutes, { subscriptions: deps.subscriptions });
  // One provider for every payment path, the admin screen and the account page (docs/product.md#paying).
  const paymentProvider = createPaymentProvider(deps);
  const payments = createPaymentsService({ ...deps, provider: paymentProvider });
  await app.register(paymentsRoutes, { payments });
  await app.register(childrenRoutes, { children: createChildrenService(deps) });
  await app.register(childProfessionalsRoutes, {
    professionals: createChildProfessionalsService(deps),
    requests: createInvitationRequestsService(deps),
    sessions: createChildSessionsService(deps),
  });
  await app.register(dashboardRoutes, { dashboard: createDashboardService(deps) });
  await app.register(invitationsRoutes, {
    invitations: createInvitationsService(deps),
    acceptance: createAcceptanceService(deps),
  });
  await app.register(activitiesRoutes, { activities: createActivitiesService(deps) });
  await app.register(progressRoutes, { progress: createProgressService(deps) });
  await app.register(levelsRoutes, { levels: createLevelsService(deps) });
  await app.register(suggestionsRoutes, { suggestions: createSuggestionsService(deps) });
  await app.register(scheduleRoutes, { schedule: createScheduleService(deps) });
  await app.register(starsRoutes, { stars: createStarsService(deps) });
  await app.register(boardsRoutes, { boards: createBoardsService(deps) });
  await app.register(boardExchangeRoutes, { exchange: createBoardExchangeService(deps, createBoardsService(deps)) });
  await app.register(boardUsesRoutes, { uses: createBoardUsesService(deps) });
  await app.register(boardMediaRoutes, { media: createBoardMediaService(deps) });
  await app.register(homeProgrammeRoutes, { homeProgramme: createHomeProgrammeService(deps) });
  await app.register(goalsRoutes, { goals: createGoalsService(deps), observations: createObservationsService(deps) });
  await app.register(trialsRoutes, { trials: createTrialsService(deps) });
  // The AI assistant (docs/product.md#ai-assistant): the chat, the admin's screen and the report's text.
  const ai = createAiServices(deps);
  await app.register(reportsRoutes, { reports: createReportsService({ ...deps, writeText: ai.reportText }) });
  await app.register(planExportRoutes, { planExport: createPlanExportService(deps) });
  await app.register(professionalRoutes, professionalRoutesOptions(deps));
  await app.register(appInfoRoutes, { config, db: deps.db });
  await app.register(chatRoutes, { chat: ai.chat, onError: deps.onBackgroundError });
  // The back-office (docs/product.md#admin): the sign-in is public, the rest in the admin context.
  const adminAuth = createAdminAuthService(deps);
  await app.register(adminLoginRoutes, { adminAuth, config });
  await registerAdminRoutes(app, adminAuthRoutes, { adminAuth, config });
  // The team (docs/product.md#admin-team): the invitee's set-up link is public, the rest for owners.
  const teamInvitations = createTeamInvitationsService(deps);
  await app.register(adminInvitationRoutes, { invitations: teamInvitations });
  await registerAdminRoutes(app, adminTeamRoutes, {
    team: createAdminTeamService(deps, teamInvitations),
    invitations: teamInvitations,
  });
  await registerAdminRoutes(app, adminDashboardRoutes, { dashboard: createAdminDashboardService(deps) });
  await registerAdminRoutes(app, auditRoutes, { audit: createAuditService(deps) });
  await registerAdminRoutes(app, adminUsersRoutes, { adminUsers: createAdminUsersService(deps) });
  await registerAdminRoutes(app, adminProfessionalsRoutes, {
    professionals: createAdminProfessionalsService(deps),
    invitations: createAdminInvitationsService(deps),
  });
  await registerAdminRoutes(app, adminPaymentSettingsRoutes, {
    paymentSettings: createAdminPaymentSettingsService({ ...deps, provider: paymentProvider }),
  });
  await registerAdminRoutes(app, adminAppSettingsRoutes, { appSettings: createAdminAppSettingsService(deps) });
  await registerAdminRoutes(app, adminTermsRoutes, { adminTerms: createAdminTermsService(deps) });
  await registerAdminRoutes(app, adminReportsRoutes, { reports: createAdminReportsService(deps) });
  // The refund is the family's own cancel's (docs/product.md#admin-payments).
  await registerAdminRoutes(app, adminMoneyRoutes, {
    money: createAdminMoneyService({ ...deps, refunds: { refund: payments.refund } }),
  });
  await registerAdminRoutes(app, adminEmailRoutes, createAdminEmailServices(deps));
  await registerAdminRoutes(app, adminJobsRoutes, {
    adminJobs: createAdminJobsService({ ...deps, jobs: extras.jobs }),
  });
  await registerAdminRoutes(app, adminAiRoutes, { aiSettings: ai.aiSettings, assistant: ai.assistant });
  await registerAdminRoutes(app, adminActivitiesRoutes, { adminActivities: createAdminActivitiesService(deps) });
  await app.register(accountRoutes, { account: createAccountService({ ...deps, paymentProvider }), config });
}
