import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp, loggerOptions } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { startFakeCanvas } from "../../services/lms/test-support/fake-canvas.ts";
import { sampleCanvasCourses } from "../../services/lms/test-support/sample-courses.ts";
import { createTestContext, signUpLmsUser as signUpUser, testDatabases } from "../../test/harness.ts";
import { clientFor, expectStatus } from "../modules/editor-test-helpers.ts";
import { CANVAS_TOKEN, dumpDatabase } from "./lms-test-helpers.ts";

describe.each(testDatabases())("LMS security on $name", (kind) => {
  it("refuses a private base URL unless LMS_ALLOW_PRIVATE_HOSTS is set", async () => {
    const ctx = await createTestContext(kind);
    const canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: sampleCanvasCourses() });
    try {
      const client = clientFor(ctx.app, await signUpUser(ctx.app));
      const connection = { lmsType: "canvas", baseUrl: canvas.baseUrl, accessToken: CANVAS_TOKEN };
      const body = expectStatus(
        await client.post("/api/lms/connect", { ...connection, institutionName: "Intranet" }),
        400,
      );
      expect(body.message).toMatch(/cannot be used from this server/);
      const q = new URLSearchParams(connection);
      expect((await client.get(`/api/lms/courses?${q}`)).statusCode).toBe(400);
      expect((await client.post("/api/lms/import-course", { ...connection, courseId: "42" })).statusCode).toBe(400);
      expect(
        (
          await client.post("/api/lms/connect", {
            ...connection,
            baseUrl: "http://169.254.169.254/",
            institutionName: "x",
          })
        ).statusCode,
      ).toBe(400);
      expect(canvas.requests).toHaveLength(0);
    } finally {
      await canvas.close();
      await ctx.close();
    }
  });

  it("never writes an access token to a log line or a database row", async () => {
    const database = await kind.open();
    await database.migrate();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "/nonexistent",
      LOGIN_RATE_LIMIT_MAX: "1000",
      LMS_ALLOW_PRIVATE_HOSTS: "true",
    });
    const app = await buildApp(config, {
      database,
      sessionSecret: "test-secret-that-is-at-least-32-characters-long",
      clientDir: null,
      logger: { ...loggerOptions("trace"), stream },
    });
    await app.ready();
    const canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: sampleCanvasCourses() });
    try {
      const client = clientFor(app, await signUpUser(app));
      const connection = { lmsType: "canvas", baseUrl: canvas.baseUrl, accessToken: CANVAS_TOKEN };
      expectStatus(await client.post("/api/lms/connect", { ...connection, institutionName: "State University" }), 200);
      expectStatus(await client.get(`/api/lms/courses?${new URLSearchParams(connection)}`), 200);
      const course = expectStatus(await client.post("/api/lms/import-course", { ...connection, courseId: "42" }), 201);
      expectStatus(await client.post("/api/lms/import-course", { ...connection, courseId: "42" }), 409);
      expectStatus(await client.post("/api/lms/import-course", { ...connection, courseId: "42", mode: "update" }), 200);
      // Failures too: a wrong token and a failing LMS.
      await client.post("/api/lms/connect", {
        ...connection,
        accessToken: `${CANVAS_TOKEN}-wrong`,
        institutionName: "x",
      });
      await client.get(`/api/lms/courses?${new URLSearchParams({ ...connection, lmsType: "nope" })}`);

      // One request line per request (app.ts logRequest): sign-up, connect, list, three imports, two failures.
      expect(lines.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(8);
      expect(lines.some((l) => l.includes("/api/lms/courses"))).toBe(true);
      for (const line of lines) expect(line).not.toContain(CANVAS_TOKEN);

      const dump = await dumpDatabase(database.db);
      expect(dump).toContain("Biology 101");
      expect(dump).not.toContain(CANVAS_TOKEN);

      const audit = (await database.db.execute(
        sql`select action, details from audit_logs where action like 'lms.%' order by id`,
      )) as unknown as { rows: Array<{ action: string; details: Record<string, unknown> }> };
      expect(audit.rows.map((r) => r.action)).toContain("lms.import");
      for (const row of audit.rows) {
        const keys = Object.keys(row.details).filter((k) => k !== "statusCode");
        expect(keys.every((k) => ["lmsType", "baseUrlHost", "lmsCourseId", "mode"].includes(k))).toBe(true);
      }
      expect(audit.rows.find((r) => r.action === "lms.import")?.details).toMatchObject({
        lmsType: "canvas",
        baseUrlHost: new URL(canvas.baseUrl).host,
        lmsCourseId: "42",
      });
      expect(course.id).toBeGreaterThan(0);
    } finally {
      await canvas.close();
      await app.close();
      await database.close();
    }
  });
});
