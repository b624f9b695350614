import { childrenApi, type Child, type CreateChildBody, type UpdateChildBody } from '@neurobridge/shared/api/children';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';
import { childProgressQueryOptions } from './child-progress';
import { childProgressSummaryQueryOptions } from './child-progress-summary';

export const childrenQueryOptions = apiQuery(childrenApi.list, {});

/** Stats depend on children: every change here refreshes them too (docs/product.md#dashboard-stats). */
const STATS_KEY = [dashboardApi.stats.path];

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `idempotencyKey`: one per add-child dialog, so a doubled or retried submit creates one child. */
    mutationFn: ({ body, idempotencyKey }: { body: CreateChildBody; idempotencyKey: string }) =>
      callApi(childrenApi.create, { body, idempotencyKey }),
    onSuccess: (created) => {
      queryClient.setQueryData<Child[]>(childrenQueryOptions.queryKey, (list) => [...(list ?? []), created]);
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}

export function useUpdateChild(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChildBody) => callApi(childrenApi.update, { params: { id }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Child[]>(childrenQueryOptions.queryKey, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
    },
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(childrenApi.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Child[]>(childrenQueryOptions.queryKey, (list) => list?.filter((c) => c.id !== id));
      // The child's progress is gone with it: neither its list nor its numbers may be shown again.
      queryClient.removeQueries({ queryKey: childProgressQueryOptions(id).queryKey });
      queryClient.removeQueries({ queryKey: childProgressSummaryQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}
