import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-client';
import { OUTBOX_KEY } from './email-api';

/** A failed e-mail back to the queue (docs/product.md#email-outbox); every outbox page reloads after. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall(adminEmailApi.resend, { params: { id: String(id) } }),
    // Also after a refusal (another admin resent it first): the list shows where it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}
