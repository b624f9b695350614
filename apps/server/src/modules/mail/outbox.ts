import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { open, seal } from '../../lib/secret-box';

export interface OutgoingEmail {
  to: string;
  /** A key of email_templates (seeded in db/seed/defaults.ts). */
  templateType: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values the stored bodies must not hold in the clear, such as a one-time link: the bodies
   * carry `{{name}}` in their place (see `secretPlaceholder`), and the values are sealed with
   * the secrets key until delivery (docs/product.md#secrets).
   */
  secrets?: Record<string, string>;
}

export const secretPlaceholder = (name: string) => `{{${name}}}`;

/**
 * The advisory lock class under which the transaction that queues an e-mail holds its row's id
 * until it ends: the delivery run started for it takes the same lock first, so it starts only
 * after that commit (delivery.ts `start`).
 */
export const QUEUED_LOCK_CLASS = 0x6e62_6d71;

type OutboxRow = Pick<typeof emailOutbox.$inferSelect, 'bodyText' | 'bodyHtml' | 'secretsEnc'>;

/**
 * The e-mail outbox; the delivery worker (delivery.ts) sends from it
 * (docs/product.md#email-outbox). With a clock, an e-mail is due from the app's now.
 */
export function createMailOutbox({ secretsKey, clock }: Pick<AppDeps, 'secretsKey'> & Partial<Pick<AppDeps, 'clock'>>) {
  let announce: ((id: number) => void) | null = null;
  return {
    /**
     * Queues an e-mail. `tx` is the transaction that writes the record the e-mail is about, so
     * both are stored or neither is. A template the admin switched off is not queued: the answer
     * is null (docs/product.md#invitation-e-mail).
     */
    async enqueue(tx: Db, email: OutgoingEmail): Promise<{ id: number } | null> {
      const [template] = await tx
        .select({ isEnabled: emailTemplates.isEnabled })
        .from(emailTemplates)
        .where(eq(emailTemplates.templateType, email.templateType))
        .limit(1);
      if (template && !template.isEnabled) return null;
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          toEmail: email.to,
          templateType: email.templateType,
          subject: email.subject,
          bodyText: email.text,
          bodyHtml: email.html ?? null,
          secretsEnc: email.secrets ? seal(secretsKey, JSON.stringify(email.secrets)) : null,
          ...(clock ? { nextAttemptAt: clock.now() } : {}),
        })
        .returning({ id: emailOutbox.id });
      if (announce) {
        // Released when the writer's transaction ends; the run started for this e-mail waits on it.
        await tx.execute(sql`select pg_advisory_xact_lock(${QUEUED_LOCK_CLASS}::int, ${row!.id}::int)`);
        announce(row!.id);
      }
      return row!;
    },

    /**
     * Tells `listener` of each e-mail queued from now on, from inside its writer's transaction
     * (the id is locked until that transaction ends: see QUEUED_LOCK_CLASS). The delivery worker
     * started by main.ts listens; in tests nothing does unless they start it.
     */
    onQueued(listener: (id: number) => void): void {
      announce = listener;
    },

    /** The bodies as they are sent: each `{{name}}` replaced by its sealed value. */
    render(row: OutboxRow): { text: string; html: string | null } {
      if (!row.secretsEnc) return { text: row.bodyText, html: row.bodyHtml };
      const secrets = JSON.parse(open(secretsKey, row.secretsEnc)) as Record<string, string>;
      const fill = (body: string) =>
        Object.entries(secrets).reduce((out, [name, value]) => out.replaceAll(secretPlaceholder(name), value), body);
      return { text: fill(row.bodyText), html: row.bodyHtml === null ? null : fill(row.bodyHtml) };
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
