import {
  adminActivitiesApi,
  type AdminActivity,
  type AdminActivityBody,
  type AdminActivityList,
} from '@neurobridge/shared/api/admin-activities';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminCall, adminQuery } from '../../api/admin-client';

/** Every activity, deleted ones too: the screen searches and filters them (docs/product.md#activity-editor). */
export const activitiesQueryOptions = adminQuery(adminActivitiesApi.list, {});

/** The saved row replaces its old self in the list at once; the list is then read again. */
function applyActivity(queryClient: QueryClient, activity: AdminActivity) {
  queryClient.setQueryData<AdminActivityList>(activitiesQueryOptions.queryKey, (list) => {
    if (!list) return list;
    const known = list.activities.some((a) => a.id === activity.id);
    return {
      activities: known
        ? list.activities.map((a) => (a.id === activity.id ? activity : a))
        : [...list.activities, activity],
    };
  });
  return queryClient.invalidateQueries({ queryKey: activitiesQueryOptions.queryKey });
}

/** Without an id a new activity (POST), with one an edit (PUT). */
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminActivityBody }) =>
      id === null
        ? adminCall(adminActivitiesApi.create, { body })
        : adminCall(adminActivitiesApi.update, { params: { id }, body }),
    onSuccess: (activity) => applyActivity(queryClient, activity),
  });
}

export function useRemoveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall(adminActivitiesApi.remove, { params: { id } }),
    onSuccess: (_void, id) => {
      queryClient.setQueryData<AdminActivityList>(activitiesQueryOptions.queryKey, (list) =>
        list ? { activities: list.activities.map((a) => (a.id === id ? { ...a, is_active: false } : a)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: activitiesQueryOptions.queryKey });
    },
  });
}

export function useRestoreActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall(adminActivitiesApi.restore, { params: { id } }),
    onSuccess: (activity) => applyActivity(queryClient, activity),
  });
}

export function useGenerateTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall(adminActivitiesApi.generateTemplates, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryOptions.queryKey }),
  });
}
