import { DAY_MS } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { randomToken, sha256 } from '../../lib/crypto';

/** A pending invitation as the invite route stores it, sent now by the app clock; returns its token. */
export async function createInvitation(
  t: TestApp,
  parentUserId: number,
  childIds: number[],
  overrides: Partial<typeof invitations.$inferInsert> = {},
) {
  const token = randomToken();
  const now = t.clock.now();
  const [row] = await t.db
    .insert(invitations)
    .values({
      parentUserId,
      professionalEmail: 'terapeuta@clinica.example',
      tokenHash: sha256(token),
      childIds,
      message: 'Olá! Vamos começar na segunda.',
      invitedAt: now,
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      ...overrides,
    })
    .returning();
  return { token, invitation: row! };
}

/**
 * A parent ("Marta Souza") with two children invites terapeuta@clinica.example, who is signed in
 * with that address and has not chosen a role yet.
 */
export async function createInvitationWorld(t: TestApp) {
  const parent = await createSignedInUser(t, { fullName: 'Marta Souza' });
  const ana = await createChild(t.db, parent.user.id, { name: 'Ana' });
  const bia = await createChild(t.db, parent.user.id, { name: 'Bia' });
  const email = `terapeuta-${randomToken(6)}@clinica.example`.toLowerCase();
  const pro = await createSignedInUser(t, { email: email.toUpperCase() });
  const { token, invitation } = await createInvitation(t, parent.user.id, [ana.id, bia.id], {
    professionalEmail: email,
  });
  return { parent, pro, ana, bia, token, invitation };
}

/** What accepting writes, to show that a refusal wrote nothing. */
export async function writtenFor(t: TestApp, invitationId: number, userId: number) {
  const [invitation] = await t.db.select().from(invitations).where(eq(invitations.id, invitationId));
  const access = await t.db.select().from(professionalAccess).where(eq(professionalAccess.professionalUserId, userId));
  const profiles = await t.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId));
  return { invitation, access, profiles };
}

export const validInfo = {
  professional_type: 'speech_therapist',
  organization_name: 'Clínica Crescer',
  crefito_number: 'CRFa 2-12345',
};
