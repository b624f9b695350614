import { z } from 'zod';
import { AGE_GROUPS } from '../domain/time';
import { PROGRESS_STATUSES } from '../domain/progress-status';
import { sensorySettings } from '../domain/sensory';

export const NAME_REQUIRED = 'Nome é obrigatório';

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true);
const level = z.coerce
  .number({ error: 'O nível deve ser 1, 2 ou 3.' })
  .int('O nível deve ser 1, 2 ou 3.')
  .min(1, 'O nível deve ser 1, 2 ou 3.')
  .max(3, 'O nível deve ser 1, 2 ou 3.');
const birthDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data de nascimento inválida.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T12:00:00Z`)) && new Date(`${s}T12:00:00Z`).toISOString().startsWith(s), 'Data de nascimento inválida.');

/**
 * Spec part 1 §7's create payload. `age_group` is derived on the server, so a sent value is
 * ignored, and so are `id`, `parent_user_id` and `is_active` (no mass assignment); any other
 * unknown field is refused.
 */
export const createChildBody = z.strictObject({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(80, 'O nome pode ter no máximo 80 caracteres.'),
  birth_date: z.union([birthDate, z.literal(''), z.null()]).optional(),
  diagnosis_tea: flag.optional(),
  diagnosis_tdah: flag.optional(),
  tea_level: level.optional(),
  tdah_level: level.optional(),
  learning_preferences: z.string().trim().max(500, 'As preferências podem ter no máximo 500 caracteres.').nullable().optional(),
  avatar_url: z.null().optional(),
  sensory_settings: sensorySettings.partial().strict().optional(),
  age_group: z.unknown().optional(),
  id: z.unknown().optional(),
  parent_user_id: z.unknown().optional(),
  is_active: z.unknown().optional(),
});
export type CreateChildBody = z.input<typeof createChildBody>;

/** `PATCH /api/children/{id}` (beyond the spec): any subset of the create fields. */
export const updateChildBody = createChildBody.partial();
export type UpdateChildBody = z.input<typeof updateChildBody>;

export const child = z.object({
  id: z.number().int(),
  name: z.string(),
  birth_date: z.string().nullable(),
  avatar_url: z.string().nullable(),
  diagnosis_tea: z.union([z.literal(0), z.literal(1)]),
  diagnosis_tdah: z.union([z.literal(0), z.literal(1)]),
  tea_level: z.number().int(),
  tdah_level: z.number().int(),
  learning_preferences: z.string().nullable(),
  age_group: z.enum(AGE_GROUPS),
  sensory_settings: sensorySettings,
  parent_user_id: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Child = z.infer<typeof child>;

export const childList = z.array(child);

export const progressEntry = z.object({
  id: z.number().int(),
  child_profile_id: z.number().int(),
  activity_id: z.number().int().nullable(),
  status: z.enum(PROGRESS_STATUSES),
  score: z.number().int().nullable(),
  time_spent: z.number().int(),
  completion_date: z.string(),
  parent_notes: z.string().nullable(),
  activity_title: z.string(),
  activity_category: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntry>;
export const progressList = z.array(progressEntry);

export const childIdParams = z.strictObject({
  id: z.coerce.number({ error: 'Identificador inválido.' }).int('Identificador inválido.').positive('Identificador inválido.').max(2_147_483_647, 'Identificador inválido.'),
});
