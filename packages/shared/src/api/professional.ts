import { z } from 'zod';
import { SESSION_TYPES } from '../domain/professionals';
import { sensorySettings } from '../domain/sensory';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { professionalInfo } from './onboarding';
import { boundedInt, boundedIntParam, dbId, dbIdParam } from './fields';
import { progressSummary } from './progress';

/**
 * The professional's workspace (docs/product.md#professional-workspace): their children, their
 * numbers and the sessions they log. Every route is for a signed-in professional account only;
 * a parent account gets 403 PROFESSIONALS_ONLY.
 */
export const PROFESSIONALS_ONLY = 'Esta área é só para profissionais.';
export const SESSION_NOT_FOUND = 'Sessão não encontrada.';
/**
 * The `code` of a 403 to a professional whose access to the child the family ended: only they get
 * it, anyone else gets the 404 as before (docs/product.md#session-records).
 */
export const ACCESS_ENDED = 'ACCESS_ENDED';
export const ACCESS_ENDED_MESSAGE = 'Seu acesso a esta criança foi encerrado pela família.';

export const INVALID_SESSION_DATE = userMessage('Data da sessão inválida.');
export const SESSION_DATE_TOO_OLD = userMessage('A data da sessão não pode ser anterior a 2000.');
/** Needs the server's clock: checked there, and by the form against today. */
export const SESSION_DATE_IN_FUTURE = 'A data da sessão não pode ser depois de amanhã.';
export const INVALID_START_TIME = userMessage('Horário de início inválido (use HH:MM).');
export const INVALID_END_TIME = userMessage('Horário de término inválido (use HH:MM).');
export const END_BEFORE_START = userMessage('O horário de término deve ser depois do horário de início.');
export const INVALID_SESSION_TYPE = userMessage('Tipo de sessão inválido.');
export const INVALID_ACTIVITIES_COMPLETED = userMessage('Atividades realizadas deve ser um número de 0 a 50.');
export const NOTES_TOO_LONG = userMessage('As anotações podem ter no máximo 5000 caracteres.');
export const SUMMARY_TOO_LONG = userMessage('O resumo do progresso pode ter no máximo 2000 caracteres.');
export const INVALID_CHILD = userMessage('Criança inválida.');
export const INVALID_PERIOD = userMessage('Período inválido: a data inicial é depois da final.');
export const INVALID_FILTER_DATE = userMessage('Data do filtro inválida.');
export const NOTHING_TO_CHANGE = userMessage('Nada para alterar.');

export const SESSION_DATE_MIN = '2000-01-01';
export const ACTIVITIES_COMPLETED_MAX = 50;
export const SESSION_NOTES_MAX = 5000;
export const PROGRESS_SUMMARY_MAX = 2000;

// zod runs this even when the regex failed: it must not throw on any string.
function isCalendarDay(s: string): boolean {
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const sessionDate = z
  .string({ error: INVALID_SESSION_DATE })
  .regex(DATE_FORMAT, INVALID_SESSION_DATE)
  .refine(isCalendarDay, INVALID_SESSION_DATE)
  .refine((s) => s >= SESSION_DATE_MIN, SESSION_DATE_TOO_OLD);
const clockTime = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
const filterDate = z
  .string({ error: INVALID_FILTER_DATE })
  .regex(DATE_FORMAT, INVALID_FILTER_DATE)
  .refine(isCalendarDay, INVALID_FILTER_DATE);

/** Minutes from 'HH:MM' to 'HH:MM' (both valid): what the server stores as duration_minutes. */
export function minutesBetween(start: string, end: string): number {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return toMinutes(end) - toMinutes(start);
}

const sessionFields = {
  child_id: dbId(INVALID_CHILD),
  /** YYYY-MM-DD, from 2000 to tomorrow (São Paulo). */
  session_date: sessionDate,
  /** 'HH:MM', 24 hours. */
  start_time: clockTime(INVALID_START_TIME),
  /** 'HH:MM', after start_time on the same day. */
  end_time: clockTime(INVALID_END_TIME),
  session_type: z.enum(SESSION_TYPES, { error: INVALID_SESSION_TYPE }),
  activities_completed: boundedInt(0, ACTIVITIES_COMPLETED_MAX, INVALID_ACTIVITIES_COMPLETED),
  session_notes: z.string().trim().max(SESSION_NOTES_MAX, NOTES_TOO_LONG).nullable().optional(),
  progress_summary: z.string().trim().max(PROGRESS_SUMMARY_MAX, SUMMARY_TOO_LONG).nullable().optional(),
};

/** A new session; duration_minutes is computed by the server from the times. */
export const createSessionBody = z
  .strictObject({ ...sessionFields, activities_completed: sessionFields.activities_completed.default(0) })
  .refine((b) => minutesBetween(b.start_time, b.end_time) > 0, { message: END_BEFORE_START, path: ['end_time'] });
export type CreateSessionBody = z.input<typeof createSessionBody>;

/** Any subset of the fields; the times are checked again together with the stored ones. */
export const updateSessionBody = z
  .strictObject(sessionFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, NOTHING_TO_CHANGE);
export type UpdateSessionBody = z.input<typeof updateSessionBody>;

/** A child as a professional sees it: the least data, no parent e-mail, no subscription. */
export const professionalChild = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  diagnosis_tea: z.union([z.literal(0), z.literal(1)]),
  diagnosis_tdah: z.union([z.literal(0), z.literal(1)]),
  birth_date: z.string().nullable(),
  /** The parent's full name, else their given name, else null. */
  parent_name: z.string().nullable(),
  /** How the child plays (sound, speech, motion…): a professional plays with the child's settings. */
  sensory_settings: sensorySettings,
});
export type ProfessionalChild = z.infer<typeof professionalChild>;

export const professionalStats = z.object({
  assignedChildren: z.number().int(),
  /** Sessions dated Sunday to Saturday of this week (São Paulo). */
  thisWeekSessions: z.number().int(),
  /** Minutes, rounded; 0 without sessions. */
  avgSessionDuration: z.number().int(),
  totalSessions: z.number().int(),
});
export type ProfessionalStats = z.infer<typeof professionalStats>;

export const professionalSession = z.object({
  id: z.number().int(),
  child_id: z.number().int(),
  child_name: z.string(),
  /** YYYY-MM-DD. */
  session_date: z.string(),
  session_type: z.string(),
  /** 'HH:MM'. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  duration_minutes: z.number().int(),
  activities_completed: z.number().int(),
  session_notes: z.string().nullable(),
  progress_summary: z.string().nullable(),
});
export type ProfessionalSession = z.infer<typeof professionalSession>;

export const SESSIONS_PAGE_DEFAULT = 20;
export const SESSIONS_PAGE_MAX = 100;
/** The dashboard's "recent sessions". */
export const RECENT_SESSIONS = 10;

export const sessionsQuery = z
  .strictObject({
    limit: boundedIntParam(1, SESSIONS_PAGE_MAX, `O limite deve ser um número de 1 a ${SESSIONS_PAGE_MAX}.`).optional(),
    child_id: dbIdParam(INVALID_CHILD).optional(),
    /** Inclusive, YYYY-MM-DD. */
    from: filterDate.optional(),
    to: filterDate.optional(),
    /** `next_cursor` of the previous page. */
    cursor: dbIdParam('Cursor inválido.').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, INVALID_PERIOD);
export type SessionsQuery = z.input<typeof sessionsQuery>;

export const sessionsPage = z.object({
  /** Newest first: by date, then start time. */
  sessions: z.array(professionalSession),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type SessionsPage = z.infer<typeof sessionsPage>;

export const sessionParams = z.strictObject({ id: dbIdParam('Identificador inválido.') });

/** The professional's page about one child, and each child's report. */
export const professionalChildSummary = z.object({
  child: professionalChild,
  progress: progressSummary,
  /** This professional's sessions with the child. */
  sessions_count: z.number().int(),
  /** YYYY-MM-DD, null without sessions. */
  last_session_date: z.string().nullable(),
});
export type ProfessionalChildSummary = z.infer<typeof professionalChildSummary>;

/**
 * What a professional said about themselves at onboarding or when accepting an invitation, shown
 * and changed on 'Minha conta' (docs/product.md#professional-profile). A type stored before the
 * list existed is sent as it is (the screen shows it as 'Outro').
 */
export const professionalProfile = z.object({
  professional_type: z.string().nullable(),
  organization_name: z.string().nullable(),
  crefito_number: z.string().nullable(),
});
export type ProfessionalProfile = z.infer<typeof professionalProfile>;

/** The same fields and checks as at acceptance (docs/product.md#accepting-an-invitation). */
export const updateProfessionalProfileBody = professionalInfo;
export type UpdateProfessionalProfileBody = z.input<typeof updateProfessionalProfileBody>;

const base = { access: 'user', role: 'professional', tag: 'professional' } as const;

export const professionalApi = {
  children: endpoint({
    ...base,
    method: 'GET',
    path: '/api/professional/children',
    status: 200,
    response: z.array(professionalChild),
  }),
  stats: endpoint({
    ...base,
    method: 'GET',
    path: '/api/professional/stats',
    status: 200,
    response: professionalStats,
  }),
  /** Only the caller's sessions, of children they still have access to. */
  sessions: endpoint({
    ...base,
    method: 'GET',
    path: '/api/professional/sessions',
    paging: { items: 'sessions' },
    query: sessionsQuery,
    status: 200,
    response: sessionsPage,
  }),
  /** The child must be one the professional may record for (else 404 'Criança não encontrada.'). */
  createSession: endpoint({
    ...base,
    method: 'POST',
    path: '/api/professional/sessions',
    idempotency: 'required',
    body: createSessionBody,
    status: 201,
    response: professionalSession,
  }),
  session: endpoint({
    ...base,
    method: 'GET',
    path: '/api/professional/sessions/:id',
    params: sessionParams,
    status: 200,
    response: professionalSession,
  }),
  updateSession: endpoint({
    ...base,
    method: 'PATCH',
    path: '/api/professional/sessions/:id',
    params: sessionParams,
    body: updateSessionBody,
    status: 200,
    response: professionalSession,
  }),
  removeSession: endpoint({
    ...base,
    method: 'DELETE',
    path: '/api/professional/sessions/:id',
    params: sessionParams,
    status: 204,
  }),
  profile: endpoint({
    ...base,
    method: 'GET',
    path: '/api/professional/profile',
    status: 200,
    response: professionalProfile,
  }),
  updateProfile: endpoint({
    ...base,
    method: 'PUT',
    path: '/api/professional/profile',
    body: updateProfessionalProfileBody,
    status: 200,
    response: professionalProfile,
  }),
  childSummary: endpoint({
    ...base,
    method: 'GET',
    path: '/api/professional/children/:id/summary',
    child: 'read',
    params: childIdParams,
    status: 200,
    response: professionalChildSummary,
  }),
};
