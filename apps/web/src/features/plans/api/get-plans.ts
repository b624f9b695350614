import type { PlansResponse } from '@neurobridge/shared/api/plans';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: () => apiFetch<PlansResponse>(api.plans),
  staleTime: 5 * 60_000,
});
