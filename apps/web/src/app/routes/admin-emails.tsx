import { OutboxScreen } from '../../features/admin/email/outbox-screen';

/** /admin/emails (docs/product.md#email-outbox): inside the admin layout, which holds the token check. */
export function AdminEmailsRoute() {
  return <OutboxScreen />;
}
