import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tsz, updatedAt } from './common';

export const smtpSettings = pgTable('smtp_settings', {
  id: smallint('id').primaryKey().default(1),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port').notNull().default(587),
  smtpUser: text('smtp_user'),
  /** Encrypted at rest (docs/product.md#secrets). */
  smtpPasswordEnc: text('smtp_password_enc'),
  smtpSecure: boolean('smtp_secure').notNull().default(true),
  fromName: text('from_name').notNull().default('NeuroBridge'),
  fromEmail: text('from_email'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

export const emailTemplates = pgTable('email_templates', {
  templateType: text('template_type').primaryKey(),
  templateName: text('template_name').notNull(),
  description: text('description').notNull().default(''),
  isEnabled: boolean('is_enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Every e-mail goes through the outbox; a worker delivers it (or the admin reads it in demo mode). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toEmail: text('to_email').notNull(),
    templateType: text('template_type').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /**
     * What the bodies must not keep in the clear (a one-time link), sealed with SECRETS_KEY; the
     * bodies hold `{{name}}` in its place. Cleared once the e-mail is delivered.
     */
    secretsEnc: text('secrets_enc'),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tsz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: tsz('sent_at'),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.nextAttemptAt)],
);
