import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListenHandlers } from '../../db/listen';
import { activities } from '../../db/schema/activities';
import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ActivityRow } from './activity-view';

// Several servers share one database. Every write to `activities` sends '*' on the change channel
// when it commits (the trigger of migration 0005), and every server drops its catalogue on it
// (`followCatalogue`), so an admin's edit shows on every server at once
// (docs/product.md#activity-editor). The 5 s bound stays for a notice lost while a server was not
// listening (docs/product.md#several-servers). An edit made through this server also drops it
// itself, before the notice comes back.
export const CATALOGUE_CACHE_MS = 5_000;

/** What the trigger on `activities` sends on the session change channel: everyone's reads changed. */
export const CATALOGUE_CHANGED = '*';

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

/**
 * The change channel's handlers (modules/auth/session-cache.ts) that also drop the catalogue on a
 * catalogue notice, and whenever notices may have been missed (listening starts or stops). What is
 * built from the catalogue follows: the library's prepared lists are kept per loaded rows
 * (activities-service.ts), and the session cache drops the kept dashboards on the same notice.
 */
export function followCatalogue(handlers: ListenHandlers, catalogue: Catalogue): ListenHandlers {
  return {
    onMessage(payload) {
      if (payload === CATALOGUE_CHANGED) catalogue.invalidate();
      handlers.onMessage(payload);
    },
    onUp() {
      catalogue.invalidate();
      handlers.onUp();
    },
    onDown() {
      catalogue.invalidate();
      handlers.onDown();
    },
  };
}
