import type { CurrentUser } from '@neurobridge/shared/api/auth';
import type { users } from '../../db/schema/users';
import type { AccountRole } from './session-service';

/**
 * The user object of `GET /api/users/me`: `email`, `google_user_data` and the account's role
 * (null until chosen) with whether it may use the professional area too (docs/product.md#onboarding),
 * and no more (docs/product.md#sessions).
 */
export function toCurrentUser(
  user: typeof users.$inferSelect & { role: AccountRole | null; isProfessional?: boolean },
): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    google_user_data: {
      picture: user.picture,
      given_name: user.givenName,
      family_name: user.familyName,
    },
    created_at: user.createdAt.toISOString(),
    last_login_date: user.lastLoginAt?.toISOString() ?? null,
    role: user.role,
    is_professional: user.role === 'professional' || user.isProfessional === true,
  };
}
