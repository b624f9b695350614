import { accountSuspendedMessage } from '@neurobridge/shared/api/errors';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { suspensionNotice } from '../../lib/account-suspended';
import { messages } from '../../locales/pt-BR/messages';

/**
 * /conta-suspensa (docs/product.md#suspension): what a suspended account's open page and sign-in
 * show instead of going back to the landing page: the server's notice, with how to reach support.
 */
export function AccountSuspendedRoute() {
  const text = suspensionNotice() ?? accountSuspendedMessage(null);
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{messages.accountSuspended.title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {text}
      </p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-8">
        {messages.common.backHome}
      </ButtonLink>
    </main>
  );
}
