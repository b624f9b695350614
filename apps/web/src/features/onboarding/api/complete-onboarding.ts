import type { CurrentUser } from '@neurobridge/shared/api/auth';
import { onboardingApi, type CompleteOnboardingBody } from '@neurobridge/shared/api/onboarding';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/**
 * Saves the chosen role. The session's user is updated by the screen when it leaves onboarding,
 * so the done step shows first (docs/product.md#onboarding).
 */
export function useCompleteOnboarding() {
  return useMutation<CurrentUser, Error, CompleteOnboardingBody>({
    mutationFn: (body) => callApi(onboardingApi.complete, { body }),
  });
}
