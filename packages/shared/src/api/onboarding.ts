import { z } from 'zod';
import { PROFESSIONAL_TYPES } from '../domain/professionals';
import { currentUser } from './auth';
import { endpoint } from './contract';
import { userMessage } from './errors';

export const SELECT_PROFESSIONAL_TYPE = userMessage('Por favor, selecione o tipo de profissional.');
export const CHOOSE_A_ROLE = userMessage('Escolha como você vai usar o NeuroBridge.');
export const PARENT_SENDS_NO_PROFESSIONAL_INFO = userMessage('Dados profissionais são enviados só por profissionais.');
const ORGANIZATION_TOO_LONG = userMessage('O nome da organização pode ter no máximo 200 caracteres.');
const REGISTRATION_TOO_LONG = userMessage('O número de registro pode ter no máximo 50 caracteres.');
/** The account already has a role: onboarding happens once (docs/product.md#onboarding). */
export const ROLE_ALREADY_CHOSEN = 'Você já escolheu o seu perfil.';

/** An optional text: trimmed, blank is none. */
function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

export const professionalInfo = z.strictObject({
  professional_type: z.enum(PROFESSIONAL_TYPES, { error: SELECT_PROFESSIONAL_TYPE }),
  organization_name: optionalText(200, ORGANIZATION_TOO_LONG),
  crefito_number: optionalText(50, REGISTRATION_TOO_LONG),
});

/**
 * The role chosen at onboarding; a professional also says what kind, a parent sends nothing
 * more (docs/product.md#onboarding).
 */
export const completeOnboardingBody = z
  .strictObject({
    role: z.enum(['parent', 'professional'], { error: CHOOSE_A_ROLE }),
    professional_info: professionalInfo.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === 'professional' && !body.professional_info) {
      ctx.addIssue({ code: 'custom', path: ['professional_info'], message: SELECT_PROFESSIONAL_TYPE });
    }
    if (body.role === 'parent' && body.professional_info !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['professional_info'], message: PARENT_SENDS_NO_PROFESSIONAL_INFO });
    }
  });
export type CompleteOnboardingBody = z.input<typeof completeOnboardingBody>;

export const onboardingApi = {
  /** Answers the signed-in user with the role now set. */
  complete: endpoint({
    method: 'POST',
    path: '/api/onboarding/complete',
    access: 'user',
    consent: false,
    tag: 'onboarding',
    body: completeOnboardingBody,
    status: 200,
    response: currentUser,
  }),
};
