import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/**
 * The parent's answer to a request to accept an invitation from another e-mail: approve (access
 * starts) or refuse (the invitation is declined). Every child's list, and the dashboard's count of
 * professionals, are asked for again (docs/product.md#professionals-of-a-child).
 */
export function useAnswerRequest(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, approve }: { invitationId: number; approve: boolean }) =>
      callApi(approve ? childProfessionalsApi.approveRequest : childProfessionalsApi.refuseRequest, {
        params: { id: childId, invitationId },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
