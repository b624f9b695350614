import { z } from 'zod';
import { PROGRESS_STATUSES } from '../domain/progress-status';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam, dbIdParam } from './fields';
import { progressPage } from './progress';
import { PLAN_TYPES, SUBSCRIPTION_STATUSES } from './subscription';

/**
 * The administration's users (docs/product.md#admin-users): the list with its search and
 * filters, the CSV export, one user's detail, the actions on an account and the user's progress.
 * Every route is for an administrator's bearer token only (docs/decisions/010-route-access.md).
 */

export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const CHILD_NOT_FOUND_FOR_USER = 'Criança não encontrada.';
/** Professionals use the product for free (docs/product.md#admin-user-actions). */
export const PROFESSIONAL_IS_FREE = 'Contas de profissionais já são gratuitas: não há acesso para liberar.';
export const EMAIL_NOT_A_USER = 'Nenhum usuário com este e-mail.';
/** 409 when revoking from an account without an active grant (docs/product.md#admin-user-actions). */
export const NO_GRANT_TO_REVOKE = 'Esta conta não tem acesso gratuito liberado pela administração.';
export const TEMPLATE_DISABLED = 'O modelo de e-mail "Mensagem do administrador" está desativado.';

export const INVALID_ID = userMessage('Identificador inválido.');
export const INVALID_SEARCH = userMessage('A busca pode ter no máximo 100 caracteres.');
export const INVALID_STATUS_FILTER = userMessage('Situação inválida: use active ou suspended.');
export const INVALID_ROLE_FILTER = userMessage('Papel inválido: use parent, professional ou none.');
export const INVALID_SUBSCRIPTION_FILTER = userMessage(
  'Assinatura inválida: use trial, active, expired, admin_granted ou none.',
);
export const INVALID_PAGE = userMessage('A página deve ser um número de 1 a 10000.');
export const INVALID_EMAIL = userMessage('E-mail inválido.');
export const INVALID_TEMPLATE = userMessage('Modelo de e-mail inválido: use admin_notification.');
export const SUBJECT_REQUIRED = userMessage('O assunto é obrigatório.');
export const SUBJECT_TOO_LONG = userMessage('O assunto pode ter no máximo 150 caracteres.');
export const MESSAGE_TOO_LONG = userMessage('A mensagem pode ter no máximo 5000 caracteres.');
export const USER_NAME_TOO_LONG = userMessage('O nome pode ter no máximo 200 caracteres.');
export const INVALID_GRANT_PLAN = userMessage('Plano inválido: use admin_granted.');
export const INVALID_GRANT_DURATION = userMessage('Duração inválida: o acesso gratuito é de 12 meses.');

/** Why an account is suspended: required, kept in the audit trail (docs/product.md#suspension). */
export const SUSPEND_REASON_MAX = 500;
export const SUSPEND_REASON_REQUIRED = userMessage('Informe o motivo da suspensão.');
export const SUSPEND_REASON_TOO_LONG = userMessage(
  `O motivo da suspensão pode ter no máximo ${SUSPEND_REASON_MAX} caracteres.`,
);

export const ADMIN_USERS_PAGE_DEFAULT = 50;
export const ADMIN_USERS_PAGE_MAX = 100;
export const ADMIN_USERS_PAGE_LAST = 10_000;
export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_EMAIL_SUBJECT_MAX = 150;
export const ADMIN_EMAIL_MESSAGE_MAX = 5000;
/** Access granted by the administration: 12 months (docs/product.md#admin-user-actions). */
export const GRANT_MONTHS = 12;
/** Progress entries per child on the first read of the progress screen; "load more" reads the next. */
export const ADMIN_PROGRESS_FIRST_PAGE = 20;

export const ADMIN_USER_STATUSES = ['active', 'suspended'] as const;
export const ADMIN_USER_ROLES = ['parent', 'professional', 'none'] as const;
export const ADMIN_USER_SUBSCRIPTIONS = ['trial', 'active', 'expired', 'admin_granted', 'none'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];
export type AdminUserSubscription = (typeof ADMIN_USER_SUBSCRIPTIONS)[number];

/** The list's filters; the export takes the same ones. */
const filterFields = {
  /** Part of the name or the e-mail, ignoring case and accents. */
  search: z.string({ error: INVALID_SEARCH }).trim().max(ADMIN_SEARCH_MAX, INVALID_SEARCH).optional(),
  status: z.enum(ADMIN_USER_STATUSES, { error: INVALID_STATUS_FILTER }).optional(),
  role: z.enum(ADMIN_USER_ROLES, { error: INVALID_ROLE_FILTER }).optional(),
  subscription: z.enum(ADMIN_USER_SUBSCRIPTIONS, { error: INVALID_SUBSCRIPTION_FILTER }).optional(),
};

export const adminUsersExportQuery = z.strictObject(filterFields);
export type AdminUsersFilters = z.input<typeof adminUsersExportQuery>;

export const adminUsersQuery = z.strictObject({
  ...filterFields,
  page: boundedIntParam(1, ADMIN_USERS_PAGE_LAST, INVALID_PAGE).optional(),
  limit: boundedIntParam(
    1,
    ADMIN_USERS_PAGE_MAX,
    `O limite deve ser um número de 1 a ${ADMIN_USERS_PAGE_MAX}.`,
  ).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserIdParams = z.strictObject({ id: dbIdParam(INVALID_ID) });
export const adminUserChildParams = z.strictObject({ id: dbIdParam(INVALID_ID), childId: dbIdParam(INVALID_ID) });

const subscriptionFields = {
  /** The plan while it gives access (trial, a paid plan, admin_granted), else 'free'. */
  subscription_type: z.union([z.literal('free'), z.enum(PLAN_TYPES)]),
  /** The subscription's status as of now (a trial past its end is expired); null without one. */
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
};

/** One row of the list (docs/product.md#admin-users): user, e-mail, registration date, children, activities, status. */
export const adminUserRow = z.object({
  id: z.number().int(),
  full_name: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  picture: z.string().nullable(),
  registration_date: z.string(),
  children_count: z.number().int(),
  /** Completed progress entries of the user's children. */
  activities_count: z.number().int(),
  /** False: suspended. */
  is_active: z.boolean(),
  ...subscriptionFields,
  role: z.enum(['parent', 'professional']).nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersPage = z.object({
  users: z.array(adminUserRow),
  /** How many users match the search and filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

/** The detail view 'Detalhes do Usuário' (docs/product.md#admin-user-detail). */
export const adminUserDetail = adminUserRow.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  birth_date: z.string().nullable(),
  location: z.string().nullable(),
  google_user_data: z.object({
    picture: z.string().nullable(),
    given_name: z.string().nullable(),
    family_name: z.string().nullable(),
  }),
  /** The identity provider's subject. */
  google_id: z.string(),
  created_at: z.string(),
  /** Null: never signed in ('Nunca'). */
  last_login_date: z.string().nullable(),
  activities_completed: z.number().int(),
  /** Minutes, over every progress entry of the user's children. */
  total_time_spent: z.number().int(),
  /** total_time_spent / activities_completed, rounded; 0 without completed activities. */
  average_time_per_activity: z.number().int(),
  subscription_end_date: z.string().nullable(),
  language_preference: z.string(),
  timezone: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const sendEmailBody = z.strictObject({
  email: z.string({ error: INVALID_EMAIL }).trim().max(254, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL)),
  template: z.literal('admin_notification', { error: INVALID_TEMPLATE }),
  data: z.strictObject({
    userName: z.string({ error: USER_NAME_TOO_LONG }).trim().max(200, USER_NAME_TOO_LONG).default(''),
    subject: z
      .string({ error: SUBJECT_REQUIRED })
      .trim()
      .min(1, SUBJECT_REQUIRED)
      .max(ADMIN_EMAIL_SUBJECT_MAX, SUBJECT_TOO_LONG),
    message: z.string({ error: MESSAGE_TOO_LONG }).trim().max(ADMIN_EMAIL_MESSAGE_MAX, MESSAGE_TOO_LONG).optional(),
  }),
});
export type SendEmailBody = z.input<typeof sendEmailBody>;
export const sendEmailResponse = z.object({ queued: z.literal(true) });

export const grantAccessBody = z.strictObject({
  plan_type: z.literal('admin_granted', { error: INVALID_GRANT_PLAN }),
  duration_months: z.literal(GRANT_MONTHS, { error: INVALID_GRANT_DURATION }),
});
export type GrantAccessBody = z.input<typeof grantAccessBody>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const suspendBody = z.strictObject({
  reason: z
    .string({ error: SUSPEND_REASON_REQUIRED })
    .trim()
    .min(1, SUSPEND_REASON_REQUIRED)
    .max(SUSPEND_REASON_MAX, SUSPEND_REASON_TOO_LONG)
    .refine((v) => !CONTROL.test(v), SUSPEND_REASON_TOO_LONG),
});
export type SuspendBody = z.input<typeof suspendBody>;

export const adminProgressEntry = z.object({
  id: z.number().int(),
  activity_title: z.string(),
  activity_category: z.string(),
  status: z.enum(PROGRESS_STATUSES),
  score: z.number().int().nullable(),
  time_spent: z.number().int(),
  completion_date: z.string(),
});
export type AdminProgressEntry = z.infer<typeof adminProgressEntry>;

/** One child on the progress screen: who, the summary and the newest entries. */
export const adminUserChild = z.object({
  id: z.number().int(),
  name: z.string(),
  birth_date: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  summary: z.object({
    /** Completed entries. */
    completed: z.number().int(),
    /** Of the completed entries, rounded; null without any. */
    average_score: z.number().int().nullable(),
    /** Minutes over every entry. */
    total_time: z.number().int(),
    /** Every entry. */
    total: z.number().int(),
  }),
  entries: z.array(adminProgressEntry),
  /** Pass it to the child's progress page for the next entries; null when there are no more. */
  next_cursor: z.string().nullable(),
});
export type AdminUserChild = z.infer<typeof adminUserChild>;

export const adminUserProgress = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string().nullable(), email: z.string() }),
  children: z.array(adminUserChild),
});
export type AdminUserProgress = z.infer<typeof adminUserProgress>;

export const adminChildProgressQuery = z.strictObject({
  limit: boundedIntParam(1, 100, 'O limite deve ser um número de 1 a 100.').optional(),
  cursor: dbIdParam('Cursor inválido.').optional(),
});

export const adminUsersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    query: adminUsersQuery,
    status: 200,
    response: adminUsersPage,
  }),
  /** CSV (text/csv, UTF-8 with BOM), streamed; the same filters as the list. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/users/export',
    answer: 'file',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    query: adminUsersExportQuery,
    status: 200,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    params: adminUserIdParams,
    status: 200,
    response: adminUserDetail,
  }),
  sendEmail: endpoint({
    method: 'POST',
    path: '/api/admin/send-email',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    body: sendEmailBody,
    status: 200,
    response: sendEmailResponse,
  }),
  grantAccess: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/grant-access',
    access: 'admin',
    area: 'money',
    tag: 'admin',
    params: adminUserIdParams,
    body: grantAccessBody,
    status: 200,
    response: adminUserDetail,
  }),
  /** Ends access to a grant: the plan expires now (docs/product.md#admin-user-actions). */
  revokeAccess: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/revoke-access',
    access: 'admin',
    area: 'money',
    tag: 'admin',
    params: adminUserIdParams,
    status: 200,
    response: adminUserDetail,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    access: 'admin',
    area: 'users',
    fieldErrors: true,
    tag: 'admin',
    params: adminUserIdParams,
    body: suspendBody,
    status: 200,
    response: adminUserDetail,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reactivate',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    params: adminUserIdParams,
    status: 200,
    response: adminUserDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    params: adminUserIdParams,
    status: 204,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/progress',
    access: 'admin',
    area: 'users',
    tag: 'admin',
    params: adminUserIdParams,
    status: 200,
    response: adminUserProgress,
  }),
  /** The next entries of one child ("load more"), newest first. */
  childProgress: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/children/:childId/progress',
    paging: { items: 'items' },
    access: 'admin',
    area: 'users',
    tag: 'admin',
    params: adminUserChildParams,
    query: adminChildProgressQuery,
    status: 200,
    response: progressPage,
  }),
};
