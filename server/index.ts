/**
 * Starts Coursewright: reads the configuration, opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), applies migrations, and serves the API and the built client on
 * one port (default 5000).
 */
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { resolveSessionSecret } from "./secrets.ts";
import { scheduleRetention } from "./services/governance/retention.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp(config, {
    database,
    sessionSecret: resolveSessionSecret(config),
    clientDir: fileURLToPath(new URL("../dist/client", import.meta.url)),
  });
  // Hourly on every instance; one at a time across instances (advisory lock). Also removes expired sessions.
  const stopRetention = scheduleRetention(database.db, app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    stopRetention();
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
