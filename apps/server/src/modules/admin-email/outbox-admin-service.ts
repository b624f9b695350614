import {
  EMAIL_NOT_FOUND,
  EMAILS_PAGE_SIZE,
  ONLY_FAILED_RESEND,
  type EmailStatus,
  type OutboxEmail,
  type OutboxEmailDetail,
  type OutboxPage,
  type outboxQuery,
} from '@neurobridge/shared/api/admin-email';
import { and, asc, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { auditLog } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/mail';
import { HttpError, notFound } from '../../lib/http-error';
import type { Acting } from '../../lib/actor';
import { recordAudit } from '../audit/audit-log';
import { readSmtpRow, routeFrom } from '../mail/smtp-connection';

type Row = typeof emailOutbox.$inferSelect;
type Query = z.output<typeof outboxQuery>;

function toView(row: Row): OutboxEmail {
  return {
    id: row.id,
    to: row.toEmail,
    template_type: row.templateType,
    subject: row.subject,
    status: row.status as EmailStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/**
 * The outbox as the administration sees it (docs/product.md#email-outbox): every e-mail with its
 * status, attempts and last error, newest first; a failed one can be sent again. The address is
 * shown whole (the back-office). The bodies are shown only in demo mode (no e-mail server, not
 * production), where the outbox is how e-mails are read, links unsealed; never once delivered.
 */
export function createOutboxAdminService({
  db,
  clock,
  config,
  secretsKey,
  outbox,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'outbox'>) {
  async function isDemo(): Promise<boolean> {
    if (config.env === 'production') return false;
    return routeFrom(await readSmtpRow(db), config, secretsKey).state === 'not_configured';
  }

  /**
   * What each resend left behind: a resend starts the attempts again, and the failures before it
   * stay readable from its audit entry (docs/product.md#email-outbox), oldest first.
   */
  async function resendHistory(id: number): Promise<OutboxEmailDetail['history']> {
    const rows = await db
      .select({ at: auditLog.createdAt, details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'email.resent'), eq(auditLog.targetType, 'email'), eq(auditLog.targetId, String(id))),
      )
      .orderBy(asc(auditLog.id));
    return rows.map(({ at, details }) => {
      const d = (details ?? {}) as { attempts?: unknown; last_error?: unknown };
      return {
        resent_at: at.toISOString(),
        attempts: typeof d.attempts === 'number' ? d.attempts : null,
        error: typeof d.last_error === 'string' ? d.last_error : null,
      };
    });
  }

  async function find(id: number): Promise<Row> {
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw notFound(EMAIL_NOT_FOUND);
    return row;
  }

  return {
    async list(query: Query): Promise<OutboxPage> {
      const size = query.limit ?? EMAILS_PAGE_SIZE;
      const where: SQL[] = [];
      if (query.status) where.push(eq(emailOutbox.status, query.status));
      if (query.cursor) where.push(lt(emailOutbox.id, query.cursor));
      const [rows, demo] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(and(...where))
          .orderBy(desc(emailOutbox.id))
          .limit(size + 1),
        isDemo(),
      ]);
      const page = rows.slice(0, size);
      return {
        emails: page.map(toView),
        next_cursor: rows.length > size ? page.at(-1)!.id : null,
        demo,
      };
    },

    async detail(id: number): Promise<OutboxEmailDetail> {
      const [row, demo, history] = await Promise.all([find(id), isDemo(), resendHistory(id)]);
      let body: OutboxEmailDetail['body'] = null;
      if (demo && row.status !== 'sent') {
        try {
          body = outbox.render(row);
        } catch {
          // A link sealed under another key is not shown as garbage (docs/product.md#secrets).
          body = { text: row.bodyText, html: row.bodyHtml };
        }
      }
      return { email: toView(row), demo, body, history };
    },

    /** A failed e-mail goes back to the queue with its attempts reset; the same Message-ID is used. */
    async resend(id: number, acting: Acting): Promise<OutboxEmail> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
        if (!row) throw notFound(EMAIL_NOT_FOUND);
        if (row.status !== 'failed') throw new HttpError(409, ONLY_FAILED_RESEND);
        const [after] = await tx
          .update(emailOutbox)
          .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: clock.now() })
          .where(eq(emailOutbox.id, id))
          .returning();
        await recordAudit(tx, clock, {
          actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
          from: acting.from,
          action: 'email.resent',
          target: { type: 'email', id },
          details: {
            to: row.toEmail,
            template_type: row.templateType,
            attempts: row.attempts,
            last_error: row.lastError,
          },
        });
        return toView(after!);
      });
    },
  };
}

export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>;
