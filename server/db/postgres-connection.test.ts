import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it, vi } from "vitest";
import { openDatabase } from "./client.ts";

const postgresUrl = inject("postgresUrl");

// Runs where the global setup started a PostgreSQL cluster (always under CI).
describe.runIf(postgresUrl)("PostgreSQL connection pool", () => {
  it("survives the server ending an idle connection, and reports it instead of crashing", async () => {
    const onIdleClientError = vi.fn();
    const database = await openDatabase({ databaseUrl: postgresUrl!, dataDir: null, onIdleClientError });
    // node-postgres results carry `rows`; the driver-neutral Database type leaves them untyped.
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      const rows = await rowsOf<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: postgresUrl! });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await admin.end();

      await vi.waitFor(() => expect(onIdleClientError).toHaveBeenCalledTimes(1));
      expect(onIdleClientError.mock.calls[0]![0]).toBeInstanceOf(Error);
      // The pool drops the broken connection and opens a new one.
      expect(await rowsOf<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
