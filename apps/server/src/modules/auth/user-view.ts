import type { CurrentUser } from '@neurobridge/shared/api/auth';
import type { users } from '../../db/schema/users';

/** The user object of `GET /api/users/me`: `email` and `google_user_data`, and no more (docs/product.md#sessions). */
export function toCurrentUser(user: typeof users.$inferSelect): CurrentUser {
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
  };
}
