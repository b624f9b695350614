import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { exchangeCodeForSession } from '../../features/session/api/exchange-code';
import { messages } from '../../locales/pt-BR/messages';

/**
 * /auth/callback (docs/product.md#sign-in): 'Finalizando login...', exchange the code, then
 * the invitation the sign-in was started for (docs/product.md#accepting-an-invitation), else
 * /dashboard; on failure, /.
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
        if (active) navigate(returnTo ?? paths.dashboard, { replace: true });
      })
      .catch((err: Error) => {
        console.error(err.message);
        if (active) navigate(paths.home, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [search, navigate, queryClient]);

  return <Spinner label={messages.authCallback.finishing} />;
}
