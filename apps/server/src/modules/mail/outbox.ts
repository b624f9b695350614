import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';

export interface OutgoingEmail {
  to: string;
  /** A key of email_templates (seeded in db/seed/defaults.ts). */
  templateType: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an e-mail in the outbox; a worker delivers it later (ARCHITECTURE: SMTP through an
 * outbox table). Pass the transaction that writes the record the e-mail is about, so both are
 * stored or neither is. A template the admin switched off (spec part 2 §2, /admin/smtp) is not
 * queued: the answer is null.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<{ id: number } | null> {
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
    })
    .returning({ id: emailOutbox.id });
  return row!;
}
