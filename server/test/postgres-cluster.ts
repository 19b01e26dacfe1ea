/**
 * A throwaway PostgreSQL cluster for the API integration tests: `initdb` + `pg_ctl` in a temp
 * folder on a free port, removed afterwards. initdb refuses to run as root, so under uid 0 the
 * cluster runs as the `postgres` user (`runuser -u postgres --`) in a folder that user owns.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

/** A running cluster: its superuser URL and how to stop it. */
export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** Whether `initdb` and `pg_ctl` are on PATH. */
export function hasPostgresBinaries(): boolean {
  return ["initdb", "pg_ctl"].every((bin) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0);
}

/** Starts a cluster; throws with initdb's or pg_ctl's own output when that fails. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "coursewright-pg-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
