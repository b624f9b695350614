import { z } from 'zod';

export const INVALID_EMAIL = 'Email inválido';
export const SELECT_A_CHILD = 'Selecione ao menos uma criança';

/** Spec part 1 §7: `POST /api/professional/invite`. */
export const inviteProfessionalBody = z.strictObject({
  professional_email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .min(1, INVALID_EMAIL)
    .max(254, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL))
    .transform((e) => e.toLowerCase()),
  child_ids: z
    .array(z.number({ error: SELECT_A_CHILD }).int().positive(), { error: SELECT_A_CHILD })
    .min(1, SELECT_A_CHILD)
    .max(20, 'Selecione no máximo 20 crianças.'),
  message: z.string().trim().max(1000, 'A mensagem pode ter no máximo 1000 caracteres.').nullable().optional(),
});
export type InviteProfessionalBody = z.input<typeof inviteProfessionalBody>;

export const invitationCreated = z.object({
  invitation: z.object({
    id: z.number().int(),
    professional_email: z.string(),
    status: z.literal('pending'),
    child_ids: z.array(z.number().int()),
    expires_at: z.string(),
  }),
});
