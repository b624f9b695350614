import { z } from 'zod';
import { AGE_GROUPS } from '../domain/time';
import { sensorySettings, sensorySettingsPatch } from '../domain/sensory';
import { userMessage } from './errors';
import { dbIdParam } from './fields';
import { okResponse } from './auth';
import { endpoint } from './contract';

export const NAME_REQUIRED = userMessage('Nome é obrigatório');
export const NAME_TOO_LONG = userMessage('O nome pode ter no máximo 80 caracteres.');
export const INVALID_LEVEL = userMessage('O nível deve ser 1, 2 ou 3.');
export const INVALID_BIRTH_DATE = userMessage('Data de nascimento inválida.');
export const PREFERENCES_TOO_LONG = userMessage('As preferências podem ter no máximo 500 caracteres.');
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true);
// A number, or the digit a <select> gives; arrays and booleans are refused (z.coerce alone takes [2] as 2).
const level = z
  .union([z.number(), z.string()], { error: INVALID_LEVEL })
  .pipe(
    z.coerce
      .number<string | number>({ error: INVALID_LEVEL })
      .int(INVALID_LEVEL)
      .min(1, INVALID_LEVEL)
      .max(3, INVALID_LEVEL),
  );
// A real calendar day from 1900 on (PostgreSQL refuses year 0); "not in the future" needs the
// server's clock and is checked there.
const birthDate = z
  .string({ error: INVALID_BIRTH_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_BIRTH_DATE)
  .refine(isCalendarDay, INVALID_BIRTH_DATE);

// zod runs this even when the regex above failed: it must not throw on any string.
function isCalendarDay(s: string): boolean {
  const d = new Date(`${s}T12:00:00Z`);
  return s >= '1900-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/**
 * The create payload (docs/product.md#child-fields). `age_group` is derived on the server, so a sent value is
 * ignored, and so are `id`, `parent_user_id` and `is_active` (no mass assignment); any other
 * unknown field is refused.
 */
export const createChildBody = z.strictObject({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(80, NAME_TOO_LONG),
  birth_date: z.union([birthDate, z.literal(''), z.null()], { error: INVALID_BIRTH_DATE }).optional(),
  diagnosis_tea: flag.optional(),
  diagnosis_tdah: flag.optional(),
  tea_level: level.optional(),
  tdah_level: level.optional(),
  learning_preferences: z.string().trim().max(500, PREFERENCES_TOO_LONG).nullable().optional(),
  avatar_url: z.null().optional(),
  sensory_settings: sensorySettingsPatch.optional(),
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

/** A route's `:id`: digits only, a positive PostgreSQL integer ("1e2", "0x10" or "-1" are refused). */
export const childIdParams = z.strictObject({ id: dbIdParam('Identificador inválido.') });

export const childrenApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/children',
    access: 'user',
    tag: 'children',
    status: 200,
    response: childList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/children',
    idempotency: 'required',
    access: 'user',
    tag: 'children',
    body: createChildBody,
    status: 201,
    response: child,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/children/:id',
    access: 'user',
    child: 'manage',
    tag: 'children',
    params: childIdParams,
    body: updateChildBody,
    status: 200,
    response: child,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/children/:id',
    access: 'user',
    child: 'manage',
    tag: 'children',
    params: childIdParams,
    status: 200,
    response: okResponse,
  }),
};
