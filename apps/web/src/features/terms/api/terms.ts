import { termsApi } from '@neurobridge/shared/api/terms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';
import { kickSenders } from '../../../lib/offline/result-queue-sender';

export const termsCheckQueryOptions = queryOptions({ ...apiQuery(termsApi.check, {}), staleTime: 5 * 60_000 });
/**
 * The current terms' document, kept per version the check named: a published version never changes
 * (docs/product.md#terms-text), and a new one is another key, so a page that accepted 1.0 earlier
 * never shows 1.0's text for 1.1.
 */
export function termsDocumentQueryOptions(version: string) {
  return queryOptions({
    queryKey: [...apiKey(termsApi.document), version] as const,
    queryFn: ({ signal }) => callApi(termsApi.document, { signal }),
    staleTime: Infinity,
  });
}
export const professionalTermsQueryOptions = queryOptions({
  ...apiQuery(termsApi.professionalDocument, {}),
  staleTime: Infinity,
});

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => callApi(termsApi.accept, { body: { terms_version: version } }),
    // Every read that the consent gate refused is asked again (docs/product.md#consent-gate), and
    // the results kept on the device, which it refused too, are sent now (docs/product.md#offline-play).
    onSuccess: () => {
      kickSenders();
      return queryClient.invalidateQueries();
    },
  });
}
