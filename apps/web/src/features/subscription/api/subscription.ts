import type { Subscription } from '@neurobridge/shared/api/subscription';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['subscription'],
  queryFn: () => apiFetch<Subscription | null>(api.subscription),
  retry: false,
});

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    /** One key per welcome dialog: a doubled or retried start is answered once. */
    mutationFn: (idempotencyKey: string) => apiFetch<Subscription>(api.startTrial, { method: 'POST', idempotencyKey }),
    // Spec part 1 §4: the returned subscription is stored and the modal closes.
    onSuccess: (sub) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, sub);
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'stats'] });
    },
  });
}
