import { professionalApi, RECENT_SESSIONS } from '@neurobridge/shared/api/professional';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';
import { sessionsPageQuery, type SessionFilters } from '../sessions-query';

/** The dashboard's "Sessões recentes": the newest few, one page. */
export const recentSessionsQueryOptions = apiQuery(professionalApi.sessions, {
  query: { limit: String(RECENT_SESSIONS) },
});

/** The professional's sessions, newest first, each next page after the previous `next_cursor`. */
export const sessionsQueryOptions = (filters: SessionFilters = {}) => {
  const query = sessionsPageQuery(filters);
  return infiniteQueryOptions({
    queryKey: apiKey(professionalApi.sessions, undefined, query),
    queryFn: ({ pageParam, signal }) =>
      callApi(professionalApi.sessions, {
        query: { ...query, ...(pageParam === null ? {} : { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
};
