import type { InviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export function useInviteProfessional() {
  return useMutation({
    /** `idempotencyKey`: one per invite dialog, so a doubled or retried submit sends one invitation. */
    mutationFn: ({ body, idempotencyKey }: { body: InviteProfessionalBody; idempotencyKey: string }) =>
      apiFetch(api.invite, { method: 'POST', body, idempotencyKey }),
  });
}
