import type { InviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export function useInviteProfessional() {
  return useMutation({
    mutationFn: (body: InviteProfessionalBody) => apiFetch(api.invite, { method: 'POST', body }),
  });
}
