import { Socket } from "node:net";
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

  it("close() resolves only once every connection's socket is closed, so the database can be dropped at once", async () => {
    // node-postgres's pool.end() resolves while its sockets are still open; dropping the database
    // WITH (FORCE) at that moment ends backends under live clients ("terminating connection due to
    // administrator command"). The sockets are the ones node-postgres connects.
    const connect = vi.spyOn(Socket.prototype, "connect");
    let sockets: Socket[] = [];
    const database = await openDatabase({ databaseUrl: postgresUrl!, dataDir: null });
    try {
      // Several connections at once, all idle in the pool afterwards.
      await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    } finally {
      sockets = connect.mock.contexts as Socket[];
      connect.mockRestore();
      await database.close();
    }
    expect(sockets.length).toBeGreaterThanOrEqual(4);
    expect(sockets.filter((s) => !s.closed)).toHaveLength(0);
  });
});
