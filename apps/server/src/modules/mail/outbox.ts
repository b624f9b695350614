import { eq } from 'drizzle-orm';
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

type OutboxRow = Pick<typeof emailOutbox.$inferSelect, 'bodyText' | 'bodyHtml' | 'secretsEnc'>;

/** The e-mail outbox; a worker will deliver from it (docs/product.md#email-delivery). */
export function createMailOutbox({ secretsKey }: Pick<AppDeps, 'secretsKey'>) {
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
        })
        .returning({ id: emailOutbox.id });
      return row!;
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
