import { progressApi } from '@neurobridge/shared/api/progress';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiKey, callApi } from '../../../lib/api';

/** The child page reads "Atividades recentes" this many at a time (docs/product.md#reading-progress). */
export const RECENT_LIMIT = 10;

/**
 * A child's progress, newest first, a page of `RECENT_LIMIT` at a time: each next page starts at
 * the previous page's `next_cursor`, and there is none after a page whose cursor is null
 * (docs/product.md#reading-progress).
 */
export const childProgressQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: apiKey(progressApi.list, { id }, { limit: String(RECENT_LIMIT) }),
    queryFn: ({ pageParam, signal }) =>
      callApi(progressApi.list, {
        params: { id },
        query: { limit: String(RECENT_LIMIT), ...(pageParam === null ? {} : { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
