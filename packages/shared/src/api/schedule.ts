import { z } from 'zod';
import { SCHEDULE_ENTRY_KINDS, TIME_SLOTS } from '../domain/calendar';
import { PICTURE_KEYS } from '../domain/pictures';
import { COMPLETED_AT_INVALID } from '../domain/played-at';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { dbIdParam } from './fields';

/** A weekly, repeating calendar entry as the week shows it (docs/product.md#calendar). */
export const scheduleEntry = z.object({
  id: z.number().int(),
  /** `activity`: a game of the catalogue; `routine`: a task of the day that is not a game (docs/product.md#routine-entries). */
  kind: z.enum(SCHEDULE_ENTRY_KINDS),
  /** Null for a routine entry. */
  activity_id: z.number().int().nullable(),
  /** The activity's title, or the routine entry's own. */
  activity_title: z.string(),
  /** The activity's category; 'routine' for a routine entry. */
  activity_category: z.string(),
  /** A routine entry's picture (`PICTURES` key); null for an activity (its picture comes from its content). */
  picture: z.enum(PICTURE_KEYS).nullable(),
  /** A routine entry's optional timer, in minutes. */
  timer_minutes: z.number().int().nullable(),
  /** An optional time of day, 'HH:MM' (São Paulo), shown in 'Meu dia'. */
  time: z.string().nullable(),
  day_of_week: z.number().int(),
  time_slot: z.enum(TIME_SLOTS),
  /** Completed in the current São Paulo week. */
  is_completed: z.boolean(),
  /** Consecutive weeks, up to this one, in which the entry was completed (docs/product.md#streaks-and-rewards). */
  streak_count: z.number().int(),
  /** This week's completion of this entry earned a reward. */
  reward_earned: z.boolean(),
  /**
   * Practice a professional assigned (docs/product.md#home-programme): who, their note and the goal;
   * null for the family's own entries.
   */
  assignment: z
    .object({
      id: z.number().int(),
      professional_name: z.string(),
      /** The type's label (`professionalTypeLabel`). */
      professional_type: z.string(),
      note: z.string().nullable(),
      goal_title: z.string().nullable(),
    })
    .nullable(),
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
export const completeScheduleEntryResponse = z.object({
  entry: scheduleEntry,
  new_rewards: z.array(reward),
  /** Stars this tick earned: 1 for a routine entry's first tick of the week, else 0 (docs/product.md#stars-and-the-reward-shop). */
  stars: z.number().int(),
});
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
