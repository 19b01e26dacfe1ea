/**
 * Vitest global setup: starts one PostgreSQL cluster for the whole run when the server
 * binaries exist (required under CI) and hands its URL to the tests as `postgresUrl`.
 */
import type { TestProject } from "vitest/node";
import { hasPostgresBinaries, startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (!hasPostgresBinaries()) {
    if (process.env.CI) throw new Error("CI requires PostgreSQL server binaries (initdb, pg_ctl) for the API tests");
    console.warn("initdb/pg_ctl not found: API tests run on PGlite only");
    project.provide("postgresUrl", null);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
