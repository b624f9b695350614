/** The filters of the sessions list, as the query sends them (YYYY-MM-DD dates). */
export interface SessionFilters {
  child_id?: string;
  from?: string;
  to?: string;
}

/** The lists read this many at a time. */
export const SESSIONS_PAGE = 20;

/**
 * The query of a list's first page: the page size, then only the filters that are set. The router
 * starts the same read early (app/router.tsx), so both build it here.
 */
export function sessionsPageQuery(filters: SessionFilters) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as SessionFilters;
  return { limit: String(SESSIONS_PAGE), ...set };
}

/** The filters live in the address (?child=&from=&to=), so a filtered list can be reloaded or shared. */
export function filtersFromSearch(search: URLSearchParams): SessionFilters {
  return {
    child_id: search.get('child') || undefined,
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
  };
}
