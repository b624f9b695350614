import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiKey, callApi } from '../../../lib/api';

/** The child page reads the sessions this many at a time (docs/product.md#sessions-on-the-child-page). */
export const SESSIONS_PAGE = 10;

/** The sessions logged for a child, newest first, each next page after the previous `next_cursor`. */
export const childSessionsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: apiKey(childProfessionalsApi.sessions, { id }, { limit: String(SESSIONS_PAGE) }),
    queryFn: ({ pageParam, signal }) =>
      callApi(childProfessionalsApi.sessions, {
        params: { id },
        query: { limit: String(SESSIONS_PAGE), ...(pageParam === null ? {} : { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
