/**
 * The real server (server/index.ts, as `npm start` runs it) on a throwaway PostgreSQL database,
 * for crash-and-restart tests (issue #13): start it, kill it with SIGKILL, start it again on the
 * same database, sign a user up, and drop the database at the end.
 */
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { cookieHeader, freePort, startServerProcess } from "./server-process.ts";

/** A server that can be killed and started again on the same database. */
export interface RestartableServer {
  /** The database the server runs on, for checks after the run. */
  readonly databaseUrl: string;
  /** http://127.0.0.1:<port> of the running server. */
  base(): string;
  /** Creates the database on the first call, then starts the server on a free port. */
  start(): Promise<void>;
  /** SIGKILL, resolved once the process has exited. */
  kill(): Promise<void>;
  /** Signs a user up; resolves with the Cookie header of the session. @throws when not 201 */
  signUp(user: { email: string; firstName: string; lastName: string }): Promise<string>;
  /** Kills the server and drops the database. */
  close(): Promise<void>;
}

/**
 * @param adminUrl - superuser URL of the cluster (the global setup's `postgresUrl`), ending in /postgres
 * @param name - prefix of the database's name (made unique per process and time)
 * @param env - added to the server's environment (besides DATABASE_URL, NODE_ENV, LOG_LEVEL,
 *   SESSION_SECRET and a 2 s ANALYSIS_JOB_LEASE_MS, so a dead instance's items are taken over fast)
 */
export function restartableServer(adminUrl: string, name: string, env: Record<string, string> = {}): RestartableServer {
  const dbName = `${name}_${process.pid}_${Date.now()}`;
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${dbName}`);
  let server: ChildProcess | null = null;
  let port = 0;
  let created = false;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const kill = async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGKILL");
    await exited;
  };
  return {
    databaseUrl,
    base: () => `http://127.0.0.1:${port}`,
    async start() {
      if (!created) {
        await admin(`CREATE DATABASE ${dbName}`);
        created = true;
      }
      port = await freePort();
      server = await startServerProcess(
        "server/index.ts",
        {
          DATABASE_URL: databaseUrl,
          NODE_ENV: "test",
          LOG_LEVEL: "warn",
          SESSION_SECRET: "restart-test-secret-that-is-long-enough-32",
          ANALYSIS_JOB_LEASE_MS: "2000",
          ...env,
        },
        port,
        "/api/user",
      );
    },
    kill,
    async signUp(user) {
      const base = `http://127.0.0.1:${port}`;
      const res = await fetch(`${base}/api/register`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body: JSON.stringify({ ...user, password: "correct horse battery staple" }),
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
      return cookieHeader(res);
    },
    async close() {
      await kill();
      if (created) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}
