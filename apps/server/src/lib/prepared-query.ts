import type { Db } from '../db/client';

/**
 * A query built and prepared once per database, then only bound and run: no query building in
 * the app, and no parsing or planning in PostgreSQL, on the reads every page makes
 * (docs/decisions/014-fast-reads.md). `build` uses `sql.placeholder(name)` for the values and
 * ends with `.prepare(name)`; names are unique across the app.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
