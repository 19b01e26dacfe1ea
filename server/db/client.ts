/**
 * Database connection: embedded PGlite (PostgreSQL compiled to WASM) when no `DATABASE_URL` is
 * set, otherwise a real PostgreSQL server through `pg`. Both speak the same SQL and share the
 * same Drizzle schema and migrations (DESIGN.md §1).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import { isRetryableTransactionError } from "./sql-state.ts";

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrate and close operations. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the database; resolves once every connection is closed (not merely asked to close). */
  close(): Promise<void>;
}

/** Attempts of one transaction that keeps failing with a deadlock or serialization failure. */
export const MAX_TRANSACTION_ATTEMPTS = 4;

/**
 * Makes `db.transaction` run its callback again (up to {@link MAX_TRANSACTION_ATTEMPTS} times,
 * after 10-60 ms of jittered back-off) when PostgreSQL aborts it with a deadlock (40P01) or a
 * serialization failure (40001), as the PostgreSQL manual advises for such errors (§13.2
 * "Transaction Isolation"). Callbacks only touch the database, so running them again is safe.
 * The last error is thrown when every attempt fails (the HTTP layer answers 503).
 */
function retryTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const retrying = async (...args: Parameters<typeof transaction>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 30));
      }
    }
  };
  db.transaction = retrying as typeof db.transaction;
  return db;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens the database.
 * @param options.databaseUrl - a postgres:// URL; when unset, PGlite is used
 * @param options.dataDir - PGlite's folder (its data lives in `<dataDir>/pgdata`); `null` = in memory (tests)
 * @param options.onIdleClientError - told when an idle pooled connection breaks (the server
 *   restarted, an administrator ended the backend); the pool drops that connection and opens a
 *   new one for the next query. Without a listener, node-postgres's pool re-throws the error and
 *   ends the process (node-postgres docs, "Pool" - events: error). Default: a line on stderr.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  onIdleClientError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const onIdleClientError =
      options.onIdleClientError ??
      ((error: Error) => console.error(`PostgreSQL: an idle connection was closed (${error.message})`));
    pool.on("error", onIdleClientError);
    // pool.end() resolves as soon as it has asked each connection to end, not once they have; close()
    // waits for the sockets too, so a caller that drops the database next finds no session in it.
    const openClients = new Set<pg.PoolClient>();
    let onAllClosed: (() => void) | undefined;
    pool.on("connect", (c) => openClients.add(c));
    pool.on("remove", (c) => {
      openClients.delete(c);
      if (openClients.size === 0) onAllClosed?.();
    });
    // Fail fast with the server's own message when it cannot be reached.
    const client = await pool.connect();
    client.release();
    const db = retryTransactions(drizzleNodePg(pool, { schema }) as unknown as Database);
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      async close() {
        const allClosed =
          openClients.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onAllClosed = resolve));
        await pool.end();
        await allClosed;
      },
    };
  }
  // Loaded only here: importing PGlite costs ~40 MiB of RSS (measured: 88 -> 128 MiB), which a
  // server on PostgreSQL never uses (issue #13: RSS during a large analysis).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pgdata");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
