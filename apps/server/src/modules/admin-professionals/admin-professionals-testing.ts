import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { desc, eq } from 'drizzle-orm';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { admins, adminTokens, auditLog } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/mail';
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { randomToken, sha256 } from '../../lib/crypto';

/** The cookie of an administrator with this role (docs/product.md#admin-team). */
export async function adminCookie(t: TestApp, role: AdminRole): Promise<{ cookie: string; username: string }> {
  const token = await createAdminToken(t);
  const [row] = await t.db
    .select({ adminId: adminTokens.adminId })
    .from(adminTokens)
    .where(eq(adminTokens.tokenHash, sha256(token)));
  const [admin] = await t.db.update(admins).set({ role }).where(eq(admins.id, row!.adminId)).returning();
  return { cookie: `nb_admin=${token}`, username: admin!.username };
}

/** A signed-in professional, as an accepted invitation leaves them, with a tag their texts share. */
export async function createProfessional(
  t: TestApp,
  tag: string,
  profile: Partial<typeof professionalProfiles.$inferInsert> = {},
  user: { fullName?: string; email?: string } = {},
) {
  const account = await createSignedInUser(t, {
    fullName: `Profissional ${tag}`,
    email: `pro-${tag}-${randomToken(3)}@clinica.example`.toLowerCase(),
    ...user,
  });
  const [row] = await t.db
    .insert(professionalProfiles)
    .values({
      userId: account.user.id,
      role: 'professional',
      professionalType: 'speech_therapist',
      organizationName: `Clínica ${tag}`,
      crefitoNumber: `CRFa ${tag}`,
      ...profile,
    })
    .returning();
  return { ...account, profile: row! };
}

/** A parent with children, signed in. */
export async function createFamily(t: TestApp, fullName: string, childNames: string[]) {
  const parent = await createSignedInUser(t, {
    fullName,
    email: `familia-${randomToken(3)}@example.com`.toLowerCase(),
  });
  const kids = [];
  for (const name of childNames) kids.push(await createChild(t.db, parent.user.id, { name }));
  return { ...parent, children: kids };
}

/**
 * A professional who works with two families (Ana and Bia of one, Caio of the other), whose access
 * to a third family's child was revoked, who sees a child removed since, and who asked to accept an
 * invitation from another e-mail that a fourth family has not answered.
 */
export async function createProfessionalWorld(t: TestApp, tag: string) {
  const pro = await createProfessional(t, tag);
  const souza = await createFamily(t, 'Marta Souza', ['Ana', 'Bia']);
  const lima = await createFamily(t, 'João Lima', ['Caio']);
  const past = await createFamily(t, 'Rita Dias', ['Duda']);
  const asked = await createFamily(t, 'Sara Reis', ['Enzo']);
  const removed = await createChild(t.db, lima.user.id, { name: 'Removida', isActive: false });
  for (const child of [...souza.children, ...lima.children, removed]) await grantAccess(t.db, child, pro.user.id);
  await grantAccess(t.db, past.children[0]!, pro.user.id, { isActive: false, accessRevokedAt: t.clock.now() });
  const [request] = await t.db
    .insert(invitations)
    .values({
      parentUserId: asked.user.id,
      professionalEmail: 'outro-endereco@clinica.example',
      tokenHash: sha256(randomToken()),
      status: 'requested',
      childIds: [asked.children[0]!.id],
      invitedAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000),
      requestedByUserId: pro.user.id,
      requestedAt: t.clock.now(),
      requestInfo: { professional_type: 'speech_therapist', organization_name: null, crefito_number: null },
    })
    .returning();
  return { pro, souza, lima, past, asked, removed, request: request! };
}

export const accessOf = (t: TestApp, professionalUserId: number) =>
  t.db.select().from(professionalAccess).where(eq(professionalAccess.professionalUserId, professionalUserId));

export const outboxTo = (t: TestApp, to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, to)).orderBy(emailOutbox.id);

export const auditOf = (t: TestApp, action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
