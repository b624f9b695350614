import { z } from 'zod';
import { CATEGORIES } from '../domain/categories';
import { dbIdParam } from './fields';
import { endpoint } from './contract';

const level = z.coerce
  .number({ error: 'O nível deve ser 1, 2 ou 3.' })
  .int('O nível deve ser 1, 2 ou 3.')
  .min(1, 'O nível deve ser 1, 2 ou 3.')
  .max(3, 'O nível deve ser 1, 2 ou 3.');
const onlyTrue = z.literal('true', { error: 'Use "true" para filtrar pela especialização.' });

/**
 * `GET /api/activities` filters (docs/product.md#library-filters). A level is accepted only with its specialization
 * (same section). `child` names the child the list is for: a professional sees the tier of that
 * child's parent (docs/product.md#whose-plan-counts).
 */
export const activitiesQuery = z
  .strictObject({
    category: z.enum(CATEGORIES, { error: 'Categoria inválida.' }).optional(),
    for_tea: onlyTrue.optional(),
    tea_level: level.optional(),
    for_tdah: onlyTrue.optional(),
    tdah_level: level.optional(),
    child: dbIdParam('Criança inválida.').optional(),
  })
  .refine((q) => q.tea_level === undefined || q.for_tea === 'true', {
    message: 'O nível de TEA só pode ser usado junto com a especialização TEA.',
    path: ['tea_level'],
  })
  .refine((q) => q.tdah_level === undefined || q.for_tdah === 'true', {
    message: 'O nível de TDAH só pode ser usado junto com a especialização TDAH.',
    path: ['tdah_level'],
  });
export type ActivitiesQuery = z.input<typeof activitiesQuery>;

/** An activity (docs/product.md#activity-fields); `content` is null when locked (docs/product.md#locking). */
export const activity = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  category: z.string(),
  difficulty_level: z.number().int(),
  for_tea: z.union([z.literal(0), z.literal(1)]),
  for_tdah: z.union([z.literal(0), z.literal(1)]),
  tea_level: z.number().int().nullable(),
  tdah_level: z.number().int().nullable(),
  min_age: z.number().int(),
  max_age: z.number().int(),
  activity_type: z.string(),
  estimated_duration: z.number().int().nullable(),
  is_active: z.boolean(),
  required_subscription_months: z.number().int(),
  unlock_description: z.string().nullable(),
  learning_objectives: z.string().nullable(),
  is_premium: z.boolean(),
  is_locked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Activity = z.infer<typeof activity>;
export const activityList = z.array(activity);

export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada.';

/** `GET /api/activities/{id}`: `child`, as in the list, names whose plan decides what is locked. */
export const activityParams = z.strictObject({ id: dbIdParam('Atividade inválida.') });
export const activityQuery = z.strictObject({ child: dbIdParam('Criança inválida.').optional() });

export const activitiesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/activities',
    access: 'user',
    tag: 'activities',
    query: activitiesQuery,
    status: 200,
    response: activityList,
  }),
  /** One activity, so the detail and player screens do not need the whole catalogue. */
  get: endpoint({
    method: 'GET',
    path: '/api/activities/:id',
    access: 'user',
    tag: 'activities',
    params: activityParams,
    query: activityQuery,
    status: 200,
    response: activity,
  }),
};
