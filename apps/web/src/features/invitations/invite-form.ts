import { INVALID_EMAIL, SELECT_A_CHILD } from '@neurobridge/shared/api/invitations';

export interface InviteValues {
  email: string;
  childIds: number[];
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec part 1 §5: e-mail required and valid; at least one child; message optional. */
export function inviteErrors(values: InviteValues): { email?: string; children?: string } {
  return {
    email: EMAIL.test(values.email.trim()) ? undefined : INVALID_EMAIL,
    children: values.childIds.length > 0 ? undefined : SELECT_A_CHILD,
  };
}
