import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OnboardingFlow } from '../../features/onboarding/components/onboarding-flow';
import { PriceQuote } from '../../features/plans/components/price-quote';
import { userQueryKey } from '../../features/session/api/get-user';
import { homeFor } from '../layout/role-redirect';

/** /onboarding (docs/product.md#onboarding): the new account's role, then its home. */
export function OnboardingRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <OnboardingFlow
      priceQuote={<PriceQuote />}
      onFinished={(user) => {
        queryClient.setQueryData(userQueryKey, user);
        navigate(homeFor(user.role), { replace: true });
      }}
    />
  );
}
