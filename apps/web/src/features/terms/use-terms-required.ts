import { TERMS_REQUIRED } from '@neurobridge/shared/api/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { termsCheckQueryOptions } from './api/terms';

const refusedForTerms = (err: unknown) => err instanceof ApiError && err.code === TERMS_REQUIRED;

/**
 * The server refuses a child's data until the current terms are accepted (docs/product.md#consent-gate):
 * any read or action it refused with `TERMS_REQUIRED` (a version published since this page asked)
 * makes the page ask again at once, which opens the terms modal.
 */
export function useTermsRequired() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: termsCheckQueryOptions.queryKey });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refusedForTerms(event.action.error)) recheck();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refusedForTerms(event.action.error)) recheck();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}
