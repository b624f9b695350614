import { accountExportFilename, type AccountExport, type AccountResponse } from '@neurobridge/shared/api/account';
import { readSensorySettings } from '@neurobridge/shared/domain/sensory';
import { localDateString } from '@neurobridge/shared/domain/time';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { checkouts, payments, subscriptions } from '../../db/schema/billing';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { children } from '../../db/schema/children';
import {
  invitations,
  professionalAccess,
  professionalProfiles,
  professionalSessions,
} from '../../db/schema/professionals';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';
import { termsAcceptances, users } from '../../db/schema/users';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session-service';
import type { PaymentProvider } from '../payments/payment-provider';
import { exportRow, groupBy, toAccountProfile, toConsent } from './account-view';
import { dataRecipients, type ProfessionalRecipient } from './data-recipients';
import { deleteUserAccount } from './delete-account';

/** Where a request came from, for the audit trail. */
type Origin = { ip: string | null; userAgent: string | null };

/** The rows of a raw query: PGlite answers `{ rows }`, node-postgres' drizzle driver answers the same shape. */
function firstRow<T>(result: unknown): T | undefined {
  const rows = Array.isArray(result) ? result : (result as { rows: T[] }).rows;
  return rows[0] as T | undefined;
}

/**
 * Runs queries one after the other: in a transaction they share one connection, which runs one
 * query at a time anyway (and node-postgres refuses overlapping queries on a client).
 */
async function inOrder<const T extends readonly (() => PromiseLike<unknown>)[]>(
  steps: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

const actorOf = (user: SessionUser) => ({ type: 'user' as const, id: user.id, label: user.email });

/** The ids of the caller's children, as a subquery: one query per table, never one per child. */
const myChildIds = (db: Db, userId: number) =>
  db.select({ id: children.id }).from(children).where(eq(children.parentUserId, userId));

/**
 * A family's own data rights (docs/product.md#data-rights): the account page, the download of
 * everything, deleting the account. Every method acts on the signed-in caller only.
 */
export function createAccountService({
  db,
  clock,
  config,
  settings,
  sessionCache,
  outbox,
  paymentProvider,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'settings' | 'sessionCache' | 'outbox'> & {
  /** Which payment provider is in effect now (docs/product.md#paying). */
  paymentProvider: PaymentProvider;
}) {
  /** Professionals with active access to the caller's children, one row per professional (docs/product.md#my-account). */
  async function professionalsOf(userId: number): Promise<ProfessionalRecipient[]> {
    const rows = await db
      .select({ id: users.id, name: users.fullName, email: users.email, child: children.name })
      .from(professionalAccess)
      .innerJoin(users, eq(users.id, professionalAccess.professionalUserId))
      .innerJoin(children, eq(children.id, professionalAccess.childId))
      .where(and(eq(professionalAccess.parentUserId, userId), eq(professionalAccess.isActive, true)))
      .orderBy(asc(users.fullName), asc(users.id), asc(children.name));
    return [...groupBy(rows, (r) => r.id).values()].map((group) => ({
      name: group[0]!.name || group[0]!.email,
      email: group[0]!.email,
      children: group.map((r) => r.child),
    }));
  }

  /** Whether an AI key is stored and an AI feature is on, and the SMTP host in use: one query. */
  async function providersInUse() {
    const result = await db.execute(sql`
      select (select api_key_enc is not null from ai_settings where id = 1) as ai_key,
             (select smtp_host from smtp_settings where id = 1 and is_active and coalesce(smtp_host, '') <> '') as smtp_host`);
    const row = firstRow<{ ai_key: boolean | null; smtp_host: string | null }>(result);
    return { aiKey: row?.ai_key === true, smtpHost: row?.smtp_host ?? null };
  }

  return {
    async get(user: SessionUser): Promise<AccountResponse> {
      const [consents, professionals, providers, appSettings, payment] = await Promise.all([
        db
          .select()
          .from(termsAcceptances)
          .where(eq(termsAcceptances.userId, user.id))
          .orderBy(desc(termsAcceptances.acceptedAt), desc(termsAcceptances.id)),
        user.role === 'professional' ? Promise.resolve([]) : professionalsOf(user.id),
        providersInUse(),
        settings.all(),
        paymentProvider.state(),
      ]);
      const aiOn = appSettings.ai_chat_enabled === 'true' || appSettings.report_generation_enabled === 'true';
      return {
        profile: toAccountProfile(user),
        consents: consents.map(toConsent),
        recipients: dataRecipients(
          user.role,
          { config, payments: payment.mode, aiInUse: providers.aiKey && aiOn, smtpHost: providers.smtpHost },
          professionals,
        ),
      };
    },

    /**
     * Everything about the caller and their children (docs/product.md#data-download), read in one
     * consistent snapshot, one query per table; the download is written to the audit trail.
     */
    async export(user: SessionUser, from: Origin): Promise<{ filename: string; document: AccountExport }> {
      const now = clock.now();
      const document = await db.transaction(
        async (tx) => {
          const mine = myChildIds(tx, user.id);
          const [
            [profile],
            [proProfile],
            consents,
            [subscription],
            myPayments,
            myCheckouts,
            kids,
            progress,
            schedule,
            completions,
            kidRewards,
            access,
            sessions,
            sent,
            chats,
            messages,
            asProAccess,
            asProSessions,
          ] = await inOrder([
            () => tx.select().from(users).where(eq(users.id, user.id)),
            () => tx.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id)),
            () =>
              tx
                .select()
                .from(termsAcceptances)
                .where(eq(termsAcceptances.userId, user.id))
                .orderBy(asc(termsAcceptances.id)),
            () => tx.select().from(subscriptions).where(eq(subscriptions.parentUserId, user.id)),
            () => tx.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.id)),
            () => tx.select().from(checkouts).where(eq(checkouts.userId, user.id)).orderBy(asc(checkouts.createdAt)),
            () => tx.select().from(children).where(eq(children.parentUserId, user.id)).orderBy(asc(children.id)),
            () =>
              tx
                .select()
                .from(progressEntries)
                .where(inArray(progressEntries.childId, mine))
                .orderBy(asc(progressEntries.completionDate), asc(progressEntries.id)),
            () =>
              tx
                .select()
                .from(scheduleEntries)
                .where(inArray(scheduleEntries.childId, mine))
                .orderBy(asc(scheduleEntries.id)),
            () =>
              tx
                .select({ completion: scheduleCompletions })
                .from(scheduleCompletions)
                .innerJoin(scheduleEntries, eq(scheduleEntries.id, scheduleCompletions.entryId))
                .where(inArray(scheduleEntries.childId, mine))
                .orderBy(asc(scheduleCompletions.id)),
            () => tx.select().from(rewards).where(inArray(rewards.childId, mine)).orderBy(asc(rewards.id)),
            () =>
              tx
                .select({ access: professionalAccess, name: users.fullName, email: users.email })
                .from(professionalAccess)
                .innerJoin(users, eq(users.id, professionalAccess.professionalUserId))
                .where(eq(professionalAccess.parentUserId, user.id))
                .orderBy(asc(professionalAccess.id)),
            () =>
              tx
                .select({ session: professionalSessions, name: users.fullName, email: users.email })
                .from(professionalSessions)
                .innerJoin(users, eq(users.id, professionalSessions.professionalUserId))
                .where(inArray(professionalSessions.childId, mine))
                .orderBy(asc(professionalSessions.sessionDate), asc(professionalSessions.id)),
            () =>
              tx.select().from(invitations).where(eq(invitations.parentUserId, user.id)).orderBy(asc(invitations.id)),
            () =>
              tx
                .select()
                .from(chatSessions)
                .where(eq(chatSessions.userId, user.id))
                .orderBy(asc(chatSessions.createdAt)),
            () =>
              tx
                .select({ message: chatMessages })
                .from(chatMessages)
                .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
                .where(eq(chatSessions.userId, user.id))
                .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
            () =>
              tx
                .select({ access: professionalAccess, childName: children.name })
                .from(professionalAccess)
                .innerJoin(children, eq(children.id, professionalAccess.childId))
                .where(eq(professionalAccess.professionalUserId, user.id))
                .orderBy(asc(professionalAccess.id)),
            () =>
              tx
                .select({ session: professionalSessions, childName: children.name })
                .from(professionalSessions)
                .innerJoin(children, eq(children.id, professionalSessions.childId))
                .where(eq(professionalSessions.professionalUserId, user.id))
                .orderBy(asc(professionalSessions.sessionDate), asc(professionalSessions.id)),
          ]);
          const byChild = <T>(rows: T[], childOf: (row: T) => number) => groupBy(rows, childOf);
          const progressOf = byChild(progress, (r) => r.childId);
          const scheduleOf = byChild(schedule, (r) => r.childId);
          const rewardsOf = byChild(kidRewards, (r) => r.childId);
          const accessOf = byChild(access, (r) => r.access.childId);
          const sessionsOf = byChild(sessions, (r) => r.session.childId);
          const completionsOf = groupBy(completions, (r) => r.completion.entryId);
          const messagesOf = groupBy(messages, (r) => r.message.sessionId);
          return {
            format: 'neurobridge-meus-dados' as const,
            version: 1 as const,
            exported_at: now.toISOString(),
            profile: exportRow(profile ?? user, ['subscription', 'role']),
            professional_profile: proProfile ? exportRow(proProfile) : null,
            consents: consents.map((r) => exportRow(r)),
            subscription: subscription ? exportRow(subscription) : null,
            payments: myPayments.map((r) => exportRow(r)),
            checkouts: myCheckouts.map((r) => exportRow(r)),
            children: kids.map((kid) => ({
              ...exportRow(kid),
              // As the games apply them: the stored choices over the defaults (docs/product.md#sensory-settings).
              sensory_settings: readSensorySettings(kid.sensorySettings),
              progress: (progressOf.get(kid.id) ?? []).map((r) => exportRow(r)),
              schedule: (scheduleOf.get(kid.id) ?? []).map((entry) => ({
                ...exportRow(entry),
                completions: (completionsOf.get(entry.id) ?? []).map((r) => exportRow(r.completion)),
              })),
              rewards: (rewardsOf.get(kid.id) ?? []).map((r) => exportRow(r)),
              professionals: (accessOf.get(kid.id) ?? []).map((r) =>
                exportRow({ ...r.access, professionalName: r.name, professionalEmail: r.email }),
              ),
              professional_sessions: (sessionsOf.get(kid.id) ?? []).map((r) =>
                exportRow({ ...r.session, professionalName: r.name, professionalEmail: r.email }),
              ),
            })),
            // The token's hash is a credential of the invited person, not data about the family.
            invitations_sent: sent.map((r) => exportRow(r, ['tokenHash', 'linkEnc'])),
            chats: chats.map((chat) => ({
              ...exportRow(chat),
              messages: (messagesOf.get(chat.id) ?? []).map((r) => exportRow(r.message)),
            })),
            as_professional: {
              access: asProAccess.map((r) => exportRow({ ...r.access, childName: r.childName })),
              sessions: asProSessions.map((r) => exportRow({ ...r.session, childName: r.childName })),
            },
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      await recordAudit(db, clock, {
        actor: actorOf(user),
        action: 'account.exported',
        target: { type: 'user', id: user.id },
        details: { children: document.children.length },
        from,
      });
      return { filename: accountExportFilename(localDateString(now)), document };
    },

    /**
     * Deletes the caller's account with everything about it (docs/product.md#account-deletion),
     * and writes it to the audit trail in the same transaction. Payment records are kept.
     */
    async remove(user: SessionUser, from: Origin): Promise<void> {
      const parentsSeen = await db.transaction(async (tx) => {
        const counted = await tx.execute(sql`
          select (select count(*)::int from children where parent_user_id = ${user.id}) as children,
                 (select count(*)::int from progress_entries where child_id in
                    (select id from children where parent_user_id = ${user.id})) as progress_entries,
                 (select count(*)::int from professional_access where parent_user_id = ${user.id}) as professional_access,
                 (select count(*)::int from payments where user_id = ${user.id}) as payments_kept`);
        const counts = firstRow<Record<string, number>>(counted) ?? {};
        const families = await deleteUserAccount(tx, user.id, { outbox, by: 'self' });
        if (!families) return [];
        await recordAudit(tx, clock, {
          actor: actorOf(user),
          action: 'account.deleted',
          target: { type: 'user', id: user.id },
          details: { ...counts },
          from,
        });
        return families;
      });
      sessionCache.forgetUser(user.id);
      for (const parentId of parentsSeen) sessionCache.forgetReadsOf(parentId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
