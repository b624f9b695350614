import { adminTermsApi, type PublishTermsBody } from '@neurobridge/shared/api/admin-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminKey, adminQuery } from '../api/admin-client';

export const adminTermsQuery = adminQuery(adminTermsApi.list, {});

/** One published version; it never changes, so it is read once. */
export const adminTermsVersionQuery = (version: string) => ({
  ...adminQuery(adminTermsApi.version, { params: { version } }),
  staleTime: Infinity,
});

/** 'Publicar': one key per draft, so a doubled or retried click publishes once (docs/product.md#admin-terms). */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PublishTermsBody; idempotencyKey: string }) =>
      adminCall(adminTermsApi.publish, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(adminTermsApi.list) }),
  });
}
