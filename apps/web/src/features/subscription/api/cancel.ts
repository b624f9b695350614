import { paymentsApi } from '@neurobridge/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { refreshTierQueries } from './plan-queries';
import { subscriptionQueryOptions } from './subscription';

export interface CancelInput {
  reason: string;
  /** One per confirm dialog: a doubled confirmation cancels (and refunds) once. */
  idempotencyKey: string;
}

/**
 * docs/product.md#money-back: cancels the paid plan (refunded within 7 days of the payment). The
 * answer's subscription is stored, and what depends on the tier is asked for again.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, idempotencyKey }: CancelInput) => {
      const trimmed = reason.trim();
      return callApi(paymentsApi.cancel, { body: trimmed ? { reason: trimmed } : {}, idempotencyKey });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, answer.subscription);
      refreshTierQueries(queryClient);
    },
  });
}
