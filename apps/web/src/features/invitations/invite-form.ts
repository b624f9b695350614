import { inviteProfessionalBody, OWN_EMAIL, type InviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import { formErrors } from '../../lib/form-errors';

export interface InviteValues {
  email: string;
  childIds: number[];
  message: string;
}

export interface InviteErrors {
  email?: string;
  children?: string;
  message?: string;
}

/** The values of a new invite form: an only child is chosen already. */
export function initialInviteValues(childIds: number[]): InviteValues {
  return { email: '', childIds: childIds.length === 1 ? [...childIds] : [], message: '' };
}

/** The request body of `POST /api/professional/invite`. */
export function inviteBody(values: InviteValues): InviteProfessionalBody {
  return {
    professional_email: values.email.trim(),
    child_ids: values.childIds,
    message: values.message.trim() || null,
  };
}

/**
 * docs/product.md#sending-an-invitation, by the server's own schema: a valid e-mail ('Email
 * inválido'), at least one child ('Selecione ao menos uma criança'), an optional message; and never
 * the parent's own e-mail, which the server refuses with the same text.
 */
export function inviteErrors(values: InviteValues, ownEmail?: string): InviteErrors {
  const errors = formErrors(inviteProfessionalBody, inviteBody(values));
  const email = values.email.trim().toLowerCase();
  const own = !errors.professional_email && Boolean(ownEmail) && email === ownEmail!.trim().toLowerCase();
  const out: InviteErrors = {};
  if (errors.professional_email || own) out.email = errors.professional_email ?? OWN_EMAIL;
  if (errors.child_ids) out.children = errors.child_ids;
  if (errors.message) out.message = errors.message;
  return out;
}
