/**
 * The administrators' team (docs/product.md#admin-team): each administrator has one role, and each
 * admin route belongs to one area of the back-office. A role reaches only its areas: the server
 * refuses the others (plugins/route-access.ts) and the screens show only those.
 */
export const ADMIN_ROLES = ['owner', 'support', 'content'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Proprietário',
  support: 'Suporte',
  content: 'Conteúdo',
};

/** What each role is for, as the team screen and the invitation say it. */
export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'Tudo: dinheiro, configurações, equipe, termos e auditoria.',
  support: 'Usuários, e-mails, IA, profissionais e relatórios (só leitura). Sem dinheiro e sem configurações.',
  content: 'Editor de atividades e treinamento da IA.',
};

/**
 * The back-office's areas. `account` is every admin's own: who they are, signing out, their
 * password and second factor.
 */
export const ADMIN_AREAS = [
  'account',
  'dashboard',
  'users',
  'email',
  'ai',
  'ai_training',
  'reports',
  'professionals',
  'activities',
  'money',
  'settings',
  'team',
  'terms',
  'audit',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/** Who may use each area. The owner may use every one. */
export const ADMIN_AREA_ROLES: Record<AdminArea, readonly AdminRole[]> = {
  account: ['owner', 'support', 'content'],
  dashboard: ['owner', 'support'],
  users: ['owner', 'support'],
  email: ['owner', 'support'],
  // Reading the assistant's settings and trying it; saving them (the provider's key) is `settings`.
  ai: ['owner', 'support'],
  ai_training: ['owner', 'support', 'content'],
  // Read-only by nature: the reports change nothing.
  reports: ['owner', 'support'],
  professionals: ['owner', 'support'],
  activities: ['owner', 'content'],
  // Revenue, payments, refunds, and access granted without payment.
  money: ['owner'],
  // App, payment, SMTP and AI settings, and the background jobs.
  settings: ['owner'],
  team: ['owner'],
  terms: ['owner'],
  audit: ['owner'],
};

export function mayUse(role: AdminRole, area: AdminArea): boolean {
  return ADMIN_AREA_ROLES[area].includes(role);
}

/** At least one active owner always remains (docs/product.md#admin-team). */
export const LAST_OWNER = 'A equipe precisa de pelo menos um proprietário ativo.';
/** 403 on a route of an area the caller's role does not reach. */
export const AREA_FORBIDDEN = 'Sua função na equipe não permite esta ação.';
