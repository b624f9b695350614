import { ROLE_ALREADY_CHOSEN, type completeOnboardingBody } from '@neurobridge/shared/api/onboarding';
import type { CurrentUser } from '@neurobridge/shared/api/auth';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { professionalProfiles } from '../../db/schema/professionals';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { toCurrentUser } from '../auth/user-view';

export type CompleteOnboardingInput = z.output<typeof completeOnboardingBody>;

/**
 * An account without a role chooses one, once (docs/product.md#onboarding). The profile row is
 * the role: the unique user id makes a concurrent double submit write one row, and the second
 * gets the same 409 as a later attempt.
 */
export function createOnboardingService({ db, sessionCache }: Pick<AppDeps, 'db' | 'sessionCache'>) {
  return {
    async complete(user: SessionUser, body: CompleteOnboardingInput): Promise<CurrentUser> {
      if (user.role) throw new HttpError(409, ROLE_ALREADY_CHOSEN);
      const info = body.professional_info;
      const inserted = await db
        .insert(professionalProfiles)
        .values({
          userId: user.id,
          role: body.role,
          professionalType: info?.professional_type ?? null,
          organizationName: info?.organization_name ?? null,
          crefitoNumber: info?.crefito_number ?? null,
        })
        .onConflictDoNothing({ target: professionalProfiles.userId })
        .returning({ id: professionalProfiles.id });
      if (inserted.length === 0) throw new HttpError(409, ROLE_ALREADY_CHOSEN);
      // This server's next request reads the role; other servers learn it from the trigger.
      sessionCache.forgetUser(user.id);
      return toCurrentUser({ ...user, role: body.role });
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
