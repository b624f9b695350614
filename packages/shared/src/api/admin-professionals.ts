import { z } from 'zod';
import { INVITATION_EMAIL_STATUSES } from './child-professionals';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam, dbIdParam } from './fields';

/**
 * Professionals and invitations in the back-office (docs/product.md#admin-professionals): who works
 * with which families, the 'verificado' mark an admin gives after checking the registration, ending a
 * professional's access to every child (the reason goes by e-mail), and every family's invitations
 * with their e-mail's delivery, to resend or withdraw.
 */

export const ADMIN_PROFESSIONALS_PAGE_MAX = 100;
export const END_ACCESS_REASON_MAX = 1000;
export const PROFESSIONAL_SEARCH_MAX = 100;

export const INVALID_PROFESSIONAL_ID = userMessage('Profissional inválido.');
export const PROFESSIONAL_SEARCH_TOO_LONG = userMessage(
  `A busca pode ter no máximo ${PROFESSIONAL_SEARCH_MAX} caracteres.`,
);
export const INVALID_VERIFIED_FILTER = userMessage('Filtro inválido: use yes ou no.');
export const INVALID_INVITATION_STATE = userMessage(
  'Situação inválida: use pending, requested, accepted, declined, withdrawn ou expired.',
);
export const INVALID_LIST_LIMIT = userMessage(`O limite deve ser de 1 a ${ADMIN_PROFESSIONALS_PAGE_MAX}.`);
export const END_ACCESS_REASON_REQUIRED = userMessage('Informe o motivo, que será enviado ao profissional.');
export const END_ACCESS_REASON_TOO_LONG = userMessage(
  `O motivo pode ter no máximo ${END_ACCESS_REASON_MAX} caracteres.`,
);
export const PROFESSIONAL_NOT_FOUND = 'Profissional não encontrado.';
export const INVITATION_NOT_FOUND = 'Convite não encontrado.';
/**
 * 409: only a pending invitation (not expired) is resent; a pending one (not expired) or one whose
 * request waits for the family is withdrawn.
 */
export const INVITATION_NOT_PENDING = 'Só um convite pendente pode ser reenviado ou retirado.';
/** 409 on a resend while the admin switched the invitation's template off (nothing written). */
export const INVITATION_TEMPLATE_DISABLED =
  'O modelo de e-mail "Convite para profissional" está desativado. Ative-o em Servidor de e-mail para reenviar.';
/** 409 on a resend when none of the invited children is still the family's (nothing written). */
export const INVITATION_NO_CHILDREN = 'Nenhuma criança deste convite está mais na conta da família.';

const search = z
  .string({ error: PROFESSIONAL_SEARCH_TOO_LONG })
  .trim()
  .max(PROFESSIONAL_SEARCH_MAX, PROFESSIONAL_SEARCH_TOO_LONG)
  .optional();
const limit = boundedIntParam(
  1,
  ADMIN_PROFESSIONALS_PAGE_MAX,
  `O limite deve ser de 1 a ${ADMIN_PROFESSIONALS_PAGE_MAX}.`,
);

export const adminProfessionalsQuery = z.strictObject({
  /** Name, e-mail, organization or registration number. */
  q: search,
  verified: z.enum(['yes', 'no'], { error: INVALID_VERIFIED_FILTER }).optional(),
  limit: limit.optional(),
  cursor: dbIdParam('Cursor inválido.').optional(),
});
export type AdminProfessionalsQuery = z.input<typeof adminProfessionalsQuery>;

export const adminProfessional = z.object({
  /** The professional's user id. */
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  professional_type: z.string().nullable(),
  organization_name: z.string().nullable(),
  /** CREFITO, CRP, CRFa…: the number the admin checks. */
  registration_number: z.string().nullable(),
  /** Children they have active access to, and of how many families. */
  children_count: z.number().int(),
  families_count: z.number().int(),
  /** When they became a professional (their profile). */
  since: z.string(),
  /** An admin checked their registration: the families see 'Verificado' on their card. */
  verified: z.boolean(),
  /** When, and by whom (null for a mark older than these records). */
  verified_at: z.string().nullable(),
  /** The admin who verified them. */
  verified_by: z.string().nullable(),
});
export type AdminProfessional = z.infer<typeof adminProfessional>;

export const adminProfessionalsPage = z.object({
  professionals: z.array(adminProfessional),
  next_cursor: z.string().nullable(),
});
export type AdminProfessionalsPage = z.infer<typeof adminProfessionalsPage>;

export const professionalIdParams = z.strictObject({ id: dbIdParam('Profissional inválido.') });

export const endAccessBody = z.strictObject({
  reason: z
    .string({ error: END_ACCESS_REASON_REQUIRED })
    .trim()
    .min(1, END_ACCESS_REASON_REQUIRED)
    .max(END_ACCESS_REASON_MAX, END_ACCESS_REASON_TOO_LONG),
});
export type EndAccessBody = z.input<typeof endAccessBody>;

export const endAccessResult = z.object({ professional: adminProfessional, ended: z.number().int() });
export type EndAccessResult = z.infer<typeof endAccessResult>;

/** As the parent's screen says them, plus `expired` (a pending invitation past its date). */
export const ADMIN_INVITATION_LIST_STATES = [
  'pending',
  'requested',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type AdminInvitationListState = (typeof ADMIN_INVITATION_LIST_STATES)[number];

export const adminInvitationsQuery = z.strictObject({
  /** The family's or the professional's e-mail or name. */
  q: search,
  state: z.enum(ADMIN_INVITATION_LIST_STATES, { error: INVALID_INVITATION_STATE }).optional(),
  limit: limit.optional(),
  cursor: dbIdParam('Cursor inválido.').optional(),
});
export type AdminInvitationsQuery = z.input<typeof adminInvitationsQuery>;

export const adminInvitationRow = z.object({
  id: z.number().int(),
  state: z.enum(ADMIN_INVITATION_LIST_STATES),
  family: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }),
  professional_email: z.string(),
  children_count: z.number().int(),
  invited_at: z.string(),
  expires_at: z.string(),
  email_status: z.enum(INVITATION_EMAIL_STATUSES),
});
export type AdminInvitationRow = z.infer<typeof adminInvitationRow>;

export const adminInvitationsPage = z.object({
  invitations: z.array(adminInvitationRow),
  next_cursor: z.string().nullable(),
});
export type AdminInvitationsPage = z.infer<typeof adminInvitationsPage>;

export const adminInvitationParams = z.strictObject({ id: dbIdParam('Convite inválido.') });

const professionals = { access: 'admin', area: 'professionals', tag: 'admin' } as const;

export const adminProfessionalsApi = {
  list: endpoint({
    ...professionals,
    method: 'GET',
    path: '/api/admin/professionals',
    paging: { items: 'professionals' },
    query: adminProfessionalsQuery,
    status: 200,
    response: adminProfessionalsPage,
  }),
  /** Marks them 'verificado' (again: no change); the families see the mark on their card. */
  verify: endpoint({
    ...professionals,
    method: 'POST',
    path: '/api/admin/professionals/:id/verify',
    params: professionalIdParams,
    status: 200,
    response: adminProfessional,
  }),
  unverify: endpoint({
    ...professionals,
    method: 'DELETE',
    path: '/api/admin/professionals/:id/verify',
    params: professionalIdParams,
    status: 200,
    response: adminProfessional,
  }),
  /**
   * Ends their access to every child (as each family's revoke does), withdraws their pending
   * invitations' requests, and e-mails them the reason; each family is told by e-mail too.
   */
  endAccess: endpoint({
    ...professionals,
    method: 'POST',
    path: '/api/admin/professionals/:id/end-access',
    fieldErrors: true,
    params: professionalIdParams,
    body: endAccessBody,
    status: 200,
    response: endAccessResult,
  }),
  invitations: endpoint({
    ...professionals,
    method: 'GET',
    path: '/api/admin/invitations',
    paging: { items: 'invitations' },
    query: adminInvitationsQuery,
    status: 200,
    response: adminInvitationsPage,
  }),
  /** The same link e-mailed again through the outbox (a new link when the old one cannot be read back). */
  resendInvitation: endpoint({
    ...professionals,
    method: 'POST',
    path: '/api/admin/invitations/:id/resend',
    params: adminInvitationParams,
    status: 200,
    response: adminInvitationRow,
  }),
  withdrawInvitation: endpoint({
    ...professionals,
    method: 'POST',
    path: '/api/admin/invitations/:id/withdraw',
    params: adminInvitationParams,
    status: 200,
    response: adminInvitationRow,
  }),
};
