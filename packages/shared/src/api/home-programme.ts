import { z } from 'zod';
import { TIME_SLOTS } from '../domain/calendar';
import { ASSIGNMENT_ACTIVITIES_MAX, GOAL_NOTE_MAX } from '../domain/goals';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, dbId, dbIdParam } from './fields';

/**
 * The home programme (docs/product.md#home-programme): practice a professional assigns to the
 * family's week. Its activities land in the week as entries marked with the professional; the
 * family may move them, and removes one only saying why.
 */

export const ASSIGNMENT_NOT_FOUND = 'Atribuição não encontrada.';
export const ASSIGNMENT_NOT_YOURS = 'Só quem atribuiu pode encerrar esta prática.';
export const ASSIGNMENT_ACTIVITY_NOT_FOUND = 'Atividade não encontrada.';
export const ASSIGNMENT_ACTIVITY_LOCKED = 'Esta atividade não está disponível no plano da família.';
/** `{slot}`/`{day}` are filled with the pt-BR names ('tarde', 'quarta-feira'). */
export const ASSIGNMENT_SLOT_FULL =
  'Não há espaço na {slot} de {day}: o período já tem 3 atividades na semana da família.';

export const ASSIGNMENT_ACTIVITIES_INVALID = userMessage(
  `Escolha de 1 a ${ASSIGNMENT_ACTIVITIES_MAX} atividades, sem repetir.`,
);
export const ASSIGNMENT_ACTIVITY_INVALID = userMessage('Atividade inválida.');
export const ASSIGNMENT_DAYS_INVALID = userMessage('Escolha os dias da semana (de domingo a sábado, sem repetir).');
export const ASSIGNMENT_TIMES_INVALID = userMessage('Vezes por semana deve ser um número de 1 a 7.');
export const ASSIGNMENT_DAYS_OR_TIMES = userMessage(
  'Escolha os dias da semana ou quantas vezes por semana, não os dois.',
);
export const ASSIGNMENT_SLOT_INVALID = userMessage('O período deve ser manhã, tarde ou noite.');
export const ASSIGNMENT_GOAL_INVALID = userMessage('Meta inválida.');
export const ASSIGNMENT_NOTE_TOO_LONG = userMessage(`O recado pode ter no máximo ${GOAL_NOTE_MAX} caracteres.`);

/** An assignment's week: practice planned (each activity × times per week) and done (finished results, capped). */
export const adherenceWeek = z.object({
  /** The Sunday, YYYY-MM-DD. */
  week_start: z.string(),
  assigned: z.number().int(),
  done: z.number().int(),
});
export type AdherenceWeek = z.infer<typeof adherenceWeek>;

export const homeAssignment = z.object({
  id: z.number().int(),
  professional_name: z.string(),
  /** The type's label (`professionalTypeLabel`). */
  professional_type: z.string(),
  /** The caller assigned it (and may end it). */
  mine: z.boolean(),
  goal: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  activities: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The days chosen; null for 'n vezes por semana'. */
  days_of_week: z.array(z.number().int()).nullable(),
  times_per_week: z.number().int(),
  time_slot: z.enum(TIME_SLOTS),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The last 4 São Paulo weeks since it was assigned, oldest first. */
  weeks: z.array(adherenceWeek),
  /** Entries the family removed from the week, newest first, with their reason. */
  removals: z.array(
    z.object({
      activity_title: z.string(),
      day_of_week: z.number().int(),
      reason: z.string(),
      removed_at: z.string(),
    }),
  ),
});
export type HomeAssignment = z.infer<typeof homeAssignment>;

export const homeProgramme = z.object({ assignments: z.array(homeAssignment) });
export type HomeProgramme = z.infer<typeof homeProgramme>;

/**
 * `days_of_week` (the chosen days) or `times_per_week` (spread by `spreadDays`), not both; each
 * activity gets an entry on each of those days in `time_slot`.
 */
export const createAssignmentBody = z
  .strictObject({
    activity_ids: z
      .array(dbId(ASSIGNMENT_ACTIVITY_INVALID), { error: ASSIGNMENT_ACTIVITIES_INVALID })
      .min(1, ASSIGNMENT_ACTIVITIES_INVALID)
      .max(ASSIGNMENT_ACTIVITIES_MAX, ASSIGNMENT_ACTIVITIES_INVALID)
      .refine((ids) => new Set(ids).size === ids.length, ASSIGNMENT_ACTIVITIES_INVALID),
    days_of_week: z
      .array(boundedInt(0, 6, ASSIGNMENT_DAYS_INVALID), { error: ASSIGNMENT_DAYS_INVALID })
      .min(1, ASSIGNMENT_DAYS_INVALID)
      .max(7, ASSIGNMENT_DAYS_INVALID)
      .refine((d) => new Set(d).size === d.length, ASSIGNMENT_DAYS_INVALID)
      .optional(),
    times_per_week: boundedInt(1, 7, ASSIGNMENT_TIMES_INVALID).optional(),
    time_slot: z.enum(TIME_SLOTS, { error: ASSIGNMENT_SLOT_INVALID }),
    goal_id: dbId(ASSIGNMENT_GOAL_INVALID).nullable().optional(),
    note: z.string().trim().max(GOAL_NOTE_MAX, ASSIGNMENT_NOTE_TOO_LONG).nullable().optional(),
  })
  .refine((b) => (b.days_of_week === undefined) !== (b.times_per_week === undefined), {
    message: ASSIGNMENT_DAYS_OR_TIMES,
    path: ['days_of_week'],
  });
export type CreateAssignmentBody = z.input<typeof createAssignmentBody>;

export const assignmentParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  assignmentId: dbIdParam('Identificador inválido.'),
});

/** One child's adherence on the professional's view: their assignments together, the last 4 weeks. */
export const childAdherence = z.object({
  child_id: z.number().int(),
  child_name: z.string(),
  weeks: z.array(adherenceWeek),
});
export const professionalAdherence = z.object({
  /** Every child the professional has access to, by name; weeks with nothing assigned say 0 and 0. */
  children: z.array(childAdherence),
});
export type ProfessionalAdherence = z.infer<typeof professionalAdherence>;

export const homeProgrammeApi = {
  /** The child's assignments that are not ended: the parent and every professional with access. */
  list: endpoint({
    method: 'GET',
    path: '/api/children/:id/home-programme',
    access: 'user',
    child: 'read',
    tag: 'home-programme',
    params: childIdParams,
    status: 200,
    response: homeProgramme,
  }),
  /** A professional with access. */
  create: endpoint({
    method: 'POST',
    path: '/api/children/:id/home-programme',
    access: 'user',
    role: 'professional',
    child: 'record',
    idempotency: 'required',
    fieldErrors: true,
    tag: 'home-programme',
    params: childIdParams,
    body: createAssignmentBody,
    status: 201,
    response: homeAssignment,
  }),
  /** Its professional ends it: its entries leave the family's week (its results and weeks stay). */
  end: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/home-programme/:assignmentId',
    access: 'user',
    role: 'professional',
    child: 'record',
    tag: 'home-programme',
    params: assignmentParams,
    status: 204,
  }),
  adherence: endpoint({
    method: 'GET',
    path: '/api/professional/adherence',
    access: 'user',
    role: 'professional',
    tag: 'home-programme',
    status: 200,
    response: professionalAdherence,
  }),
};
