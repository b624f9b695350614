import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { and, count, desc, eq } from 'drizzle-orm';
import { adminInvitations, admins, adminTokens, auditLog } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/mail';
import { randomToken, sha256 } from '../../lib/crypto';
import { ADMIN_COOKIE } from '../../plugins/admin-cookie';
import type { TestApp } from '../../../test/test-app';
import { createMailOutbox } from '../mail/outbox';

/**
 * A signed-in member of the team: a full token that outlives the days a test moves the clock, no
 * second factor (outside production).
 */
export async function teamMember(
  t: TestApp,
  role: AdminRole = 'owner',
  columns: Partial<typeof admins.$inferInsert> = {},
) {
  const [admin] = await t.db
    .insert(admins)
    .values({ username: `${role}-${randomToken(4).toLowerCase()}`, passwordHash: 'x', role, ...columns })
    .returning();
  const token = randomToken();
  await t.db.insert(adminTokens).values({
    adminId: admin!.id,
    tokenHash: sha256(token),
    expiresAt: new Date(t.clock.now().getTime() + 365 * 24 * 3600_000),
  });
  return { ...admin!, token, headers: { cookie: `${ADMIN_COOKIE}=${token}` } };
}

export type Member = Awaited<ReturnType<typeof teamMember>>;

type Method = 'GET' | 'POST' | 'PATCH';

/** A call to the team's routes as `who` (an admin's token, or nobody). */
export function teamCall(t: TestApp, who: Member | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The set-up link the latest `admin_invitation` e-mail to `email` carries, as delivery renders it. */
export async function invitationLinkFor(t: TestApp, email: string): Promise<{ link: string; token: string }> {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.templateType, 'admin_invitation')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no admin_invitation e-mail to ${email}`);
  const { text } = createMailOutbox({ secretsKey: t.config.secretsKey! }).render(mail);
  const link = /https?:\/\/\S+\/admin\/convite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!link) throw new Error(`no set-up link in the e-mail to ${email}`);
  return { link: link[0], token: link[1]! };
}

/** How many rows the team's tables hold: a refusal must leave them as they were. */
export async function teamCounts(t: TestApp) {
  const [[a], [i], [o], [l]] = await Promise.all([
    t.db.select({ n: count() }).from(admins),
    t.db.select({ n: count() }).from(adminInvitations),
    t.db.select({ n: count() }).from(emailOutbox),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { admins: a!.n, invitations: i!.n, outbox: o!.n, audit: l!.n };
}

/** The audit entries of one action, oldest first. */
export function auditOf(t: TestApp, action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

/** A password the strength rule accepts. */
export const STRONG_PASSWORD = 'girafa azul dança no telhado 42';
