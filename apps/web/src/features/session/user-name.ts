import type { CurrentUser } from '@neurobridge/shared/api/auth';

/**
 * The name to greet a person by: the given name, else the first word of the full name; null when
 * the provider sent no name (the greeting is then neutral, never the e-mail).
 */
export function firstName(user: Pick<CurrentUser, 'full_name' | 'google_user_data'>): string | null {
  const given = user.google_user_data.given_name?.trim();
  if (given) return given;
  const first = user.full_name?.trim().split(/\s+/)[0];
  return first || null;
}
