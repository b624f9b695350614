import { z } from 'zod';
import { okResponse } from './auth';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { boundedIntParam, dbIdParam } from './fields';

const INVALID_ID = 'Identificador inválido.';

/** A professional with active access to the child (docs/product.md#professionals-of-a-child). */
export const childProfessional = z.object({
  access_id: z.number().int(),
  /** Their full name, or their e-mail when they have none. */
  name: z.string(),
  email: z.string(),
  professional_type: z.string().nullable(),
  organization_name: z.string().nullable(),
  access_granted_at: z.string(),
  /** An administrator checked their registration (docs/product.md#admin-professionals): 'Verificado'. */
  verified: z.boolean().default(false),
});
export type ChildProfessional = z.infer<typeof childProfessional>;

/**
 * The state of an invitation's e-mail (docs/product.md#invitation-e-mail-status): `pending` in the
 * outbox (waiting or being sent), `sent`, `failed` (given up: the admin's outbox says why), or
 * `not_sent` (never queued: the template was off).
 */
export const INVITATION_EMAIL_STATUSES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type InvitationEmailStatus = (typeof INVITATION_EMAIL_STATUSES)[number];

/**
 * An invitation that includes the child: `pending` (not expired), `requested` (someone signed in
 * with another e-mail asked to accept it: the parent approves or refuses) or `declined` (in the last
 * 30 days) (docs/product.md#professionals-of-a-child).
 */
export const pendingInvitation = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'requested', 'declined']),
  professional_email: z.string(),
  /** Who asked to accept it (`requested` only; their e-mail), and when; else null. */
  requested_by_email: z.string().nullable(),
  requested_at: z.string().nullable(),
  invited_at: z.string(),
  expires_at: z.string(),
  /** When the professional declined it (`declined` only); else null ('Recusado em {data}'). */
  declined_at: z.string().nullable(),
  email_status: z.enum(INVITATION_EMAIL_STATUSES),
  /** Whether the link can be read back (`invitationLink`): false for invitations made before it was kept. */
  link_available: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const childProfessionalsResponse = z.object({
  professionals: z.array(childProfessional),
  invitations: z.array(pendingInvitation),
});
export type ChildProfessionalsResponse = z.infer<typeof childProfessionalsResponse>;

export const childAccessParams = z.strictObject({ id: dbIdParam(INVALID_ID), accessId: dbIdParam(INVALID_ID) });
export const childInvitationParams = z.strictObject({
  id: dbIdParam(INVALID_ID),
  invitationId: dbIdParam(INVALID_ID),
});

export const ACCESS_NOT_FOUND = 'Acesso não encontrado.';
export const INVITATION_NOT_FOUND_FOR_CHILD = 'Convite não encontrado.';
export const INVITATION_ALREADY_USED = 'Este convite já foi usado.';
export const INVITATION_EXPIRED = 'Este convite expirou.';
export const NO_REQUEST_TO_ANSWER = 'Este convite não tem um pedido aguardando a sua resposta.';
export const INVITATION_LINK_NOT_KEPT =
  'O link deste convite não foi guardado. Cancele o convite e convide de novo para ter um link.';

/** Approving a request: the requester now sees these children. */
export const requestApproved = z.object({
  ok: z.literal(true),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RequestApproved = z.infer<typeof requestApproved>;

/** The accept link of a pending invitation, for its parent to send themselves. */
export const invitationLinkResponse = z.object({ url: z.string() });
export type InvitationLinkResponse = z.infer<typeof invitationLinkResponse>;

/** A session a professional logged for the child (docs/product.md#sessions-on-the-child-page). */
export const childSession = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD. */
  session_date: z.string(),
  session_type: z.string(),
  duration_minutes: z.number().int(),
  activities_completed: z.number().int(),
  session_notes: z.string().nullable(),
  progress_summary: z.string().nullable(),
  professional_name: z.string(),
});
export type ChildSession = z.infer<typeof childSession>;

export const CHILD_SESSIONS_PAGE_DEFAULT = 20;
export const CHILD_SESSIONS_PAGE_MAX = 100;
export const childSessionsQuery = z.strictObject({
  limit: boundedIntParam(
    1,
    CHILD_SESSIONS_PAGE_MAX,
    `O limite deve ser um número de 1 a ${CHILD_SESSIONS_PAGE_MAX}.`,
  ).optional(),
  /** `next_cursor` of the previous page. */
  cursor: dbIdParam('Cursor inválido.').optional(),
});
export type ChildSessionsQuery = z.input<typeof childSessionsQuery>;

export const childSessionsPage = z.object({
  sessions: z.array(childSession),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ChildSessionsPage = z.infer<typeof childSessionsPage>;

/** The parent's control over who sees each child (docs/product.md#professionals-of-a-child). */
export const childProfessionalsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/children/:id/professionals',
    access: 'user',
    child: 'manage',
    tag: 'professionals',
    params: childIdParams,
    status: 200,
    response: childProfessionalsResponse,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/professionals/:accessId',
    access: 'user',
    child: 'manage',
    tag: 'professionals',
    params: childAccessParams,
    status: 204,
  }),
  withdrawInvitation: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/invitations/:invitationId',
    access: 'user',
    child: 'manage',
    tag: 'professionals',
    params: childInvitationParams,
    status: 204,
  }),
  /** The owner approves a request to accept (docs/product.md#professionals-of-a-child): access starts. */
  approveRequest: endpoint({
    method: 'POST',
    path: '/api/children/:id/invitations/:invitationId/approve',
    access: 'user',
    child: 'manage',
    tag: 'professionals',
    params: childInvitationParams,
    status: 200,
    response: requestApproved,
  }),
  /** The owner refuses it: the invitation is declined. */
  refuseRequest: endpoint({
    method: 'POST',
    path: '/api/children/:id/invitations/:invitationId/refuse',
    access: 'user',
    child: 'manage',
    tag: 'professionals',
    params: childInvitationParams,
    status: 200,
    response: okResponse,
  }),
  /** The owner only (docs/product.md#invitation-e-mail-status). */
  invitationLink: endpoint({
    method: 'GET',
    path: '/api/children/:id/invitations/:invitationId/link',
    access: 'user',
    child: 'manage',
    tag: 'professionals',
    params: childInvitationParams,
    status: 200,
    response: invitationLinkResponse,
  }),
  /** Newest first, a page at a time; a professional sees only their own. */
  sessions: endpoint({
    method: 'GET',
    path: '/api/children/:id/sessions',
    paging: { items: 'sessions' },
    access: 'user',
    child: 'read',
    tag: 'professionals',
    params: childIdParams,
    query: childSessionsQuery,
    status: 200,
    response: childSessionsPage,
  }),
};
