import type { Clock } from './clock';

export interface TtlCache<T> {
  /** The cached value, loaded when there is none or it is `ttlMs` old by the clock. */
  get(): Promise<T>;
  /** Drops the value: the next `get` loads again (after an edit made through this server). */
  invalidate(): void;
}

export interface TtlCacheOptions<T> {
  ttlMs: number;
  clock: Clock;
  /** May return a lazy thenable (a drizzle query): it is run once per load. */
  load: () => PromiseLike<T>;
}

/**
 * One value kept in memory for at most `ttlMs`, measured by the injected clock, never by a time
 * the caller passes in (a caller with an old time could otherwise be served a stale value
 * forever). Concurrent callers share one load; a failed load is not kept, so the next `get`
 * tries again. Several servers share one database, so whoever uses this keeps `ttlMs` short:
 * it bounds how long another server's change takes to show here (docs/product.md#several-servers).
 */
export function createTtlCache<T>({ ttlMs, clock, load }: TtlCacheOptions<T>): TtlCache<T> {
  let entry: { at: number; value: Promise<T> } | undefined;

  return {
    get() {
      const now = clock.now().getTime();
      // A clock set back (a test, a corrected system time) loads again rather than trusting an entry "from the future".
      if (entry && now >= entry.at && now - entry.at < ttlMs) return entry.value;
      // Adopting the result runs a lazy query once, and a load that throws becomes a rejection.
      const value = Promise.resolve().then(load);
      const current = { at: now, value };
      entry = current;
      // Only this load's entry is dropped: an invalidate or a newer load may have replaced it.
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return value;
    },
    invalidate() {
      entry = undefined;
    },
  };
}
