import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { exchangeCodeForSession } from '../../features/session/api/exchange-code';
import { forgetSuspension, suspensionNotice } from '../../lib/account-suspended';
import { messages } from '../../locales/pt-BR/messages';

/**
 * /auth/callback (docs/product.md#sign-in): 'Finalizando login...', exchange the code, then
 * the invitation the sign-in was started for (docs/product.md#accepting-an-invitation), else
 * /dashboard; on failure, /, or the notice of a suspended account.
 */
export function AuthCallbackRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    exchangeCodeForSession(search)
      .then(async (returnTo) => {
        // Nothing of a previous session may leak into this one.
        queryClient.clear();
        forgetSuspension();
        if (active) navigate(returnTo ?? paths.dashboard, { replace: true });
      })
      .catch((err: Error) => {
        console.error(err.message);
        // A suspended account is told so (docs/product.md#suspension), not sent back silently.
        if (active) navigate(suspensionNotice() ? paths.accountSuspended : paths.home, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [search, navigate, queryClient]);

  return <Spinner label={messages.authCallback.finishing} />;
}
