import { professionalApi, RECENT_SESSIONS } from '@neurobridge/shared/api/professional';
import { apiPages, apiQuery } from '../../../lib/api';
import { sessionsPageQuery, type SessionFilters } from '../sessions-query';

/** The dashboard's "Sessões recentes": the newest few, one page. */
export const recentSessionsQueryOptions = apiQuery(professionalApi.sessions, {
  query: { limit: String(RECENT_SESSIONS) },
});

/** The professional's sessions, newest first, each next page after the previous `next_cursor`. */
export const sessionsQueryOptions = (filters: SessionFilters = {}) =>
  apiPages(professionalApi.sessions, { query: sessionsPageQuery(filters) });
