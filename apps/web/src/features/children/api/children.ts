import { childrenApi, type Child, type CreateChildBody, type UpdateChildBody } from '@neurobridge/shared/api/children';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { progressApi } from '@neurobridge/shared/api/progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';

export const childrenQueryOptions = apiQuery(childrenApi.list, {});
export const childProgressQueryOptions = (id: number) => apiQuery(progressApi.list, { params: { id } });

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
      queryClient.removeQueries({ queryKey: childProgressQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}
