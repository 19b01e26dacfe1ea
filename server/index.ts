/**
 * Starts Coursewright: reads the configuration, opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), applies migrations, and serves the API and the built client on
 * one port (default 5000).
 */
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { sweepExpiredSessions } from "./auth/session-store.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { resolveSessionSecret } from "./secrets.ts";

const ONE_HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp(config, {
    database,
    sessionSecret: resolveSessionSecret(config),
    clientDir: fileURLToPath(new URL("../dist/client", import.meta.url)),
  });
  const sweep = setInterval(() => {
    sweepExpiredSessions(database.db).catch((err) => app.log.error({ err }, "session sweep failed"));
  }, ONE_HOUR_MS);
  sweep.unref();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    clearInterval(sweep);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Coursewright on http://localhost:${config.port} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error(`Coursewright could not start: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
});
