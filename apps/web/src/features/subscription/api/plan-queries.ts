import { activitiesApi } from '@neurobridge/shared/api/activities';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '../../../lib/api';

/**
 * A new plan, a cancellation or a refund changes the tier (docs/product.md#tiers): the library,
 * every activity's lock and the dashboard's numbers are asked for again, so they show it at once.
 */
export function refreshTierQueries(queryClient: QueryClient) {
  for (const e of [activitiesApi.list, activitiesApi.get, dashboardApi.stats]) {
    void queryClient.invalidateQueries({ queryKey: apiKey(e) });
  }
}
