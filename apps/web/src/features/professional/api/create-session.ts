import { professionalApi, type CreateSessionBody } from '@neurobridge/shared/api/professional';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { invalidateIfAccessEnded, invalidateSessionReads } from './invalidate';
import { sessionQueryOptions } from './session';

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `idempotencyKey`: one per form, so a doubled or retried submit logs one session. */
    mutationFn: ({ body, idempotencyKey }: { body: CreateSessionBody; idempotencyKey: string }) =>
      callApi(professionalApi.createSession, { body, idempotencyKey }),
    onSuccess: (created) => {
      queryClient.setQueryData(sessionQueryOptions(created.id).queryKey, created);
      invalidateSessionReads(queryClient);
    },
    onError: (error) => invalidateIfAccessEnded(queryClient, error),
  });
}
