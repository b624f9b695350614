import { z } from 'zod';
import { ADMIN_ROLES } from '../domain/admin-roles';
import { ADMIN_PASSWORD_MAX, ADMIN_USERNAME_MAX } from './admin-auth';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { dbIdParam } from './fields';

/**
 * The team of administrators (docs/product.md#admin-team): an owner invites by e-mail with a role
 * (the e-mail through the outbox, a set-up link that expires), changes roles, suspends and
 * reactivates; the last active owner stays. The invitee sets a username and password through the
 * link, then the second factor as any admin does.
 */

export const ADMIN_INVITATION_DAYS = 7;
export const ADMIN_EMAIL_MAX = 254;
export const ADMIN_SUSPEND_REASON_MAX = 500;

export const INVALID_ADMIN_ID = userMessage('Administrador inválido.');
export const INVALID_ADMIN_INVITATION_ID = userMessage('Convite inválido.');
export const ADMIN_EMAIL_REQUIRED = userMessage('Informe um e-mail válido.');
export const ADMIN_ROLE_REQUIRED = userMessage('Escolha a função: owner, support ou content.');
export const ADMIN_SUSPEND_REASON_REQUIRED = userMessage('Informe o motivo.');
export const ADMIN_SUSPEND_REASON_TOO_LONG = userMessage(
  `O motivo pode ter no máximo ${ADMIN_SUSPEND_REASON_MAX} caracteres.`,
);
export const ADMIN_USERNAME_INVALID = userMessage(
  'O usuário deve ter de 3 a 40 caracteres: letras minúsculas, números, ponto, hífen ou sublinhado.',
);
export const ADMIN_NEW_PASSWORD_REQUIRED = userMessage('Digite uma senha.');
export const ADMIN_NEW_PASSWORD_TOO_LONG = userMessage(`A senha pode ter no máximo ${ADMIN_PASSWORD_MAX} caracteres.`);

export const ADMIN_NOT_FOUND = 'Administrador não encontrado.';
export const ADMIN_INVITATION_NOT_FOUND = 'Convite não encontrado.';
/** 409: an administrator, or a pending invitation, already has this e-mail. */
export const ADMIN_EMAIL_TAKEN = 'Já existe um administrador ou um convite pendente com este e-mail.';
/** 409 (`fields.username`). */
export const ADMIN_USERNAME_TAKEN = 'Este usuário já está em uso. Escolha outro.';
/** 410: the set-up link is expired, used or withdrawn; the page says which. */
export const ADMIN_INVITATION_GONE = 'Este convite não vale mais. Peça um novo a um proprietário.';
/** 409: the `admin_invitation` e-mail is switched off, and the link travels only by e-mail. */
export const ADMIN_INVITATION_EMAIL_OFF =
  'O e-mail de convite para a equipe está desligado. Ligue o modelo "Convite para a equipe" em Servidor de e-mail para convidar.';
/** 409: resending an invitation already accepted or withdrawn. */
export const ADMIN_INVITATION_NOT_RESENDABLE = 'Este convite já foi aceito ou retirado e não pode ser reenviado.';
/** 409: withdrawing an invitation already accepted. */
export const ADMIN_INVITATION_ACCEPTED = 'Este convite já foi aceito e não pode ser retirado.';
/**
 * The `code` beside the 410 `ADMIN_INVITATION_GONE`, so the set-up page says why; a token that
 * matches no invitation at all has none.
 */
export const ADMIN_INVITATION_GONE_CODES = {
  expired: 'ADMIN_INVITATION_EXPIRED',
  accepted: 'ADMIN_INVITATION_ACCEPTED',
  withdrawn: 'ADMIN_INVITATION_WITHDRAWN',
} as const;
/** 409: an owner suspends or demotes only others from the team screen. */
export const NOT_YOURSELF = 'Você não pode mudar a própria função nem suspender a si mesmo.';

const adminId = dbIdParam('Administrador inválido.');
export const adminIdParams = z.strictObject({ id: adminId });
export const adminInvitationIdParams = z.strictObject({ id: dbIdParam('Convite inválido.') });
/** The set-up link's secret (base64url, 32 bytes); only its hash is kept. */
export const adminInvitationTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, userMessage(ADMIN_INVITATION_GONE)),
});

const role = z.enum(ADMIN_ROLES, { error: ADMIN_ROLE_REQUIRED });

export const adminInviteBody = z.strictObject({
  email: z
    .string({ error: ADMIN_EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .max(ADMIN_EMAIL_MAX, ADMIN_EMAIL_REQUIRED)
    .pipe(z.email({ error: ADMIN_EMAIL_REQUIRED })),
  role,
});
export type AdminInviteBody = z.input<typeof adminInviteBody>;

export const adminRoleBody = z.strictObject({ role });
export type AdminRoleBody = z.input<typeof adminRoleBody>;

export const adminSuspendBody = z.strictObject({
  reason: z
    .string({ error: ADMIN_SUSPEND_REASON_REQUIRED })
    .trim()
    .min(1, ADMIN_SUSPEND_REASON_REQUIRED)
    .max(ADMIN_SUSPEND_REASON_MAX, ADMIN_SUSPEND_REASON_TOO_LONG),
});
export type AdminSuspendBody = z.input<typeof adminSuspendBody>;

export const adminInvitationAcceptBody = z.strictObject({
  username: z
    .string({ error: ADMIN_USERNAME_INVALID })
    .trim()
    .toLowerCase()
    .max(ADMIN_USERNAME_MAX, ADMIN_USERNAME_INVALID)
    .regex(/^[a-z0-9._-]{3,40}$/, ADMIN_USERNAME_INVALID),
  /** Checked for strength on the server, with the username and e-mail as words to avoid. */
  password: z
    .string({ error: ADMIN_NEW_PASSWORD_REQUIRED })
    .min(1, ADMIN_NEW_PASSWORD_REQUIRED)
    .max(ADMIN_PASSWORD_MAX, ADMIN_NEW_PASSWORD_TOO_LONG),
});
export type AdminInvitationAcceptBody = z.input<typeof adminInvitationAcceptBody>;

export const teamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ADMIN_ROLES),
  totp_enabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** `pending` until used, withdrawn or past `expires_at`. */
export const ADMIN_INVITATION_STATES = ['pending', 'accepted', 'expired', 'withdrawn'] as const;
export type AdminInvitationState = (typeof ADMIN_INVITATION_STATES)[number];

export const teamInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  state: z.enum(ADMIN_INVITATION_STATES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The outbox's state of the latest e-mail sent for it (`pending`, `sent`, `failed`…); null before any. */
  email_status: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const team = z.object({
  members: z.array(teamMember),
  /** Newest first; the last 50, whatever their state. */
  invitations: z.array(teamInvitation),
});
export type Team = z.infer<typeof team>;

/** What the set-up page shows before the invitee chooses a username and password. */
export const adminInvitationView = z.object({
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  expires_at: z.string(),
});
export type AdminInvitationView = z.infer<typeof adminInvitationView>;

const teamEndpoint = { access: 'admin', area: 'team', tag: 'admin' } as const;

export const adminTeamApi = {
  list: endpoint({ ...teamEndpoint, method: 'GET', path: '/api/admin/team', status: 200, response: team }),
  /**
   * Sends the set-up link through the outbox (`admin_invitation` e-mail). No Idempotency-Key (the
   * keys are kept per family account, plugins/idempotency.ts): a repeat for the same e-mail while
   * the first is pending is 409 `ADMIN_EMAIL_TAKEN`, checked under a lock, so a double click invites once.
   */
  invite: endpoint({
    ...teamEndpoint,
    method: 'POST',
    path: '/api/admin/team/invitations',
    fieldErrors: true,
    body: adminInviteBody,
    status: 201,
    response: teamInvitation,
  }),
  /** A new link (the old one stops working) and a new expiry, e-mailed again. */
  resendInvitation: endpoint({
    ...teamEndpoint,
    method: 'POST',
    path: '/api/admin/team/invitations/:id/resend',
    params: adminInvitationIdParams,
    status: 200,
    response: teamInvitation,
  }),
  withdrawInvitation: endpoint({
    ...teamEndpoint,
    method: 'POST',
    path: '/api/admin/team/invitations/:id/withdraw',
    params: adminInvitationIdParams,
    status: 200,
    response: teamInvitation,
  }),
  changeRole: endpoint({
    ...teamEndpoint,
    method: 'PATCH',
    path: '/api/admin/team/:id',
    params: adminIdParams,
    body: adminRoleBody,
    status: 200,
    response: teamMember,
  }),
  /** Ends the admin's sign-ins at once; the last active owner cannot be suspended. */
  suspend: endpoint({
    ...teamEndpoint,
    method: 'POST',
    path: '/api/admin/team/:id/suspend',
    fieldErrors: true,
    params: adminIdParams,
    body: adminSuspendBody,
    status: 200,
    response: teamMember,
  }),
  reactivate: endpoint({
    ...teamEndpoint,
    method: 'POST',
    path: '/api/admin/team/:id/reactivate',
    params: adminIdParams,
    status: 200,
    response: teamMember,
  }),
  /** The set-up page reads the invitation (410 when it no longer stands). */
  invitation: endpoint({
    method: 'GET',
    path: '/api/admin/invitation/:token',
    access: 'public',
    tag: 'admin',
    params: adminInvitationTokenParams,
    status: 200,
    response: adminInvitationView,
  }),
  /** Creates the admin with the invitation's role; they then sign in and set up TOTP. */
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/admin/invitation/:token',
    access: 'public',
    tag: 'admin',
    fieldErrors: true,
    params: adminInvitationTokenParams,
    body: adminInvitationAcceptBody,
    status: 201,
    response: z.object({ username: z.string() }),
  }),
};
