import { childProfessionalsApi, type ChildProfessionalsResponse } from '@neurobridge/shared/api/child-professionals';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../../lib/api';
import { childProfessionalsQueryOptions } from './child-professionals';

/** Ends a professional's access to the child; the dashboard's count follows (docs/product.md#professionals-of-a-child). */
export function useRevokeAccess(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessId: number) => callApi(childProfessionalsApi.revoke, { params: { id: childId, accessId } }),
    onSuccess: (_data, accessId) => {
      queryClient.setQueryData<ChildProfessionalsResponse>(childProfessionalsQueryOptions(childId).queryKey, (data) =>
        data ? { ...data, professionals: data.professionals.filter((p) => p.access_id !== accessId) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: apiKey(dashboardApi.stats) });
    },
  });
}
