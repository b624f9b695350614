import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

export const subscriptionQueryOptions = queryOptions({ ...apiQuery(subscriptionApi.get, {}), retry: false });

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    /** One key per welcome dialog: a doubled or retried start is answered once. */
    mutationFn: (idempotencyKey: string) => callApi(subscriptionApi.startTrial, { idempotencyKey }),
    // The returned subscription is stored and the modal closes (docs/product.md#trial-welcome).
    onSuccess: (sub) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, sub);
      void queryClient.invalidateQueries({ queryKey: apiKey(dashboardApi.stats) });
    },
  });
}
