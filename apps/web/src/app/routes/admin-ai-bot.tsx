import { AiBotScreen } from '../../features/admin/ai/ai-bot-screen';

/** /admin/ai-bot (docs/product.md#admin-ai-bot): inside the admin layout, which holds the token check and the back button. */
export function AdminAiBotRoute() {
  return <AiBotScreen />;
}
