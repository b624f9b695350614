import { adminAiApi, type AiSettingsBody, type AiTrainingBody } from '@neurobridge/shared/api/admin-ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminQuery } from '../api/admin-client';

/** The training items, newest first, and the provider settings (key masked). */
export const aiTrainingQuery = adminQuery(adminAiApi.trainingList, {});
export const aiSettingsQuery = adminQuery(adminAiApi.settings, {});

export function useAddTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiTrainingBody) => adminCall(adminAiApi.trainingCreate, { body }),
    // The new item goes first (docs/product.md#admin-ai-bot).
    onSuccess: (item) =>
      queryClient.setQueryData(aiTrainingQuery.queryKey, (old) => ({ items: [item, ...(old?.items ?? [])] })),
  });
}

export function useUpdateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AiTrainingBody }) =>
      adminCall(adminAiApi.trainingUpdate, { params: { id }, body }),
    onSuccess: (item) =>
      queryClient.setQueryData(aiTrainingQuery.queryKey, (old) => ({
        items: (old?.items ?? []).map((i) => (i.id === item.id ? item : i)),
      })),
  });
}

export function useRemoveTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall(adminAiApi.trainingDelete, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(aiTrainingQuery.queryKey, (old) => ({
        items: (old?.items ?? []).filter((i) => i.id !== id),
      })),
  });
}

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSettingsBody) => adminCall(adminAiApi.saveSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(aiSettingsQuery.queryKey, saved),
  });
}

export function useTestAi() {
  return useMutation({ mutationFn: (message: string) => adminCall(adminAiApi.test, { body: { message } }) });
}
