import { z } from 'zod';
import { TIME_SLOTS } from '../domain/calendar';
import { COMPLETED_AT_INVALID } from '../domain/played-at';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { boundedInt, dbId, dbIdParam } from './fields';

/** A weekly, repeating calendar entry as the week shows it (docs/product.md#calendar). */
export const scheduleEntry = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_title: z.string(),
  activity_category: z.string(),
  day_of_week: z.number().int(),
  time_slot: z.enum(TIME_SLOTS),
  /** Completed in the current São Paulo week. */
  is_completed: z.boolean(),
  /** Consecutive weeks, up to this one, in which the entry was completed (docs/product.md#streaks-and-rewards). */
  streak_count: z.number().int(),
  /** This week's completion of this entry earned a reward. */
  reward_earned: z.boolean(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

export const reward = z.object({
  id: z.number().int(),
  reward_icon: z.string(),
  reward_title: z.string(),
  reward_description: z.string(),
  earned_at: z.string(),
});
export type Reward = z.infer<typeof reward>;

export const createScheduleEntryBody = z.strictObject({
  activity_id: dbId('Atividade inválida.'),
  day_of_week: boundedInt(0, 6, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'),
  time_slot: z.enum(TIME_SLOTS, { error: 'O período deve ser manhã, tarde ou noite.' }),
});
export type CreateScheduleEntryBody = z.input<typeof createScheduleEntryBody>;

export const scheduleEntryParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  entryId: dbIdParam('Identificador inválido.'),
});

/**
 * A tick may say when it was made (`completed_at`, the device's moment: a tick made offline and sent
 * later counts for the week it was made in, docs/product.md#offline-play); without a body, or
 * without it, the server's time. Ahead of the server's clock it counts as now; more than 30 days
 * back it is refused (`completedAtToRecord`).
 */
export const completeScheduleEntryBody = z
  .strictObject({
    completed_at: z.iso.datetime({ offset: true, error: COMPLETED_AT_INVALID }).optional(),
  })
  // No body at all reaches the server as null.
  .nullish();
export type CompleteScheduleEntryBody = z.input<typeof completeScheduleEntryBody>;

/** A completion answers the entry as it now is and the rewards this completion earned (often none). */
export const completeScheduleEntryResponse = z.object({ entry: scheduleEntry, new_rewards: z.array(reward) });
export type CompleteScheduleEntryResponse = z.infer<typeof completeScheduleEntryResponse>;

export const SCHEDULE_ENTRY_NOT_FOUND = 'Atividade do cronograma não encontrada.';
export const SLOT_FULL = 'Este período já tem 3 atividades.';

/** The weekly calendar (docs/product.md#calendar): the owner plans it; a professional with access reads and completes. */
export const scheduleApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/children/:id/schedule',
    access: 'user',
    child: 'read',
    tag: 'schedule',
    params: childIdParams,
    status: 200,
    response: z.array(scheduleEntry),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/children/:id/schedule',
    idempotency: 'required',
    access: 'user',
    child: 'manage',
    tag: 'schedule',
    params: childIdParams,
    body: createScheduleEntryBody,
    status: 201,
    response: scheduleEntry,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/children/:id/schedule/:entryId/complete',
    access: 'user',
    child: 'record',
    tag: 'schedule',
    params: scheduleEntryParams,
    body: completeScheduleEntryBody,
    status: 200,
    response: completeScheduleEntryResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/schedule/:entryId',
    access: 'user',
    child: 'manage',
    tag: 'schedule',
    params: scheduleEntryParams,
    status: 204,
  }),
  /** Newest first. */
  rewards: endpoint({
    method: 'GET',
    path: '/api/children/:id/rewards',
    access: 'user',
    child: 'read',
    tag: 'schedule',
    params: childIdParams,
    status: 200,
    response: z.array(reward),
  }),
  /** The week as an A4 landscape PDF for the fridge (pictures, times of day, tick boxes). */
  printableWeek: endpoint({
    method: 'GET',
    path: '/api/children/:id/schedule/pdf',
    answer: 'file',
    access: 'user',
    child: 'read',
    tag: 'schedule',
    params: childIdParams,
    status: 200,
  }),
};
