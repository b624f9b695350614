import { SmtpScreen } from '../../features/admin/email/smtp-screen';

// The outbox comes with this module: one chunk for the two e-mail screens (router.tsx).
export { AdminEmailsRoute } from './admin-emails';

/** /admin/smtp (docs/product.md#admin-smtp): inside the admin layout, which holds the token check. */
export function AdminSmtpRoute() {
  return <SmtpScreen />;
}
