/**
 * Test harness for API integration tests: the same suite runs against embedded PGlite and,
 * when available, a real PostgreSQL server (a fresh database per test file).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import pg from "pg";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { createEmbeddedStorage, type FileStorage } from "../services/files/storage.ts";

/** A database the suites run against. */
export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

let dbCounter = 0;

/** PGlite in memory, plus PostgreSQL when the global setup started a cluster. */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "pglite", open: () => openDatabase({ dataDir: null }) }];
  const url = inject("postgresUrl");
  if (url) {
    kinds.push({
      name: "postgres",
      async open() {
        const name = `cw_test_${process.pid}_${Date.now()}_${dbCounter++}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const handle = await openDatabase({ databaseUrl: url.replace(/\/postgres$/, `/${name}`), dataDir: null });
        return {
          ...handle,
          async close() {
            await handle.close();
            const drop = new pg.Client({ connectionString: url });
            await drop.connect();
            await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await drop.end();
          },
        };
      },
    });
  }
  return kinds;
}

/** A migrated database and an app built on it. */
export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Course files: embedded in a temporary folder removed by `close()`, or the storage passed in. */
  fileStorage: FileStorage;
  close(): Promise<void>;
}

/**
 * Builds an app on a fresh, migrated database.
 * @param options.fileStorage - course file storage to use (e.g. S3 on a local server); default: embedded in a temporary folder
 */
export async function createTestContext(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: { fileStorage?: FileStorage } = {},
): Promise<TestContext> {
  const database = await kind.open();
  await database.migrate();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent", LOGIN_RATE_LIMIT_MAX: "1000", ...env });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), "cw-files-"));
  const fileStorage = options.fileStorage ?? createEmbeddedStorage(filesDir);
  const app = await buildApp(config, {
    database,
    sessionSecret: "test-secret-that-is-at-least-32-characters-long",
    clientDir: null,
    logger: false,
    fileStorage,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    fileStorage,
    async close() {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in test user: its id and the cookie header to send. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

let userCounter = 0;

/** Signs up a new user through the real API and returns its session cookie. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user${++userCounter}-${Date.now()}@example.edu`;
  const res = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      email,
      password: "correct horse battery",
      firstName: overrides.firstName ?? "Test",
      lastName: overrides.lastName ?? "User",
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id, email, cookie: sessionCookie(res) };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === "cw.sid");
  if (!c) throw new Error("no session cookie in response");
  return `${c.name}=${c.value}`;
}

/** Records the user's consent to reading LMS course content (issue #15), as the LMS page does. */
export async function grantLmsConsent(app: FastifyInstance, user: TestUser): Promise<void> {
  const res = await app.inject({
    method: "POST",
    url: "/api/consents",
    headers: { cookie: user.cookie },
    payload: { consentType: "lms_course_content", granted: true },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
}

/** {@link signUpUser}, then {@link grantLmsConsent}: a user ready to connect an LMS. */
export async function signUpLmsUser(app: FastifyInstance): Promise<TestUser> {
  const user = await signUpUser(app);
  await grantLmsConsent(app, user);
  return user;
}
