import { z } from 'zod';
import { SCHEDULE_ENTRY_KINDS, TIME_SLOTS } from '../domain/calendar';
import { PICTURE_KEYS } from '../domain/pictures';
import { endpoint } from './contract';
import { childIdParams } from './children';
import { userMessage } from './errors';
import { boundedInt, dbId } from './fields';
import { scheduleEntry, scheduleEntryParams } from './schedule';

/**
 * Changes to the week (docs/product.md#calendar): adding, moving and removing an entry. Apart from
 * the week's reads (api/schedule.ts), which the app's entry imports for its early reads: these
 * bodies load only with the week's dialogs.
 */

export const ROUTINE_TITLE_REQUIRED = userMessage('Dê um nome à tarefa.');
export const ROUTINE_TITLE_TOO_LONG = userMessage('O nome da tarefa pode ter no máximo 60 caracteres.');
export const ROUTINE_PICTURE_INVALID = userMessage('Escolha uma figura da lista.');
export const ROUTINE_TIMER_INVALID = userMessage('O cronômetro deve ser de 1 a 60 minutos.');
export const ENTRY_TIME_INVALID = userMessage('Informe o horário como HH:MM (por exemplo, 07:30).');
export const ROUTINE_NEEDS_TITLE_AND_PICTURE = userMessage('Uma tarefa da rotina precisa de nome e figura.');
export const ENTRY_KIND_INVALID = userMessage('Tipo de entrada inválido.');
/** A field the other kind of entry has: named, like any unknown field. */
const NOT_ALLOWED = Object.fromEntries(
  ['activity_id', 'title', 'picture', 'timer_minutes'].map((f) => [f, userMessage(`Campo não permitido: ${f}.`)]),
);
export const ACTIVITY_ENTRY_NEEDS_ACTIVITY = userMessage('Escolha uma atividade.');

/**
 * An activity entry `{ activity_id, day_of_week, time_slot, time? }`, or a routine entry
 * `{ kind: 'routine', title, picture, timer_minutes?, day_of_week, time_slot, time? }`.
 */
export const createScheduleEntryBody = z
  .strictObject({
    kind: z.enum(SCHEDULE_ENTRY_KINDS, { error: ENTRY_KIND_INVALID }).default('activity'),
    activity_id: dbId('Atividade inválida.').optional(),
    title: z
      .string({ error: ROUTINE_TITLE_REQUIRED })
      .trim()
      .min(1, ROUTINE_TITLE_REQUIRED)
      .max(60, ROUTINE_TITLE_TOO_LONG)
      .optional(),
    picture: z.enum(PICTURE_KEYS, { error: ROUTINE_PICTURE_INVALID }).optional(),
    timer_minutes: boundedInt(1, 60, ROUTINE_TIMER_INVALID).nullable().optional(),
    time: z
      .string({ error: ENTRY_TIME_INVALID })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ENTRY_TIME_INVALID)
      .nullable()
      .optional(),
    day_of_week: boundedInt(0, 6, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'),
    time_slot: z.enum(TIME_SLOTS, { error: 'O período deve ser manhã, tarde ou noite.' }),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'activity') {
      if (body.activity_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['activity_id'], message: ACTIVITY_ENTRY_NEEDS_ACTIVITY });
      for (const field of ['title', 'picture', 'timer_minutes'] as const) {
        if (body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: NOT_ALLOWED[field]! });
      }
    } else {
      if (body.title === undefined || body.picture === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [body.title === undefined ? 'title' : 'picture'],
          message: ROUTINE_NEEDS_TITLE_AND_PICTURE,
        });
      }
      if (body.activity_id !== undefined)
        ctx.addIssue({ code: 'custom', path: ['activity_id'], message: NOT_ALLOWED.activity_id! });
    }
  });
export type CreateScheduleEntryBody = z.input<typeof createScheduleEntryBody>;

export const MOVE_NOTHING_TO_CHANGE = userMessage('Escolha o novo dia ou período.');
/** Moving an entry to another day or time of day (the family's own or a professional's). */
export const moveScheduleEntryBody = z
  .strictObject({
    day_of_week: boundedInt(0, 6, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).').optional(),
    time_slot: z.enum(TIME_SLOTS, { error: 'O período deve ser manhã, tarde ou noite.' }).optional(),
  })
  .refine((b) => b.day_of_week !== undefined || b.time_slot !== undefined, MOVE_NOTHING_TO_CHANGE);
export type MoveScheduleEntryBody = z.input<typeof moveScheduleEntryBody>;

export const REMOVAL_REASON_MAX = 300;
export const REMOVAL_REASON_TOO_LONG = userMessage(`O motivo pode ter no máximo ${REMOVAL_REASON_MAX} caracteres.`);
/** Removing a professional's entry needs a reason (the professional sees it). */
export const REMOVAL_REASON_REQUIRED = userMessage('Conte ao profissional por que está removendo esta atividade.');
/** A reason, needed only for a professional's entry; the family's own entries take no body. */
export const removeScheduleEntryBody = z
  .strictObject({
    reason: z.string({ error: REMOVAL_REASON_REQUIRED }).trim().max(REMOVAL_REASON_MAX, REMOVAL_REASON_TOO_LONG),
  })
  .nullish();
export type RemoveScheduleEntryBody = z.input<typeof removeScheduleEntryBody>;

export const scheduleChangesApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/children/:id/schedule',
    idempotency: 'required',
    // The add dialog's routine form marks each wrong field beside its input.
    fieldErrors: true,
    access: 'user',
    child: 'manage',
    tag: 'schedule',
    params: childIdParams,
    body: createScheduleEntryBody,
    status: 201,
    response: scheduleEntry,
  }),
  /** The owner moves an entry to another day or time of day (the slot's limit of 3 holds); answers the entry. */
  move: endpoint({
    method: 'PATCH',
    path: '/api/children/:id/schedule/:entryId',
    access: 'user',
    child: 'manage',
    tag: 'schedule',
    params: scheduleEntryParams,
    body: moveScheduleEntryBody,
    status: 200,
    response: scheduleEntry,
  }),
  /** A professional's entry needs `{ reason }` (400 `REMOVAL_REASON_REQUIRED` otherwise), kept for them to read. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/schedule/:entryId',
    access: 'user',
    child: 'manage',
    tag: 'schedule',
    params: scheduleEntryParams,
    body: removeScheduleEntryBody,
    status: 204,
  }),
};
