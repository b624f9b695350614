import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES } from '../domain/audit';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam, dbIdParam } from './fields';

/** The audit trail (docs/product.md#audit-trail): newest first, in pages by cursor, filterable. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_ACTOR_MAX = 100;

export const INVALID_AUDIT_ACTION = userMessage('Ação inválida.');
export const INVALID_AUDIT_DATE = userMessage('Data inválida (use AAAA-MM-DD).');
export const INVALID_AUDIT_PERIOD = userMessage('Período inválido: a data inicial é depois da final.');
export const AUDIT_ACTOR_TOO_LONG = userMessage(`O filtro de autor pode ter no máximo ${AUDIT_ACTOR_MAX} caracteres.`);

// zod runs this even when the regex failed: it must not throw on any string.
function isCalendarDay(s: string): boolean {
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
const day = z
  .string({ error: INVALID_AUDIT_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_AUDIT_DATE)
  .refine(isCalendarDay, INVALID_AUDIT_DATE);

export const auditListQuery = z
  .strictObject({
    action: z.enum(AUDIT_ACTIONS, { error: INVALID_AUDIT_ACTION }).optional(),
    /** Part of the actor's name (admin username or user e-mail), any case. */
    actor: z.string().trim().max(AUDIT_ACTOR_MAX, AUDIT_ACTOR_TOO_LONG).optional(),
    /** São Paulo days, both included. */
    from: day.optional(),
    to: day.optional(),
    /** `next_cursor` of the previous page. */
    cursor: dbIdParam('Cursor inválido.').optional(),
    limit: boundedIntParam(1, AUDIT_PAGE_MAX, `O limite deve ser um número de 1 a ${AUDIT_PAGE_MAX}.`).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: INVALID_AUDIT_PERIOD, path: ['to'] });
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  actor_type: z.enum(AUDIT_ACTOR_TYPES),
  /** The admin's username or the user's e-mail at the time; null for the system. */
  actor_label: z.string().nullable(),
  action: z.string(),
  /** How the action reads in pt-BR (the action itself when unknown to this version). */
  action_label: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

export const auditChainCheck = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  /** The id of the first entry whose hash or link does not match. */
  broken_at: z.number().int().nullable(),
});
export type AuditChainCheck = z.infer<typeof auditChainCheck>;

export const adminAuditApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    paging: { items: 'entries' },
    access: 'admin',
    area: 'audit',
    tag: 'admin',
    query: auditListQuery,
    status: 200,
    response: auditPage,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/admin/audit/verify',
    access: 'admin',
    area: 'audit',
    tag: 'admin',
    status: 200,
    response: auditChainCheck,
  }),
};
