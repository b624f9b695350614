import type { ProfessionalProfile, updateProfessionalProfileBody } from '@neurobridge/shared/api/professional';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { professionalProfiles } from '../../db/schema/professionals';
import { notFound } from '../../lib/http-error';

export type UpdateProfileInput = z.output<typeof updateProfessionalProfileBody>;

const columns = {
  professional_type: professionalProfiles.professionalType,
  organization_name: professionalProfiles.organizationName,
  crefito_number: professionalProfiles.crefitoNumber,
};

/**
 * A professional's own details (docs/product.md#professional-profile): type, organization and
 * registration number, as given at onboarding or acceptance, read and changed by the caller only.
 * The route is for accounts that may act as professionals, which always have the row.
 */
export function createProfileService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async get(userId: number): Promise<ProfessionalProfile> {
      const [row] = await db.select(columns).from(professionalProfiles).where(eq(professionalProfiles.userId, userId));
      if (!row) throw notFound();
      return row;
    },

    async update(userId: number, body: UpdateProfileInput): Promise<ProfessionalProfile> {
      const [row] = await db
        .update(professionalProfiles)
        .set({
          professionalType: body.professional_type,
          organizationName: body.organization_name,
          crefitoNumber: body.crefito_number,
          updatedAt: clock.now(),
        })
        .where(eq(professionalProfiles.userId, userId))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
