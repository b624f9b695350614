import { activitiesApi, type ActivitiesQuery, type Activity } from '@neurobridge/shared/api/activities';
import { childrenApi } from '@neurobridge/shared/api/children';
import { levelsApi } from '@neurobridge/shared/api/levels';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { starsApi } from '@neurobridge/shared/api/stars';
import { partialMatchKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery } from '../../../lib/api';
import { NetworkError } from '../../../lib/api-client';
import { isOnline } from '../../../lib/offline/online';
import { whenIdle } from '../../../lib/when-idle';
import { ALL_FILTERS, toQuery } from '../filters';

/** A level matches activities for that level and those for any level (null), as the server filters. */
const levelMatches = (level: number | null, wanted: unknown) =>
  wanted === undefined || level === null || level === Number(wanted);

/** The server's filters (docs/product.md#library-filters), applied to a list kept on the device. */
function matchesFilters(a: Activity, q: ActivitiesQuery): boolean {
  return (
    (!q.category || a.category === q.category) &&
    (!q.for_tea || (a.for_tea === 1 && levelMatches(a.tea_level, q.tea_level))) &&
    (!q.for_tdah || (a.for_tdah === 1 && levelMatches(a.tdah_level, q.tdah_level)))
  );
}

const unfilteredKey = (child: string | undefined) =>
  apiKey(activitiesApi.list, undefined, child === undefined ? {} : { child });

/**
 * A list read from the unfiltered one kept on the device: the same child's, filtered as the server
 * would; when none is kept for that child, the one without a child (a parent's own child is locked
 * by the same plan). Undefined when the list asked for is the kept one itself, or nothing is kept.
 */
function fromKeptList(client: QueryClient, query: ActivitiesQuery): Activity[] | undefined {
  const { child, ...filters } = query;
  const own = client.getQueryData<Activity[]>(unfilteredKey(child));
  if (own) return Object.keys(filters).length > 0 ? own.filter((a) => matchesFilters(a, filters)) : undefined;
  const shared = child === undefined ? undefined : client.getQueryData<Activity[]>(unfilteredKey(undefined));
  return shared?.filter((a) => matchesFilters(a, filters));
}

/** One activity from the lists kept on the device: the same child's list first, then any other. */
function fromKeptLists(client: QueryClient, id: number, child?: number): Activity | undefined {
  const own = client.getQueryData<Activity[]>(unfilteredKey(child === undefined ? undefined : String(child)));
  const lists = [own, ...client.getQueriesData<Activity[]>({ queryKey: apiKey(activitiesApi.list) }).map(([, d]) => d)];
  for (const list of lists) {
    const found = list?.find((a) => a.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The library's list for some filters. Without a connection a list of other filters is read from
 * the unfiltered list kept on the device, as the server filters it, so the library's filters work
 * offline (docs/product.md#offline-play); with nothing kept it waits for the connection.
 */
export const activitiesQueryOptions = (query: ActivitiesQuery) => {
  const options = apiQuery(activitiesApi.list, { query });
  return queryOptions({
    ...options,
    queryFn: (context) => {
      const kept = isOnline() ? undefined : fromKeptList(context.client, query);
      return kept ? Promise.resolve(kept) : options.queryFn!(context);
    },
    // Its own function decides what to do without a connection; a failure still waits for one.
    networkMode: 'offlineFirst',
    staleTime: 60_000,
  });
};

/**
 * One activity for the detail and the player, locked by the plan of `child`'s parent when the
 * link named a child, else of the caller (docs/product.md#activity-detail). Without a connection
 * (or with a server that does not answer) it comes from a library list kept on the device, which
 * carries each activity's content: every game of the library plays offline, opened before or not
 * (docs/product.md#offline-play).
 */
export const activityQueryOptions = (id: number, child?: number) => {
  const options = apiQuery(
    activitiesApi.get,
    child === undefined ? { params: { id } } : { params: { id }, query: { child: String(child) } },
  );
  return queryOptions({
    ...options,
    queryFn: async (context): Promise<Activity> => {
      const kept = () => fromKeptLists(context.client, id, child);
      if (!isOnline()) {
        const activity = kept();
        if (activity) return activity;
        throw new NetworkError();
      }
      try {
        return await options.queryFn!(context);
      } catch (err) {
        const activity = err instanceof NetworkError ? kept() : undefined;
        if (activity) return activity;
        throw err;
      }
    },
    networkMode: 'offlineFirst',
    staleTime: 60_000,
  });
};

/**
 * Every game of the library, and each child's week, kept for a time without a connection
 * (docs/product.md#offline-play): once per visit, when the family's children are known and there
 * is a connection, the library of each child (and the one without a child) and each child's week,
 * rewards, levels, stars and shop are asked for in the background, one after another when the page is idle, so the
 * device's copy (lib/offline/account-cache.ts) holds them even if they were never opened. Answers
 * the way to stop waiting for the children.
 */
export function keepLibraryOffline(client: QueryClient): () => void {
  const childrenKey = apiKey(childrenApi.list);
  let started = false;
  const start = () => {
    const children = client.getQueryData<{ id: number }[]>(childrenKey);
    if (started || !children || !isOnline()) return;
    started = true;
    unsubscribe();
    // Each child's library first: the one a family opens from a child's card.
    const lists = [...children.map((child) => child.id), undefined];
    const reads = [
      ...lists.map(
        (id) => () => client.prefetchQuery({ ...activitiesQueryOptions(toQuery(ALL_FILTERS, id)), retry: false }),
      ),
      // The same reads as the week's screen (features/schedule/api/schedule.ts), and what 'Meu dia'
      // and its games read besides (docs/product.md#my-day): the child's levels, stars and shop.
      ...children.flatMap(({ id }) =>
        [scheduleApi.list, scheduleApi.rewards, levelsApi.list, starsApi.stars, starsApi.shop].map(
          (read) => () => client.prefetchQuery({ ...apiQuery(read, { params: { id } }), retry: false }),
        ),
      ),
    ];
    // A copy for later, never a read someone waits for: asked for when the page has nothing else
    // to do (a second later without idle callbacks), so the screen's own reads go first; it stops
    // when the connection goes, and a failed one is not tried again (a retry would wait, paused,
    // for the connection).
    whenIdle(
      async () => {
        for (const read of reads) {
          if (!isOnline()) return;
          await read();
        }
      },
      5_000,
      1_000,
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && partialMatchKey(event.query.queryKey, childrenKey)) start();
  });
  start();
  return unsubscribe;
}
