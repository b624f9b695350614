import type { Child, CreateChildBody, UpdateChildBody } from '@neurobridge/shared/api/children';
import type { ProgressEntry } from '@neurobridge/shared/api/progress';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export const childrenQueryOptions = queryOptions({
  queryKey: ['children'],
  queryFn: () => apiFetch<Child[]>(api.children),
});

export const childProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['children', id, 'progress'],
    queryFn: () => apiFetch<ProgressEntry[]>(api.childProgress(id)),
  });

/** Stats depend on children: every change here refreshes them too (spec part 1 §4). */
const STATS_KEY = ['dashboard', 'stats'];

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `idempotencyKey`: one per add-child dialog, so a doubled or retried submit creates one child. */
    mutationFn: ({ body, idempotencyKey }: { body: CreateChildBody; idempotencyKey: string }) =>
      apiFetch<Child>(api.children, { method: 'POST', body, idempotencyKey }),
    onSuccess: (created) => {
      queryClient.setQueryData<Child[]>(childrenQueryOptions.queryKey, (list) => [...(list ?? []), created]);
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}

export function useUpdateChild(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChildBody) => apiFetch<Child>(api.child(id), { method: 'PATCH', body }),
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
    mutationFn: (id: number) => apiFetch(api.child(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Child[]>(childrenQueryOptions.queryKey, (list) => list?.filter((c) => c.id !== id));
      queryClient.removeQueries({ queryKey: ['children', id] });
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}
