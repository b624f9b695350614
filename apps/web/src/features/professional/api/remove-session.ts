import { professionalApi } from '@neurobridge/shared/api/professional';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { invalidateSessionReads } from './invalidate';
import { sessionQueryOptions } from './session';

export function useRemoveSession(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(professionalApi.removeSession, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: sessionQueryOptions(id).queryKey });
      invalidateSessionReads(queryClient);
    },
  });
}
