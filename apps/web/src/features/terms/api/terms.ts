import { termsApi } from '@neurobridge/shared/api/terms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';
import { kickSenders } from '../../../lib/offline/result-queue-sender';

export const termsCheckQueryOptions = queryOptions({ ...apiQuery(termsApi.check, {}), staleTime: 5 * 60_000 });
export const termsDocumentQueryOptions = queryOptions({ ...apiQuery(termsApi.document, {}), staleTime: Infinity });
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
