import { activitiesApi, type ActivitiesQuery } from '@neurobridge/shared/api/activities';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { progressApi, type CreateProgressBody } from '@neurobridge/shared/api/progress';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

export const activitiesQueryOptions = (query: ActivitiesQuery) =>
  queryOptions({ ...apiQuery(activitiesApi.list, { query }), staleTime: 60_000 });

export function useSaveProgress(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProgressBody) => callApi(progressApi.record, { params: { id: childId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.list, { id: childId }) });
      void queryClient.invalidateQueries({ queryKey: [dashboardApi.stats.path] });
    },
  });
}
