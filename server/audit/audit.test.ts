import { Writable } from "node:stream";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, loggerOptions } from "../app.ts";
import { createAuditWriter } from "./audit.ts";
import { loadConfig } from "../config.ts";
import { auditLogs } from "../db/schema.ts";
import { jsonSafe } from "../http/unsafe-text.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../test/harness.ts";

describe("jsonSafe", () => {
  it("replaces NUL and lone surrogates in strings and keys, keeping valid pairs", () => {
    expect(jsonSafe({ "k\u0000": ["a\ud800b", "😀", 3, null], nested: { t: "x\udc00" } })).toEqual({
      "k\ufffd": ["a\ufffdb", "😀", 3, null],
      nested: { t: "x\ufffd" },
    });
  });
});

describe.each(testDatabases())("audit trail on $name", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx?.close());

  const lastRow = async (userId: string) =>
    (await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.userId, userId)).orderBy(desc(auditLogs.id)))[0];

  it("records refused and failed writes with outcome 'failure' (a lone surrogate, another user's course)", async () => {
    const user = await signUpUser(ctx.app);
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: '{"title":"\\ud800","description":"d"}',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^title contains a character that cannot be stored/);
    expect(await lastRow(user.id)).toMatchObject({
      action: "course.create",
      outcome: "failure",
      details: { statusCode: 400 },
    });

    const missing = await ctx.app.inject({
      method: "DELETE",
      url: "/api/courses/2147483647",
      headers: { cookie: user.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(await lastRow(user.id)).toMatchObject({
      action: "course.delete",
      outcome: "failure",
      resourceId: "2147483647",
    });
  });
});

describe("audit trail when its table cannot be written", () => {
  it("still answers the request and writes the audit record to the log instead", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const kind = testDatabases()[0]!;
    const database = await kind.open();
    await database.migrate();
    const app = await buildApp(loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent" }), {
      database,
      sessionSecret: "audit-secret-that-is-at-least-32-characters-long",
      clientDir: null,
      logger: { ...loggerOptions("info"), stream },
    });
    try {
      await app.ready();
      const user = await signUpUser(app);
      await database.db.execute(sql`alter table audit_logs rename to audit_logs_offline`);
      const res = await app.inject({
        method: "POST",
        url: "/api/courses",
        headers: { cookie: user.cookie },
        payload: { title: "During the outage", description: "d" },
      });
      expect(res.statusCode).toBe(201);
      const trace = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.msg === "audit log write failed");
      expect(trace?.audit).toMatchObject({ action: "course.create", userId: user.id, outcome: "success" });
      expect(JSON.stringify(trace)).not.toContain(user.cookie.split("=")[1]!);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())("audit group commit on $name", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx?.close());

  it("writes rows that arrive together in fewer INSERTs, each caller waiting for its own row", async () => {
    const { db } = ctx.database;
    const statements: number[] = [];
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === "insert") statements.push(1);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const writer = createAuditWriter(counting, () => {
      throw new Error("no row should fail");
    });
    const action = `group-commit-${kind}`;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        writer.write({
          userId: null,
          action,
          resource: "test",
          ipAddress: "127.0.0.1",
          resourceId: String(i),
          outcome: "success",
        }),
      ),
    );
    const rows = await db.select().from(auditLogs).where(eq(auditLogs.action, action));
    expect(rows.map((r) => Number(r.resourceId)).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    // The first row goes alone; the 19 that queued behind it go in one statement.
    expect(statements).toHaveLength(2);
  });

  it("retries a failed batch row by row, so one bad row costs only itself", async () => {
    const failed: unknown[] = [];
    const writer = createAuditWriter(ctx.database.db, (_err, rows) => failed.push(...rows));
    const action = `group-commit-bad-row-${kind}`;
    await Promise.all([
      writer.write({
        userId: null,
        action,
        resource: "test",
        ipAddress: "127.0.0.1",
        resourceId: "first",
        outcome: "success",
      }),
      writer.write({
        userId: null,
        action,
        resource: "test",
        ipAddress: "127.0.0.1",
        resourceId: "second",
        outcome: "success",
      }),
      writer.write({
        userId: "no-such-user",
        action,
        resource: "test",
        ipAddress: "127.0.0.1",
        resourceId: "bad",
        outcome: "success",
      }),
      writer.write({
        userId: null,
        action,
        resource: "test",
        ipAddress: "127.0.0.1",
        resourceId: "third",
        outcome: "success",
      }),
    ]);
    const rows = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));
    expect(rows.map((r) => r.resourceId).sort()).toEqual(["first", "second", "third"]);
    expect(failed).toEqual([expect.objectContaining({ resourceId: "bad" })]);
  });
});
