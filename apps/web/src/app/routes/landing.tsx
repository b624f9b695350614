import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { LandingPage } from '../../features/landing/components/landing-page';
import { landingMessages } from '../../features/landing/messages';
import { PriceQuote } from '../../features/plans/components/price-quote';
import { appInfoQueryOptions } from '../../features/session/api/get-app-info';
import { useSession } from '../../features/session/use-session';
import { messages } from '../../locales/pt-BR/messages';

export function LandingRoute() {
  const { user, isPending, login } = useSession();
  const appInfo = useQuery(appInfoQueryOptions);
  const toast = useToast();
  const [signingIn, setSigningIn] = useState(false);

  if (isPending) return <Spinner label={messages.common.loading} />;
  if (user) return <Navigate to={paths.dashboard} replace />;

  async function onSignIn() {
    setSigningIn(true);
    try {
      await login();
    } catch (err) {
      console.error((err as Error).message);
      toast(landingMessages.signInError, 'error');
      setSigningIn(false);
    }
  }

  return (
    <LandingPage
      priceQuote={<PriceQuote />}
      devSignIn={appInfo.data?.devSignIn ?? false}
      signingIn={signingIn}
      onSignIn={onSignIn}
    />
  );
}
