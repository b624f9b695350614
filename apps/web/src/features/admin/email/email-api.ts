import { adminEmailApi, type EmailStatus } from '@neurobridge/shared/api/admin-email';
import { adminKey, adminPages, adminQuery } from '../api/admin-client';

/** The saved e-mail server (password masked) and the templates' switches (docs/product.md#admin-smtp). */
export const smtpSettingsQuery = adminQuery(adminEmailApi.smtp, {});
export const emailTemplatesQuery = adminQuery(adminEmailApi.templates, {});

/** Every page of the outbox, whatever the filter: what a resend invalidates. */
export const OUTBOX_KEY = adminKey(adminEmailApi.emails);

/** The outbox in pages of 50, newest first; the next page starts after the last id shown (docs/product.md#email-outbox). */
export function outboxPagesQuery(status: EmailStatus | undefined) {
  return adminPages(adminEmailApi.emails, { query: status ? { status } : {} });
}

export const outboxEmailQuery = (id: number) => adminQuery(adminEmailApi.email, { params: { id: String(id) } });
