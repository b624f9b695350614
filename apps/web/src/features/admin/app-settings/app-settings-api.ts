import { adminAppSettingsApi, type AppSettingsBody } from '@neurobridge/shared/api/admin-app-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminQuery } from '../api/admin-client';

export const appSettingsQuery = adminQuery(adminAppSettingsApi.get, {});

/** Saves the four settings; the screen then shows what the server stored. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppSettingsBody) => adminCall(adminAppSettingsApi.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(appSettingsQuery.queryKey, saved),
  });
}
