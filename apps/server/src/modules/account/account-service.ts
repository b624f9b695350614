import { accountExportFilename, type AccountExport, type AccountResponse } from '@neurobridge/shared/api/account';
import { localDateString } from '@neurobridge/shared/domain/time';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';
import { termsAcceptances, users } from '../../db/schema/users';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session-service';
import { activeAccess, ownChildren } from '../children/child-access';
import type { PaymentProvider } from '../payments/payment-provider';
import { readAccountExport } from './account-export';
import { groupBy, toAccountProfile, toConsent } from './account-view';
import { dataRecipients, type ProfessionalRecipient } from './data-recipients';
import { deleteUserAccount } from './delete-account';

/** Where a request came from, for the audit trail. */
type Origin = { ip: string | null; userAgent: string | null };

/** The rows of a raw query: PGlite answers `{ rows }`, node-postgres' drizzle driver answers the same shape. */
function firstRow<T>(result: unknown): T | undefined {
  const rows = Array.isArray(result) ? result : (result as { rows: T[] }).rows;
  return rows[0] as T | undefined;
}

const actorOf = (user: SessionUser) => ({ type: 'user' as const, id: user.id, label: user.email });

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
  /**
   * Professionals with active access to the caller's own children, one row per professional
   * (docs/product.md#my-account).
   */
  async function professionalsOf(userId: number): Promise<ProfessionalRecipient[]> {
    const rows = await db
      .select({ id: users.id, name: users.fullName, email: users.email, child: children.name })
      .from(professionalAccess)
      .innerJoin(users, eq(users.id, professionalAccess.professionalUserId))
      .innerJoin(children, eq(children.id, professionalAccess.childId))
      .where(and(ownChildren(userId), activeAccess()))
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
      const document = await db.transaction((tx) => readAccountExport(tx, user, now), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
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
        // The rows about to be deleted, counted as stored for the audit entry (every status: the
        // progress rules of modules/progress/progress-rules.ts are not what is counted here).
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
