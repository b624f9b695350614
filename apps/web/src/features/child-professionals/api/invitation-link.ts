import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/**
 * Reads a pending invitation's accept link, for the parent to send it themselves
 * (docs/product.md#invitation-e-mail-status). Read on demand, never kept in the query cache.
 */
export function useInvitationLink(childId: number) {
  return useMutation({
    mutationFn: (invitationId: number) =>
      callApi(childProfessionalsApi.invitationLink, { params: { id: childId, invitationId } }),
  });
}
