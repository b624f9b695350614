import { z } from 'zod';
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
});
export type ChildProfessional = z.infer<typeof childProfessional>;

/** An invitation that includes the child, still pending and not expired. */
export const pendingInvitation = z.object({
  id: z.number().int(),
  professional_email: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
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
  /** Newest first, a page at a time; a professional sees only their own. */
  sessions: endpoint({
    method: 'GET',
    path: '/api/children/:id/sessions',
    access: 'user',
    child: 'read',
    tag: 'professionals',
    params: childIdParams,
    query: childSessionsQuery,
    status: 200,
    response: childSessionsPage,
  }),
};
