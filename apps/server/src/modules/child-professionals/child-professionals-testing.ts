import { DAY_MS } from '@neurobridge/shared/domain/time';
import type { Db } from '../../db/client';
import { invitations, professionalProfiles, professionalSessions } from '../../db/schema/professionals';
import { randomToken, sha256 } from '../../lib/crypto';

/** An invitation as the invite route writes it: pending, 7 days from `now`. */
export async function createInvitation(
  db: Db,
  parentUserId: number,
  childIds: number[],
  now: Date,
  overrides: Partial<typeof invitations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(invitations)
    .values({
      parentUserId,
      professionalEmail: `pro-${randomToken(4)}@example.com`,
      tokenHash: sha256(randomToken()),
      childIds,
      invitedAt: now,
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProfile(
  db: Db,
  userId: number,
  overrides: Partial<typeof professionalProfiles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(professionalProfiles)
    .values({ userId, role: 'professional', professionalType: 'psychologist', ...overrides })
    .returning();
  return row!;
}

export async function createSession(
  db: Db,
  childId: number,
  professionalUserId: number,
  overrides: Partial<typeof professionalSessions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(professionalSessions)
    .values({
      childId,
      professionalUserId,
      sessionDate: '2026-11-20',
      sessionType: 'individual',
      durationMinutes: 50,
      activitiesCompleted: 2,
      sessionNotes: 'Boa sessão.',
      ...overrides,
    })
    .returning();
  return row!;
}
