import {
  ADMIN_PROGRESS_FIRST_PAGE,
  ADMIN_USERS_PAGE_DEFAULT,
  CHILD_NOT_FOUND_FOR_USER,
  EMAIL_NOT_A_USER,
  GRANT_MONTHS,
  NO_GRANT_TO_REVOKE,
  PROFESSIONAL_IS_FREE,
  TEMPLATE_DISABLED,
  USER_NOT_FOUND,
  type adminChildProgressQuery,
  type AdminUserDetail,
  type AdminUserProgress,
  type AdminUsersPage,
  type adminUsersQuery,
  type sendEmailBody,
} from '@neurobridge/shared/api/admin-users';
import type { ProgressPage } from '@neurobridge/shared/api/progress';
import { minutesOf } from '@neurobridge/shared/domain/duration';
import type { ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import { localDateString } from '@neurobridge/shared/domain/time';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { subscriptions } from '../../db/schema/billing';
import { children } from '../../db/schema/children';
import { professionalProfiles } from '../../db/schema/professionals';
import { userSessions, users } from '../../db/schema/users';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { HttpError, notFound } from '../../lib/http-error';
import { deleteUserAccount } from '../account/delete-account';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import type { Acting } from '../../lib/actor';
import { adminNotificationEmail } from '../mail/admin-notification-email';
import { lockSubscription } from '../payments/activation';
import { addMonthsUtc } from '../payments/payment-rules';
import { averageScore, completedCount, entryCount, secondsTotal } from '../progress/progress-rules';
import { createProgressService } from '../progress/progress-service';
import { countMatching, detailRow, exportBatch, listPage, type UserFilters } from './admin-users-queries';
import { csvCells, toAdminUserDetail, toAdminUserRow, USERS_CSV_HEADER } from './admin-users-view';

type ListQuery = z.output<typeof adminUsersQuery>;
type SendEmailInput = z.output<typeof sendEmailBody>;
type ChildProgressQuery = z.output<typeof adminChildProgressQuery>;
/** Rows per select of the export: the file is written batch by batch, never held whole. */
export const EXPORT_BATCH = 1000;

type Deps = Pick<
  AppDeps,
  'db' | 'clock' | 'outbox' | 'sessionCache' | 'subscriptions' | 'catalogue' | 'progressChanged' | 'onBackgroundError'
>;

/**
 * The administration's users (docs/product.md#admin-users): reads, the export and the actions on
 * an account. Each action commits with its audit entry; one that changes a user, their sessions
 * or their subscription drops this server's cached session at once, and the database's change
 * notice drops it on the others (docs/decisions/015-session-cache.md).
 */
export function createAdminUsersService(deps: Deps, { exportBatch: batchSize = EXPORT_BATCH } = {}) {
  const { db, clock, outbox, sessionCache, onBackgroundError } = deps;
  const progress = createProgressService(deps);

  const audit = (tx: Db, acting: Acting, entry: Omit<AuditEntry, 'actor' | 'from'>) =>
    recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      ...entry,
    });

  async function detail(id: number): Promise<AdminUserDetail> {
    const row = await detailRow(db, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toAdminUserDetail(row, clock.now());
  }

  /** The user's e-mail and role, locked for the action's transaction; 404 when there is none. */
  async function lockUser(tx: Db, id: number) {
    const [row] = await tx
      .select({ id: users.id, email: users.email, isActive: users.isActive, role: professionalProfiles.role })
      .from(users)
      .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
      .where(eq(users.id, id))
      .for('update', { of: users });
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  }

  /**
   * Suspending keeps the sessions, so the person's open pages and next sign-in are told
   * (docs/product.md#suspension); reactivating ends them, so a session from before the suspension
   * never comes back to life. The reason is kept in the audit entry.
   */
  async function setActive(id: number, active: boolean, acting: Acting, reason?: string): Promise<AdminUserDetail> {
    await db.transaction(async (tx) => {
      const user = await lockUser(tx, id);
      await tx.update(users).set({ isActive: active, updatedAt: clock.now() }).where(eq(users.id, id));
      const ended =
        active && !user.isActive
          ? await tx.delete(userSessions).where(eq(userSessions.userId, id)).returning({ id: userSessions.id })
          : [];
      await audit(tx, acting, {
        action: active ? 'user.reactivated' : 'user.suspended',
        target: { type: 'user', id },
        details: {
          email: user.email,
          was_active: user.isActive,
          ...(active ? { sessions_ended: ended.length } : { reason }),
        },
      });
    });
    sessionCache.forgetUser(id);
    return detail(id);
  }

  return {
    /** A page of the list (docs/product.md#admin-users): at most 2 statements, never one per row. */
    async list(query: ListQuery): Promise<AdminUsersPage> {
      const now = clock.now();
      const limit = query.limit ?? ADMIN_USERS_PAGE_DEFAULT;
      const page = query.page ?? 1;
      const rows = await listPage(db, query, now, limit, (page - 1) * limit);
      const total = rows[0]?.total ?? (page > 1 ? await countMatching(db, query, now) : 0);
      return { users: rows.map((r) => toAdminUserRow(r, now)), total, page, limit };
    },

    detail,

    /**
     * The users matching the filters as CSV (docs/product.md#admin-users), for Brazilian spreadsheets
     * (docs/product.md#csv-files); written batch by batch to the reply, so 10,000 users are never one
     * string. The export is audited with its filters and the rows written when the stream ends.
     */
    exportCsv(filters: UserFilters, acting: Acting): { stream: Readable; filename: string } {
      const now = clock.now();
      const filename = `neurobridge_usuarios_${localDateString(now)}.csv`;
      async function* lines() {
        let rows = 0;
        let complete = false;
        try {
          yield CSV_BOM + csvRow(USERS_CSV_HEADER);
          let before: number | null = null;
          for (;;) {
            const batch = await exportBatch(db, filters, now, before, batchSize);
            if (batch.length === 0) break;
            let chunk = '';
            for (const row of batch) {
              chunk += csvRow(csvCells(toAdminUserRow(row, now)));
            }
            rows += batch.length;
            yield chunk;
            if (batch.length < batchSize) break;
            before = batch[batch.length - 1]!.id;
          }
          complete = true;
        } finally {
          const applied = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
          await audit(db, acting, { action: 'users.exported', details: { filters: applied, rows, complete } }).catch(
            (err: unknown) => onBackgroundError(err, 'users export not audited'),
          );
        }
      }
      return { stream: Readable.from(lines()), filename };
    },

    /**
     * Queues the `admin_notification` e-mail to a user's address (docs/product.md#admin-user-actions);
     * an address that is no user's is 404. The audit keeps the subject, never the text.
     */
    async sendEmail(body: SendEmailInput, acting: Acting): Promise<{ queued: true }> {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${body.email})`)
          .orderBy(asc(users.id))
          .limit(1);
        if (!user) throw notFound(EMAIL_NOT_A_USER);
        const email = adminNotificationEmail(body.data);
        const queued = await outbox.enqueue(tx, { to: user.email, templateType: 'admin_notification', ...email });
        if (!queued) throw new HttpError(409, TEMPLATE_DISABLED);
        await audit(tx, acting, {
          action: 'user.email_sent',
          target: { type: 'user', id: user.id },
          details: { email: user.email, subject: email.subject, outbox_id: queued.id },
        });
      });
      return { queued: true };
    },

    /**
     * Free access for 12 months from now: the parent's one subscription becomes an active
     * `admin_granted` plan, which unlocks every activity (docs/product.md#admin-user-actions). A
     * professional's account is free already: 409.
     */
    async grantAccess(id: number, acting: Acting): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (user.role === 'professional') throw new HttpError(409, PROFESSIONAL_IS_FREE);
        const now = clock.now();
        const sub = await lockSubscription(tx, id);
        const end = addMonthsUtc(now, GRANT_MONTHS);
        await tx
          .update(subscriptions)
          .set({
            status: 'active',
            planType: 'admin_granted',
            subscriptionStartDate: now,
            subscriptionEndDate: end,
            amountPaid: null,
            paymentProvider: null,
            paymentReference: null,
            autoRenew: false,
            lastPaymentAt: null,
            cancelledAt: null,
            cancellationReason: null,
            updatedAt: now,
          })
          .where(eq(subscriptions.id, sub.id));
        await audit(tx, acting, {
          action: 'user.access_granted',
          target: { type: 'user', id },
          details: {
            email: user.email,
            plan_type: 'admin_granted',
            months: GRANT_MONTHS,
            until: end.toISOString(),
            previous_plan: sub.planType,
            previous_status: sub.status,
          },
        });
      });
      sessionCache.forgetUser(id);
      return detail(id);
    },

    /**
     * Ends a grant of the administration at once: the plan expires now and the activities lock
     * again (docs/product.md#admin-user-actions). Without an active grant: 409.
     */
    async revokeAccess(id: number, acting: Acting): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        const sub = await lockSubscription(tx, id);
        const now = clock.now();
        const granted =
          sub.planType === 'admin_granted' &&
          sub.status === 'active' &&
          (sub.subscriptionEndDate === null || sub.subscriptionEndDate > now);
        if (!granted) throw new HttpError(409, NO_GRANT_TO_REVOKE);
        await tx
          .update(subscriptions)
          .set({ status: 'expired', subscriptionEndDate: now, updatedAt: now })
          .where(eq(subscriptions.id, sub.id));
        await audit(tx, acting, {
          action: 'user.access_revoked',
          target: { type: 'user', id },
          details: {
            email: user.email,
            plan_type: 'admin_granted',
            was_until: sub.subscriptionEndDate?.toISOString() ?? null,
          },
        });
      });
      sessionCache.forgetUser(id);
      return detail(id);
    },

    /** Suspends with the admin's reason: the user is refused everywhere with the notice (docs/product.md#suspension). Idempotent. */
    suspend: (id: number, reason: string, acting: Acting) => setActive(id, false, acting, reason),
    reactivate: (id: number, acting: Acting) => setActive(id, true, acting),

    /** Deletes the account with the cascade of docs/product.md#data-rights, and its audit entry, at once. */
    async remove(id: number, acting: Acting): Promise<void> {
      const families = await db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        const seen = await deleteUserAccount(tx, id, { outbox, by: 'admin' });
        if (!seen) throw notFound(USER_NOT_FOUND);
        await audit(tx, acting, {
          action: 'user.deleted',
          target: { type: 'user', id },
          details: { email: user.email },
        });
        return seen;
      });
      sessionCache.forgetUser(id);
      for (const parentId of families) sessionCache.forgetReadsOf(parentId);
    },

    /**
     * The user's children with their summaries and newest entries (docs/product.md#admin-user-progress):
     * the children with their numbers in one statement, their first entries in another.
     */
    async progress(id: number): Promise<AdminUserProgress> {
      const [user] = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      if (!user) throw notFound(USER_NOT_FOUND);
      const kids = await db
        .select({
          id: children.id,
          name: children.name,
          birthDate: children.birthDate,
          avatarUrl: children.avatarUrl,
          isActive: children.isActive,
          // The progress rules, over the child's entries (none: 0, null, 0, 0).
          completed: completedCount(),
          average: averageScore(),
          totalTime: secondsTotal(),
          total: entryCount(),
        })
        .from(children)
        .leftJoin(progressEntries, eq(progressEntries.childId, children.id))
        .where(eq(children.parentUserId, id))
        .groupBy(children.id)
        .orderBy(asc(children.createdAt), asc(children.id));
      const take = ADMIN_PROGRESS_FIRST_PAGE + 1;
      const result = kids.length
        ? await db.execute(sql`
            select p.id, p.child_id, p.activity_title, p.activity_category, p.status, p.score, p.seconds_spent,
                   p.completion_date
            from ${children} c
            cross join lateral (
              select * from ${progressEntries} e where e.child_id = c.id
              order by e.completion_date desc, e.id desc limit ${take}
            ) p
            where c.parent_user_id = ${id}
            order by p.child_id, p.completion_date desc, p.id desc`)
        : { rows: [] };
      const entries = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return {
        user: { id: user.id, full_name: user.fullName, email: user.email },
        children: kids.map((k) => {
          const mine = entries.filter((e) => Number(e.child_id) === k.id);
          const shown = mine.slice(0, ADMIN_PROGRESS_FIRST_PAGE);
          return {
            id: k.id,
            name: k.name,
            birth_date: k.birthDate,
            avatar_url: k.avatarUrl,
            is_active: k.isActive,
            summary: {
              completed: k.completed,
              average_score: k.average,
              total_time: minutesOf(k.totalTime),
              total: k.total,
            },
            entries: shown.map((e) => ({
              id: Number(e.id),
              activity_title: String(e.activity_title),
              activity_category: String(e.activity_category),
              status: e.status as ProgressStatus,
              score: e.score === null ? null : Number(e.score),
              time_spent: minutesOf(Number(e.seconds_spent)),
              completion_date: new Date(e.completion_date as string | Date).toISOString(),
            })),
            next_cursor: mine.length > ADMIN_PROGRESS_FIRST_PAGE ? String(shown[shown.length - 1]!.id) : null,
          };
        }),
      };
    },

    /** The next entries of one of the user's children, newest first (the progress list's pages). */
    async childProgress(id: number, childId: number, query: ChildProgressQuery): Promise<ProgressPage> {
      const [child] = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.parentUserId, id)));
      if (!child) throw notFound(CHILD_NOT_FOUND_FOR_USER);
      return progress.list(childId, { limit: query.limit ?? ADMIN_PROGRESS_FIRST_PAGE, cursor: query.cursor });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
