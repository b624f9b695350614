import { eq } from 'drizzle-orm';
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
   * `secretsKey` until delivery (docs/product.md#secrets).
   */
  secrets?: Record<string, string>;
}

export const secretPlaceholder = (name: string) => `{{${name}}}`;

/**
 * Queues an e-mail in the outbox; a worker delivers it later (ARCHITECTURE: SMTP through an
 * outbox table). Pass the transaction that writes the record the e-mail is about, so both are
 * stored or neither is. A template the admin switched off (spec part 2 §2, /admin/smtp) is not
 * queued: the answer is null.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail, secretsKey?: Buffer): Promise<{ id: number } | null> {
  if (email.secrets && !secretsKey) throw new Error('enqueueEmail: secrets need a key');
  const [template] = await db
    .select({ isEnabled: emailTemplates.isEnabled })
    .from(emailTemplates)
    .where(eq(emailTemplates.templateType, email.templateType))
    .limit(1);
  if (template && !template.isEnabled) return null;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: email.to,
      templateType: email.templateType,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html ?? null,
      secretsEnc: email.secrets ? seal(secretsKey!, JSON.stringify(email.secrets)) : null,
    })
    .returning({ id: emailOutbox.id });
  return row!;
}

type OutboxRow = Pick<typeof emailOutbox.$inferSelect, 'bodyText' | 'bodyHtml' | 'secretsEnc'>;

/** The bodies as they are sent: each `{{name}}` replaced by its sealed value. */
export function renderOutboxEmail(row: OutboxRow, secretsKey: Buffer): { text: string; html: string | null } {
  if (!row.secretsEnc) return { text: row.bodyText, html: row.bodyHtml };
  const secrets = JSON.parse(open(secretsKey, row.secretsEnc)) as Record<string, string>;
  const fill = (body: string) =>
    Object.entries(secrets).reduce((out, [name, value]) => out.replaceAll(secretPlaceholder(name), value), body);
  return { text: fill(row.bodyText), html: row.bodyHtml === null ? null : fill(row.bodyHtml) };
}
