import { invitationAcceptanceApi, type AcceptInvitationBody } from '@neurobridge/shared/api/invitation-acceptance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';

export const invitationQueryOptions = (token: string) => apiQuery(invitationAcceptanceApi.get, { params: { token } });

/** The invitation the page shows; only asked for once the visitor is signed in. */
export function useInvitation(token: string, enabled = true) {
  return useQuery({ ...invitationQueryOptions(token), enabled });
}

/**
 * Everything this account reads changes with an accepted invitation (its role, its children):
 * all of it is asked for again, except the invitation, whose page shows the success by itself.
 */
function useRefreshAfterAnswer(token: string) {
  const queryClient = useQueryClient();
  const own = invitationQueryOptions(token).queryKey;
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(own),
    });
}

export function useAcceptInvitation(token: string) {
  const refresh = useRefreshAfterAnswer(token);
  return useMutation({
    /** `idempotencyKey`: one per page, so a doubled click accepts once. */
    mutationFn: ({ body, idempotencyKey }: { body: AcceptInvitationBody; idempotencyKey: string }) =>
      callApi(invitationAcceptanceApi.accept, { body, idempotencyKey }),
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useDeclineInvitation(token: string) {
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      callApi(invitationAcceptanceApi.decline, { params: { token }, idempotencyKey }),
  });
}
