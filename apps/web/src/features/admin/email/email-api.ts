import { adminEmailApi, type EmailStatus } from '@neurobridge/shared/api/admin-email';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { adminCall, adminQuery } from '../api/admin-client';

/** The saved e-mail server (password masked) and the templates' switches (docs/product.md#admin-smtp). */
export const smtpSettingsQuery = adminQuery(adminEmailApi.smtp, {});
export const emailTemplatesQuery = adminQuery(adminEmailApi.templates, {});

/** Every page of the outbox, whatever the filter: what a resend invalidates. */
export const OUTBOX_KEY = ['admin', adminEmailApi.emails.path] as const;

/** The outbox in pages of 50, newest first; the next page starts after the last id shown (docs/product.md#email-outbox). */
export function outboxPagesQuery(status: EmailStatus | undefined) {
  const query = status ? { status } : {};
  return infiniteQueryOptions({
    queryKey: [...OUTBOX_KEY, query] as const,
    queryFn: ({ pageParam, signal }) =>
      adminCall(adminEmailApi.emails, {
        query: pageParam ? { ...query, cursor: String(pageParam) } : query,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export const outboxEmailQuery = (id: number) => adminQuery(adminEmailApi.email, { params: { id: String(id) } });
