import type { Db } from "./client";

/**
 * A query built once per database and kept as a named prepared statement: the hot paths (every request's
 * session lookup, the investing calls) skip rebuilding their SQL, and PostgreSQL skips parsing it again on
 * each connection. Use with `sql.placeholder(...)` for the values and a statement name unique in the app.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
