import { invitationsApi, type InviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export function useInviteProfessional() {
  return useMutation({
    /** `idempotencyKey`: one per invite dialog, so a doubled or retried submit sends one invitation. */
    mutationFn: ({ body, idempotencyKey }: { body: InviteProfessionalBody; idempotencyKey: string }) =>
      callApi(invitationsApi.invite, { body, idempotencyKey }),
  });
}
