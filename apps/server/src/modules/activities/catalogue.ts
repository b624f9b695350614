import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ActivityRow } from './activity-view';

// Several servers share one database and none tells the others of a change: each re-reads the
// active catalogue at most every 5 s, like the settings, so an admin's edit on another server
// shows here within seconds (docs/product.md#several-servers). An edit made through this server
// calls `invalidate` and shows at once.
export const CATALOGUE_CACHE_MS = 5_000;

/**
 * The active catalogue (111 rows), kept in memory and shared by the services that read it: the
 * library, the activity detail and recording progress (docs/decisions/014-fast-reads.md).
 */
export function createCatalogue({ db, clock }: { db: Db; clock: Clock }) {
  const cache = createTtlCache<ActivityRow[]>({
    ttlMs: CATALOGUE_CACHE_MS,
    clock,
    load: () => db.select().from(activities).where(eq(activities.isActive, true)).orderBy(asc(activities.id)),
  });
  return {
    /** Every active activity, by id. */
    rows: () => cache.get(),
    /** An active activity, or undefined when unknown or inactive. */
    async find(id: number): Promise<ActivityRow | undefined> {
      return (await cache.get()).find((row) => row.id === id);
    },
    invalidate: () => cache.invalidate(),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
