/**
 * Prepared queries for the hottest reads (issue #13): drizzle builds a query's SQL on every call,
 * about a tenth of the CPU of a signed-in GET; a prepared query builds it once per database and
 * takes its values through `sql.placeholder`. On node-postgres a named statement is also parsed
 * and planned once per connection.
 */
import type { Database } from "./client.ts";

const byDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * The prepared query `name` of `db`, built by `build` on first use.
 * @param name - unique per query (it is also the PostgreSQL statement name)
 * @param build - builds the query with placeholders and calls `.prepare(name)`
 */
export function preparedQuery<T>(db: Database, name: string, build: (db: Database) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) byDatabase.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
