import { z } from 'zod';
import { MAX_MINUTES_PER_GAME, MAX_SECONDS_PER_GAME } from '../domain/duration';
import { PLAYED_AT_INVALID } from '../domain/played-at';
import { PROGRESS_STATUSES } from '../domain/progress-status';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { boundedInt, boundedIntParam, dbId, dbIdParam } from './fields';

/** A child's progress: one entry per activity played (docs/product.md#progress). */
export const progressEntry = z.object({
  id: z.number().int(),
  child_profile_id: z.number().int(),
  activity_id: z.number().int().nullable(),
  status: z.enum(PROGRESS_STATUSES),
  score: z.number().int().nullable(),
  /** Whole minutes, rounded from `seconds_spent` (the spec's field); totals sum the seconds. */
  time_spent: z.number().int(),
  /** The time recorded, in seconds (docs/product.md#score-and-time). */
  seconds_spent: z.number().int(),
  completion_date: z.string(),
  parent_notes: z.string().nullable(),
  activity_title: z.string(),
  activity_category: z.string(),
  /** The level the game was played at (docs/product.md#game-levels); null for a kind without levels. */
  level: z.number().int().nullable(),
  /** The level this result moved the child to in its kind; null when it stayed. */
  new_level: z.number().int().nullable(),
  /** Stars this result earned (docs/product.md#stars-and-the-reward-shop). */
  stars: z.number().int(),
});
export type ProgressEntry = z.infer<typeof progressEntry>;

/** The list is read a page at a time, newest first (docs/product.md#reading-progress). */
export const PROGRESS_PAGE_DEFAULT = 20;
export const PROGRESS_PAGE_MAX = 100;
export const progressListQuery = z.strictObject({
  limit: boundedIntParam(1, PROGRESS_PAGE_MAX, `O limite deve ser um número de 1 a ${PROGRESS_PAGE_MAX}.`).optional(),
  /** `next_cursor` of the previous page. */
  cursor: dbIdParam('Cursor inválido.').optional(),
});
export type ProgressListQuery = z.input<typeof progressListQuery>;
export const progressPage = z.object({
  items: z.array(progressEntry),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ProgressPage = z.infer<typeof progressPage>;

/** The child page's three numbers (docs/product.md#reading-progress). */
export const progressSummary = z.object({
  completed: z.number().int(),
  average_score: z.number().int().nullable(),
  total: z.number().int(),
});
export type ProgressSummary = z.infer<typeof progressSummary>;

const secondsText = 'O tempo deve ser em segundos inteiros.';
const minutesText = 'O tempo deve ser em minutos inteiros.';

/**
 * A result to record: score 0–100 and the time, in seconds (`seconds_spent`, what the player sends)
 * or, as the spec's clients send it, in whole minutes (`time_spent`); exactly one of the two, at most
 * 4 hours. `schedule_entry_id`: started from the child's week, the save also completes that
 * calendar entry (docs/product.md#recording-progress). `played_at`: the moment the game ended on the
 * device, which dates the result (absent, as old clients send it: the server's time); ahead of the
 * server's clock it is recorded as the server's now, more than 30 days back it is refused
 * (`playedAtToRecord`).
 */
export const createProgressBody = z
  .strictObject({
    activity_id: dbId('Atividade inválida.'),
    status: z.enum(['completed', 'in_progress', 'needs_help'], { error: 'Situação inválida.' }).default('completed'),
    score: z
      .number({ error: 'A pontuação deve ser um número de 0 a 100.' })
      .int('A pontuação deve ser um número inteiro de 0 a 100.')
      .min(0, 'A pontuação deve ser um número de 0 a 100.')
      .max(100, 'A pontuação deve ser um número de 0 a 100.')
      .nullable()
      .optional(),
    seconds_spent: z
      .number({ error: secondsText })
      .int(secondsText)
      .min(0, secondsText)
      .max(MAX_SECONDS_PER_GAME, `O tempo deve ser de no máximo ${MAX_SECONDS_PER_GAME} segundos (4 horas).`)
      .optional(),
    time_spent: z
      .number({ error: minutesText })
      .int(minutesText)
      .min(0, minutesText)
      .max(MAX_MINUTES_PER_GAME, `O tempo deve ser de no máximo ${MAX_MINUTES_PER_GAME} minutos (4 horas).`)
      .optional(),
    parent_notes: z
      .string()
      .trim()
      .max(1000, 'As observações podem ter no máximo 1000 caracteres.')
      .nullable()
      .optional(),
    schedule_entry_id: dbId('Atividade do cronograma inválida.').optional(),
    played_at: z.iso.datetime({ offset: true, error: PLAYED_AT_INVALID }).optional(),
    /** The level the player played the game at (docs/product.md#game-levels); absent: the child's current one. */
    level: boundedInt(1, 3, 'O nível deve ser 1, 2 ou 3.').optional(),
  })
  .refine((b) => (b.seconds_spent === undefined) !== (b.time_spent === undefined), {
    error: 'Informe o tempo uma vez: em segundos (seconds_spent) ou em minutos (time_spent).',
  });
export type CreateProgressBody = z.input<typeof createProgressBody>;

/**
 * Results one child may record per São Paulo day (docs/product.md#progress-quota). A child plays a
 * few dozen activities on a busy day; 500 leaves room for any real use and stops a script writing
 * thousands of rows a minute (an outside probe wrote 10,646 in 60 s from one session).
 */
export const PROGRESS_DAILY_LIMIT = 500;
export const PROGRESS_DAILY_LIMIT_REACHED =
  'Limite diário de atividades desta criança atingido. Tente novamente amanhã.';

export const progressApi = {
  /** Newest first, a page at a time. */
  list: endpoint({
    method: 'GET',
    path: '/api/children/:id/progress',
    paging: { items: 'items' },
    access: 'user',
    child: 'read',
    tag: 'progress',
    params: childIdParams,
    query: progressListQuery,
    status: 200,
    response: progressPage,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/children/:id/progress/summary',
    access: 'user',
    child: 'read',
    tag: 'progress',
    params: childIdParams,
    status: 200,
    response: progressSummary,
  }),
  /** The parent, or a professional with access; a locked or unknown activity is refused. */
  record: endpoint({
    method: 'POST',
    path: '/api/children/:id/progress',
    idempotency: 'required',
    access: 'user',
    child: 'record',
    tag: 'progress',
    params: childIdParams,
    body: createProgressBody,
    status: 201,
    response: progressEntry,
  }),
};
