import type { TermsCheckResponse, TermsDocument } from '@neurobridge/shared/api/terms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export const termsCheckQueryOptions = queryOptions({
  queryKey: ['terms', 'check'],
  queryFn: () => apiFetch<TermsCheckResponse>(api.termsCheck),
  staleTime: 5 * 60_000,
});

export const termsDocumentQueryOptions = queryOptions({
  queryKey: ['terms', 'document'],
  queryFn: () => apiFetch<TermsDocument>(api.terms),
  staleTime: Infinity,
});

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => apiFetch(api.termsAccept, { method: 'POST', body: { terms_version: version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsCheckQueryOptions.queryKey }),
  });
}
