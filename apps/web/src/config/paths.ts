/** Every URL of the app's screens, and nowhere else as a literal; API URLs come from the contracts. */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  child: (id: number | string) => `/child/${id}`,
  childSchedule: (id: number | string) => `/child/${id}/schedule`,
  /** 'Meu dia': the child's day, the home of child mode (docs/product.md#my-day). */
  myDay: (id: number | string) => `/child/${id}/meu-dia`,
  /** An entry of 'Meu dia' played in child mode: finishing completes `entryId`, and the card leads back to the day. */
  myDayActivity: (id: number | string, childId: number | string, entryId: number | string) =>
    `/activity/${id}?child=${childId}&entry=${entryId}&from=meu-dia`,
  /** The reward shop as the child sees it, in child mode (docs/product.md#stars-and-the-reward-shop). */
  childShop: (id: number | string) => `/child/${id}/loja`,
  /** The parent fills the child's reward shop. */
  rewardShop: (id: number | string) => `/child/${id}/recompensas`,
  /** 'Minha prancha', the child's communication board (docs/product.md#communication-board). */
  childBoard: (id: number | string) => `/child/${id}/prancha`,
  activities: (childId?: number | string) => (childId ? `/activities?child=${childId}` : '/activities'),
  activity: (id: number | string, childId?: number | string) =>
    childId ? `/activity/${id}?child=${childId}` : `/activity/${id}`,
  /** An activity started from the weekly calendar: finishing it completes `entryId` (docs/product.md#calendar). */
  scheduledActivity: (id: number | string, childId: number | string, entryId: number | string) =>
    `/activity/${id}?child=${childId}&entry=${entryId}`,
  subscription: '/subscription',
  paymentSuccess: '/payment/success',
  /** The payment result page (docs/product.md#payment-result): the server decides, never this query. */
  paymentResult: ({ status, plan, paymentId }: { status?: string; plan: string; paymentId: string }) =>
    `/payment/success?${new URLSearchParams({ ...(status ? { status } : {}), plan, payment_id: paymentId })}`,
  /** The demo's checkout page (docs/product.md#demo-payment). */
  testPayment: (checkout: string) => `/test-payment?checkout=${encodeURIComponent(checkout)}`,
  adminLogin: '/admin/login',
  /** The back-office (docs/product.md#admin-screens). */
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUserProgress: (id: number | string) => `/admin/user/${id}/progress`,
  adminAudit: '/admin/audit',
  adminReports: '/admin/reports',
  adminSmtp: '/admin/smtp',
  /** The e-mail outbox (docs/product.md#email-outbox). */
  adminEmails: '/admin/emails',
  /** The background work (docs/decisions/023-one-job-runner.md). */
  adminJobs: '/admin/jobs',
  adminAiBot: '/admin/ai-bot',
  adminActivities: '/admin/activities',
  /** The activity editor's form (docs/product.md#activity-editor): a new one, or one to edit. */
  adminActivityNew: '/admin/activities/nova',
  adminActivityEdit: (id: number | string) => `/admin/activities/${id}`,
  adminAppSettings: '/admin/app-settings',
  adminMercadoPago: '/admin/mercado-pago',
  /** Issue 32's areas: money, the team, the terms, professionals and invitations (docs/product.md#admin-team). */
  adminRevenue: '/admin/receita',
  adminPayments: '/admin/pagamentos',
  adminPayment: (id: number | string) => `/admin/pagamentos/${id}`,
  adminTeam: '/admin/equipe',
  adminAccount: '/admin/conta',
  adminInvitationSetup: (token: string) => `/admin/convite/${token}`,
  adminTerms: '/admin/termos',
  adminProfessionals: '/admin/profissionais',
  adminInvitations: '/admin/convites',
  /** A parent's or professional's own account and data rights (docs/product.md#data-rights). */
  account: '/minha-conta',
  about: '/sobre',
  /** Where a suspended account is told so (docs/product.md#suspension). */
  accountSuspended: '/conta-suspensa',
  /** Where a new account chooses its role (docs/product.md#onboarding). */
  onboarding: '/onboarding',
  professionalDashboard: '/professional-dashboard',
  /** The professional's workspace (docs/product.md#professional-screens). */
  professionalSessions: '/professional/sessions',
  professionalNewSessionShortcut: '/professional/new-session',
  professionalNewSession: (childId?: number | string) =>
    childId ? `/professional/session/new?child=${childId}` : '/professional/session/new',
  professionalSession: (id: number | string) => `/professional/session/${id}`,
  professionalChild: (id: number | string) => `/professional/child/${id}`,
  /** The child's board for a professional with access (docs/product.md#what-the-board-tells). */
  professionalChildBoard: (id: number | string) => `/professional/child/${id}/prancha`,
  professionalReports: '/professional/reports',
  /** A goal's page (docs/product.md#goals): its chart, measures, observations and history, for the parent… */
  childGoal: (childId: number | string, goalId: number | string) => `/child/${childId}/metas/${goalId}`,
  /** …and for a professional with access. */
  professionalChildGoal: (childId: number | string, goalId: number | string) =>
    `/professional/child/${childId}/metas/${goalId}`,
  /** Recording a session's trials (docs/product.md#session-trials), by the parent… */
  childSessionTrials: (childId: number | string, sessionId: number | string) =>
    `/child/${childId}/sessoes/${sessionId}/tentativas`,
  /** …and by a professional with access. */
  professionalSessionTrials: (childId: number | string, sessionId: number | string) =>
    `/professional/child/${childId}/sessoes/${sessionId}/tentativas`,
  /** An invitation's page, the link of its e-mail (docs/product.md#accepting-an-invitation). */
  acceptInvitation: (token: string) => `/accept-invitation/${encodeURIComponent(token)}`,
} as const;

/** Route patterns for the router. */
export const routePatterns = {
  home: '/',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  child: '/child/:childId',
  childSchedule: '/child/:childId/schedule',
  myDay: '/child/:childId/meu-dia',
  childShop: '/child/:childId/loja',
  rewardShop: '/child/:childId/recompensas',
  childBoard: '/child/:childId/prancha',
  activities: '/activities',
  activity: '/activity/:activityId',
  subscription: '/subscription',
  paymentSuccess: '/payment/success',
  testPayment: '/test-payment',
  about: '/sobre',
  /** Where a suspended account is told so (docs/product.md#suspension). */
  accountSuspended: '/conta-suspensa',
  onboarding: '/onboarding',
  acceptInvitation: '/accept-invitation/:token',
  professionalDashboard: '/professional-dashboard',
  professionalSessions: '/professional/sessions',
  professionalNewSessionShortcut: '/professional/new-session',
  professionalNewSession: '/professional/session/new',
  professionalSession: '/professional/session/:sessionId',
  professionalChild: '/professional/child/:childId',
  professionalChildBoard: '/professional/child/:childId/prancha',
  professionalReports: '/professional/reports',
  childGoal: '/child/:childId/metas/:goalId',
  professionalChildGoal: '/professional/child/:childId/metas/:goalId',
  childSessionTrials: '/child/:childId/sessoes/:sessionId/tentativas',
  professionalSessionTrials: '/professional/child/:childId/sessoes/:sessionId/tentativas',
  account: '/minha-conta',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUserProgress: '/admin/user/:userId/progress',
  adminAudit: '/admin/audit',
  adminReports: '/admin/reports',
  adminSmtp: '/admin/smtp',
  adminEmails: '/admin/emails',
  adminJobs: '/admin/jobs',
  adminAiBot: '/admin/ai-bot',
  adminActivities: '/admin/activities',
  adminActivityNew: '/admin/activities/nova',
  // 'nova' is matched first: a static segment ranks above a parameter.
  adminActivityEdit: '/admin/activities/:activityId',
  adminAppSettings: '/admin/app-settings',
  adminMercadoPago: '/admin/mercado-pago',
  adminRevenue: '/admin/receita',
  adminPayments: '/admin/pagamentos',
  adminPayment: '/admin/pagamentos/:paymentId',
  adminTeam: '/admin/equipe',
  adminAccount: '/admin/conta',
  adminInvitationSetup: '/admin/convite/:token',
  adminTerms: '/admin/termos',
  adminProfessionals: '/admin/profissionais',
  adminInvitations: '/admin/convites',
} as const;
