import { professionalApi, type UpdateSessionBody } from '@neurobridge/shared/api/professional';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { invalidateIfAccessEnded, invalidateSessionReads } from './invalidate';
import { sessionQueryOptions } from './session';

export function useUpdateSession(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSessionBody) => callApi(professionalApi.updateSession, { params: { id }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(sessionQueryOptions(id).queryKey, updated);
      invalidateSessionReads(queryClient);
    },
    onError: (error) => invalidateIfAccessEnded(queryClient, error),
  });
}
