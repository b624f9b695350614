import { z } from 'zod';
import { userMessage } from './errors';
import { dbId } from './fields';
import { endpoint } from './contract';

export const INVALID_EMAIL = userMessage('Email inválido');
export const SELECT_A_CHILD = userMessage('Selecione ao menos uma criança');
/** The server refuses it (it knows the caller); the form says it first (docs/product.md#sending-an-invitation). */
export const OWN_EMAIL = 'Você não pode convidar o seu próprio e-mail.';
/** docs/product.md#sending-an-invitation: one pending invitation per e-mail and child. */
export const DUPLICATE_INVITATION =
  'Já existe um convite pendente para este e-mail com esta criança. Cancele-o antes de convidar de novo.';
const TOO_MANY_CHILDREN = userMessage('Selecione no máximo 20 crianças.');
const MESSAGE_TOO_LONG = userMessage('A mensagem pode ter no máximo 1000 caracteres.');

/** A parent invites a professional to some of their children (docs/product.md#sending-an-invitation). */
export const inviteProfessionalBody = z.strictObject({
  professional_email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .min(1, INVALID_EMAIL)
    .max(254, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL))
    .transform((e) => e.toLowerCase()),
  child_ids: z
    .array(dbId(SELECT_A_CHILD), {
      error: SELECT_A_CHILD,
    })
    .min(1, SELECT_A_CHILD)
    .max(20, TOO_MANY_CHILDREN),
  message: z.string().trim().max(1000, MESSAGE_TOO_LONG).nullable().optional(),
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
  /**
   * `queued`: the e-mail is in the outbox. `disabled`: the admin switched the invitation e-mail off,
   * none was queued; the parent copies the link instead (docs/product.md#invitation-e-mail-status).
   */
  email: z.enum(['queued', 'disabled']),
  /** The accept link, only when the e-mail is `disabled` (the parent sends it themselves); else null. */
  link: z.string().nullable(),
});
export type InvitationCreated = z.infer<typeof invitationCreated>;

export const invitationsApi = {
  invite: endpoint({
    method: 'POST',
    path: '/api/professional/invite',
    idempotency: 'required',
    access: 'user',
    tag: 'invitations',
    body: inviteProfessionalBody,
    status: 201,
    response: invitationCreated,
  }),
};
