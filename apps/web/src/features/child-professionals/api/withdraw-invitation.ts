import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../../lib/api';

/**
 * Withdraws a pending invitation, for all its children: every child's list is refreshed
 * (docs/product.md#professionals-of-a-child).
 */
export function useWithdrawInvitation(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      callApi(childProfessionalsApi.withdrawInvitation, { params: { id: childId, invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(childProfessionalsApi.list) }),
  });
}
