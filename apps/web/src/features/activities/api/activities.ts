import type { Activity, ActivitiesQuery } from '@neurobridge/shared/api/activities';
import type { CreateProgressBody, ProgressEntry } from '@neurobridge/shared/api/progress';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../filters';

export const activitiesQueryOptions = (query: ActivitiesQuery) =>
  queryOptions({
    queryKey: ['activities', query],
    queryFn: () => apiFetch<Activity[]>(api.activities(queryString(query))),
    staleTime: 60_000,
  });

export function useSaveProgress(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProgressBody) =>
      apiFetch<ProgressEntry>(api.childProgress(childId), { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['children', childId, 'progress'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'stats'] });
    },
  });
}
