import { z } from 'zod';
import { okResponse } from './auth';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { professionalInfo } from './onboarding';

/** The texts of docs/product.md#accepting-an-invitation. */
export const INVITATION_NOT_FOUND = userMessage('Convite não encontrado ou inválido.');
export const INVITATION_EXPIRED = 'Este convite expirou.';
export const INVITATION_USED = 'Este convite já foi usado.';
export const OWN_INVITATION = 'Você não pode aceitar o seu próprio convite.';
export const OTHER_EMAIL_UNCONFIRMED =
  'Este convite foi enviado para outro e-mail. Confirme que quer pedir à família para aceitá-lo com a sua conta.';
/** An account that has children is asked before it also gets the professional area. */
export const ALSO_PROFESSIONAL_QUESTION =
  'Você também quer usar o NeuroBridge como profissional? Você continua vendo as suas crianças.';
export const ALSO_PROFESSIONAL_UNCONFIRMED = 'Confirme que também quer usar o NeuroBridge como profissional.';
/** The requester opens or answers the link again while the family has not answered. */
export const REQUEST_PENDING = 'Pedido enviado. A família precisa aprovar o seu acesso.';
const CONFIRM_NOT_BOOLEAN = userMessage('A confirmação deve ser verdadeira ou falsa.');

/**
 * What an invitation token looks like: URL-safe base64 of 16 to 75 bytes. The server only looks
 * up tokens of this shape; anything else is "not found" without a query.
 */
export const INVITATION_TOKEN_FORMAT = /^[A-Za-z0-9_-]{22,100}$/;

export function isInvitationToken(value: string): boolean {
  return INVITATION_TOKEN_FORMAT.test(value);
}

/** The page of an invitation: `/accept-invitation/{token}`. */
export function acceptInvitationPath(token: string): string {
  return `/accept-invitation/${token}`;
}

/**
 * Where a sign-in may send the browser back to (docs/product.md#accepting-an-invitation): only an
 * invitation's page, as a relative path, so the parameter can never point to another site.
 */
export function isSafeReturnTo(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const prefix = acceptInvitationPath('');
  return value.startsWith(prefix) && isInvitationToken(value.slice(prefix.length));
}

// The format is checked by the service, so a malformed token gets the same 404 as an unknown one.
const token = z.string({ error: INVITATION_NOT_FOUND }).max(200, INVITATION_NOT_FOUND);

export const invitationTokenParams = z.strictObject({ token });

/** `used`: accepted or declined; `requested`: the caller asked to accept it and waits for the family. */
export const invitationViewStatus = z.enum(['pending', 'requested', 'expired', 'used']);
export type InvitationViewStatus = z.infer<typeof invitationViewStatus>;

/**
 * The least the page needs: no parent e-mail, no child ids; a link that cannot be answered any more
 * shows its state and nothing else (docs/product.md#accepting-an-invitation).
 */
export const invitationView = z.object({
  invitation: z.discriminatedUnion('status', [
    z.object({ status: z.enum(['requested', 'expired', 'used']) }),
    z.object({
      status: z.literal('pending'),
      message: z.string().nullable(),
      parent_name: z.string(),
      children_names: z.array(z.string()),
      professional_email: z.string(),
      expires_at: z.string(),
      /** Whether the signed-in account's e-mail is the invited one. */
      email_matches: z.boolean(),
    }),
  ]),
});
export type InvitationView = z.infer<typeof invitationView>;

export const acceptInvitationBody = z.strictObject({
  invitation_token: token,
  professional_info: professionalInfo,
  /** The person confirmed accepting an invitation sent to another address with this account. */
  confirm_other_email: z.boolean({ error: CONFIRM_NOT_BOOLEAN }).optional(),
  /** An account that has children agreed to use the professional area too (ALSO_PROFESSIONAL_QUESTION). */
  also_professional: z.boolean({ error: CONFIRM_NOT_BOOLEAN }).optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

/**
 * `accepted`: access starts now, to `children`. `requested`: sent from another e-mail, the family
 * must approve (docs/product.md#accepting-an-invitation); `children` is empty.
 */
export const invitationAccepted = z.object({
  ok: z.literal(true),
  status: z.enum(['accepted', 'requested']),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InvitationAccepted = z.infer<typeof invitationAccepted>;

/** The invited professional's side of an invitation (docs/product.md#accepting-an-invitation). */
export const invitationAcceptanceApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    access: 'user',
    tag: 'invitations',
    params: invitationTokenParams,
    status: 200,
    response: invitationView,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/invitations/accept',
    idempotency: 'required',
    access: 'user',
    tag: 'invitations',
    body: acceptInvitationBody,
    status: 200,
    response: invitationAccepted,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/invitations/:token/decline',
    idempotency: 'required',
    access: 'user',
    tag: 'invitations',
    params: invitationTokenParams,
    status: 200,
    response: okResponse,
  }),
};
