import { eq } from 'drizzle-orm';
import { admins, adminTokens } from '../src/db/schema/admin';
import { randomToken, sha256 } from '../src/lib/crypto';
import type { Db } from '../src/db/client';
import { professionalProfiles } from '../src/db/schema/professionals';
import { appSettings } from '../src/db/schema/admin';
import { termsAcceptances, users } from '../src/db/schema/users';
import { APP_SETTING_DEFAULTS } from '../src/modules/settings/settings-service';
import { PROFESSIONAL_TERMS_VERSION } from '../src/modules/terms/terms-texts';
import { createSessionCache } from '../src/modules/auth/session-cache';
import { createSessionService } from '../src/modules/auth/session-service';
import type { TestApp } from './test-app';

let seq = 0;

/**
 * A user who accepted the current terms (and the professional's), as every account must before it
 * reaches a child's data (docs/product.md#consent-gate); `{ consent: false }` makes one who has not.
 */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  { consent = true }: { consent?: boolean } = {},
) {
  seq += 1;
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://issuer.test',
      subject: `subject-${seq}-${Math.random().toString(36).slice(2)}`,
      email: `parent${seq}@example.com`,
      fullName: `Pessoa ${seq}`,
      givenName: 'Pessoa',
      familyName: String(seq),
      ...overrides,
    })
    .returning();
  if (consent) await acceptCurrentTerms(db, user!.id);
  return user!;
}

/**
 * Records the user's acceptance of the terms version now in the app settings and of the
 * professional's terms, so the account passes the consent gate whichever role a test gives it.
 */
export async function acceptCurrentTerms(db: Db, userId: number) {
  const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, 'terms_version'));
  const versions = [setting?.value ?? APP_SETTING_DEFAULTS.terms_version, PROFESSIONAL_TERMS_VERSION];
  await db
    .insert(termsAcceptances)
    .values(versions.map((termsVersion) => ({ userId, termsVersion, textHash: 'test' })));
}

/** A new session for a user, as of the test app's clock; returns the Cookie header to send. */
export async function sessionCookie(t: TestApp, userId: number): Promise<string> {
  return `nb_session=${await createSessionService({ ...t, sessionCache: createSessionCache() }).create(userId, {})}`;
}

/** A user with a live session; returns the Cookie header to send. */
export async function createSignedInUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { consent?: boolean } = {},
) {
  const user = await createUser(t.db, overrides, options);
  return { user, cookie: await sessionCookie(t, user.id) };
}

/** An administrator with a live bearer token (as the admin sign-in will issue); returns the token. */
export async function createAdminToken(
  t: TestApp,
  overrides: Partial<typeof adminTokens.$inferInsert> = {},
  /** The admin's own columns: a role (`owner` by default), a suspension. */
  adminOverrides: Partial<typeof admins.$inferInsert> = {},
) {
  const [admin] = await t.db
    .insert(admins)
    .values({ username: `admin-${randomToken(4)}`, passwordHash: 'x', ...adminOverrides })
    .returning();
  const token = randomToken();
  await t.db.insert(adminTokens).values({
    adminId: admin!.id,
    tokenHash: sha256(token),
    expiresAt: new Date(t.clock.now().getTime() + 3600_000),
    ...overrides,
  });
  return token;
}

/**
 * The request headers of every caller an admin route refuses with 401 (docs/product.md#admin-sign-in):
 * nobody, a parent's session, a professional's session, a revoked and an expired admin token.
 */
export async function refusedAdminCallers(t: TestApp): Promise<Record<string, string>[]> {
  const parent = await createSignedInUser(t);
  const pro = await createSignedInUser(t);
  await t.db.insert(professionalProfiles).values({ userId: pro.user.id, role: 'professional' });
  const revoked = await createAdminToken(t, { revokedAt: t.clock.now() });
  const expired = await createAdminToken(t, { expiresAt: new Date(t.clock.now().getTime() - 1000) });
  const bearer = (token: string) => ({ cookie: `nb_admin=${token}` });
  return [{}, { cookie: parent.cookie }, { cookie: pro.cookie }, bearer(revoked), bearer(expired)];
}
