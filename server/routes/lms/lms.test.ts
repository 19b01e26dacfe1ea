/**
 * LMS Integration API (issue #6) against the fake Canvas and Blackboard servers on 127.0.0.1,
 * on PGlite and PostgreSQL: connect, list, import (one transaction, duplicates, update/copy),
 * Common Cartridge import/export, SSRF refusal, and tokens in no log line and no database row.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportedCourseResponse, LmsCourse } from "../../../common/lms.ts";
import { saveImportedCourse } from "../../services/lms/save-import.ts";
import { CanvasConnector } from "../../services/lms/canvas.ts";
import { sendJson, startFakeCanvas, type FakeServer } from "../../services/lms/test-support/fake-canvas.ts";
import { startFakeBlackboard } from "../../services/lms/test-support/fake-blackboard.ts";
import { sampleBlackboardCourses, sampleCanvasCourses } from "../../services/lms/test-support/sample-courses.ts";
// LMS calls need the user's consent (issue #15): every user here has given it.
import { createTestContext, signUpLmsUser as signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import { BB_TOKEN, CANVAS_TOKEN, userCourseCount } from "./lms-test-helpers.ts";

describe.each(testDatabases())("LMS API on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let blackboard: FakeServer;
  let client: UserClient;

  const canvasConnection = () => ({ lmsType: "canvas", baseUrl: canvas.baseUrl, accessToken: CANVAS_TOKEN });

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true" });
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: sampleCanvasCourses() });
    blackboard = await startFakeBlackboard({ token: BB_TOKEN, ...sampleBlackboardCourses() });
    client = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await canvas.close();
    await blackboard.close();
    await ctx.close();
  });

  describe("POST /api/lms/connect", () => {
    it("verifies a Canvas token and names the LMS user", async () => {
      const body = expectStatus(
        await client.post("/api/lms/connect", { ...canvasConnection(), institutionName: "State University" }),
        200,
      );
      expect(body).toEqual({ connected: true, lmsUser: { name: "Ada Teacher" } });
      expect(canvas.requests.at(-1)?.authorization).toBe(`Bearer ${CANVAS_TOKEN}`);
    });

    it("verifies a Blackboard token", async () => {
      const body = expectStatus(
        await client.post("/api/lms/connect", {
          lmsType: "blackboard",
          baseUrl: blackboard.baseUrl,
          accessToken: BB_TOKEN,
          institutionName: "State University",
        }),
        200,
      );
      expect(body.connected).toBe(true);
      expect(body.lmsUser.name).toMatch(/Ada/);
    });

    it.each(["institutionName", "baseUrl", "accessToken", "lmsType"])(
      "answers 400 naming a missing %s",
      async (field) => {
        const full: Record<string, string> = { ...canvasConnection(), institutionName: "State University" };
        delete full[field];
        const body = expectStatus(await client.post("/api/lms/connect", full), 400);
        expect(body.message).toContain(field);
      },
    );

    it("answers 400 for blank fields, an unknown LMS type and a non-http base URL", async () => {
      const base = { ...canvasConnection(), institutionName: "State University" };
      expect(
        expectStatus(await client.post("/api/lms/connect", { ...base, accessToken: "  " }), 400).message,
      ).toContain("accessToken is required");
      expect(
        expectStatus(await client.post("/api/lms/connect", { ...base, lmsType: "moodle" }), 400).message,
      ).toContain("lmsType");
      expect(
        expectStatus(await client.post("/api/lms/connect", { ...base, baseUrl: "ftp://canvas.example.edu" }), 400)
          .message,
      ).toContain("LMS Base URL must be an http or https URL");
    });

    it("answers 401 with what to do for an invalid token", async () => {
      const body = expectStatus(
        await client.post("/api/lms/connect", {
          ...canvasConnection(),
          accessToken: "wrong-token",
          institutionName: "State University",
        }),
        401,
      );
      expect(body.message).toMatch(/invalid or expired/);
      expect(body.message).not.toContain("wrong-token");
    });

    it("answers 403 when the token lacks permission", async () => {
      const denying = await startFakeCanvas({
        token: CANVAS_TOKEN,
        courses: [],
        intercept: (_req, res) => {
          sendJson(res, 403, { status: "unauthorized", errors: [{ message: "user not authorized" }] });
          return true;
        },
      });
      try {
        const body = expectStatus(
          await client.post("/api/lms/connect", {
            ...canvasConnection(),
            baseUrl: denying.baseUrl,
            institutionName: "State University",
          }),
          403,
        );
        expect(body.message).toMatch(/not allowed/);
      } finally {
        await denying.close();
      }
    });

    it("answers 502 when the LMS is down, without a stack trace", async () => {
      const gone = await startFakeCanvas({ token: CANVAS_TOKEN, courses: [] });
      const url = gone.baseUrl;
      await gone.close();
      const res = await client.post("/api/lms/connect", {
        ...canvasConnection(),
        baseUrl: url,
        institutionName: "State University",
      });
      const body = expectStatus(res, 502);
      expect(body.message).toMatch(/Could not reach Canvas/);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    });

    it("answers 401 to a signed-out caller", async () => {
      const res = await ctx.app.inject({ method: "POST", url: "/api/lms/connect", payload: canvasConnection() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("GET /api/lms/courses", () => {
    it("lists the Canvas courses in SPEC's shape", async () => {
      const q = new URLSearchParams(canvasConnection());
      const list = expectStatus<LmsCourse[]>(await client.get(`/api/lms/courses?${q}`), 200);
      expect(list.map((c) => c.name)).toEqual(["Biology 101", "Chemistry 201", "History of Science"]);
      expect(list[0]).toEqual({
        id: "42",
        name: "Biology 101",
        description: "Cells, genetics and evolution for first-year students.",
        enrollmentCount: 31,
        startDate: "2025-01-13T08:00:00Z",
      });
    });

    it("lists the Blackboard courses", async () => {
      const q = new URLSearchParams({ lmsType: "blackboard", baseUrl: blackboard.baseUrl, accessToken: BB_TOKEN });
      const list = expectStatus<LmsCourse[]>(await client.get(`/api/lms/courses?${q}`), 200);
      expect(list).toEqual([expect.objectContaining({ id: "_10_1", name: "Statistics 110" })]);
    });

    it("answers 400 naming a missing query field", async () => {
      const q = new URLSearchParams({ lmsType: "canvas", baseUrl: canvas.baseUrl });
      expect(expectStatus(await client.get(`/api/lms/courses?${q}`), 400).message).toContain("accessToken");
    });
  });

  describe("POST /api/lms/import-course", () => {
    let imported: ImportedCourseResponse;

    it("creates the course with modules, lessons and assessments", async () => {
      imported = expectStatus<ImportedCourseResponse>(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "42" }),
        201,
      );
      expect(imported).toMatchObject({
        title: "Biology 101",
        description: "Cells, genetics and evolution for first-year students.",
        lmsType: "canvas",
        lmsId: "42",
        counts: { modules: 2, assessments: 2 },
      });
      expect(imported.counts.lessons).toBeGreaterThanOrEqual(6);
      expect(imported.progress).toBeGreaterThan(0);
      expect(imported.warnings.join(" ")).not.toMatch(/essay|not imported/);

      const modules = expectStatus(await client.get(`/api/courses/${imported.id}/modules?include=content`), 200);
      expect(modules.map((m: { title: string }) => m.title)).toEqual(["Week 1: Cells", "Week 2: Division"]);
      expect(modules.map((m: { lmsModuleId: string }) => m.lmsModuleId)).toEqual(["1", "2"]);
      const lessons = modules.flatMap((m: { lessons: unknown[] }) => m.lessons) as Array<{
        title: string;
        type: string;
        contentHtml: string;
        videoUrl: string | null;
      }>;
      const cell = lessons.find((l) => l.title === "What is a cell?");
      expect(cell?.contentHtml).toContain("<em>smallest</em>");
      expect(cell?.contentHtml).not.toMatch(/script|onclick/);
      expect(lessons.find((l) => l.type === "video")?.videoUrl).toContain("vimeo.com/123456");
      expect(lessons.filter((l) => l.type === "assessment").length).toBeGreaterThanOrEqual(1);

      const assessments = expectStatus(await client.get(`/api/courses/${imported.id}/assessments`), 200) as Array<{
        title: string;
        moduleId: number | null;
        questions: Array<{ type: string; correctAnswer: string }>;
      }>;
      const quiz = assessments.find((a) => a.title === "Quiz 1");
      expect(quiz?.moduleId).toBe(modules[1].id);
      // The essay question is kept as an essay, without grading notes.
      expect(quiz?.questions.map((q) => q.type)).toEqual(["multiple_choice", "true_false", "essay"]);
      expect(quiz?.questions[0]?.correctAnswer).toBe("Mitochondrion");
      expect(quiz?.questions[2]).toMatchObject({ stem: "Discuss the cell theory.", options: [], correctAnswer: "" });
    });

    it("imports a Blackboard course", async () => {
      const body = expectStatus<ImportedCourseResponse>(
        await client.post("/api/lms/import-course", {
          lmsType: "blackboard",
          baseUrl: blackboard.baseUrl,
          accessToken: BB_TOKEN,
          courseId: "_10_1",
        }),
        201,
      );
      expect(body).toMatchObject({ title: "Statistics 110", lmsType: "blackboard", lmsId: "_10_1" });
      expect(body.counts.modules).toBe(2);
    });

    it("answers 409 for the same LMS course again, then updates or copies on request", async () => {
      const again = expectStatus(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: 42 }),
        409,
      );
      expect(again).toEqual({
        message: expect.stringMatching(/Update the earlier import or create a copy/),
        existingCourseId: imported.id,
      });

      const before = await userCourseCount(ctx.database.db, client.user.id);
      const updated = expectStatus<ImportedCourseResponse>(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "42", mode: "update" }),
        200,
      );
      expect(updated.id).toBe(imported.id);
      expect(updated.counts).toEqual(imported.counts);
      expect(await userCourseCount(ctx.database.db, client.user.id)).toBe(before);
      const modules = expectStatus(await client.get(`/api/courses/${imported.id}/modules?include=content`), 200);
      expect(modules).toHaveLength(2);
      const assessments = expectStatus(await client.get(`/api/courses/${imported.id}/assessments`), 200);
      expect(assessments).toHaveLength(2);

      const copy = expectStatus<ImportedCourseResponse>(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "42", mode: "copy" }),
        201,
      );
      expect(copy.id).not.toBe(imported.id);
      expect(copy.title).toBe("Biology 101 (copy)");
      expect(await userCourseCount(ctx.database.db, client.user.id)).toBe(before + 1);
    });

    it("does not treat another user's import as a duplicate", async () => {
      const other = clientFor(ctx.app, await signUpUser(ctx.app));
      expectStatus(await other.post("/api/lms/import-course", { ...canvasConnection(), courseId: "42" }), 201);
    });

    it("answers 404 with what to do for an unknown LMS course, and 400 naming a missing courseId", async () => {
      const body = expectStatus(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "999" }),
        404,
      );
      expect(body.message).toMatch(/could not find/i);
      expect(expectStatus(await client.post("/api/lms/import-course", canvasConnection()), 400).message).toContain(
        "courseId",
      );
      expect(
        expectStatus(
          await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "43", mode: "merge" }),
          400,
        ).message,
      ).toContain("mode");
    });

    it("leaves nothing behind when the LMS rejects the token half-way through a course", async () => {
      const flaky = await startFakeCanvas({
        token: CANVAS_TOKEN,
        courses: sampleCanvasCourses(),
        intercept: (req, res, url) => {
          if (url.pathname.endsWith("/pages/mitosis")) {
            sendJson(res, 401, { errors: [{ message: "Invalid access token." }] }, { "WWW-Authenticate": "Bearer" });
            return true;
          }
          return false;
        },
      });
      const owner = clientFor(ctx.app, await signUpUser(ctx.app));
      try {
        const body = expectStatus(
          await owner.post("/api/lms/import-course", { ...canvasConnection(), baseUrl: flaky.baseUrl, courseId: "42" }),
          401,
        );
        expect(body.message).toMatch(/Canvas rejected the access token/);
      } finally {
        await flaky.close();
      }
      expect(await userCourseCount(ctx.database.db, owner.user.id)).toBe(0);
    });

    it("imports the rest when one page fails (500), with a warning naming it (issue #12)", async () => {
      const flaky = await startFakeCanvas({
        token: CANVAS_TOKEN,
        courses: sampleCanvasCourses(),
        intercept: (req, res, url) => {
          if (url.pathname.endsWith("/pages/mitosis")) {
            sendJson(res, 500, { errors: [{ message: "boom" }] });
            return true;
          }
          return false;
        },
      });
      const owner = clientFor(ctx.app, await signUpUser(ctx.app));
      try {
        const body = expectStatus<ImportedCourseResponse>(
          await owner.post("/api/lms/import-course", { ...canvasConnection(), baseUrl: flaky.baseUrl, courseId: "42" }),
          201,
        );
        expect(body.counts.lessons).toBeGreaterThan(1);
        expect(body.warnings).toContainEqual(
          expect.stringMatching(/could not be read from Canvas \(HTTP 500, upstream down\): Canvas is having trouble/),
        );
      } finally {
        await flaky.close();
      }
      expect(await userCourseCount(ctx.database.db, owner.user.id)).toBe(1);
    });

    it.each(["modules", "lessons", "assessments", "progress"] as const)(
      "rolls the whole import back when the %s step fails",
      async (failingStep) => {
        const owner = await signUpUser(ctx.app);
        const course = await new CanvasConnector({
          baseUrl: canvas.baseUrl,
          accessToken: CANVAS_TOKEN,
          allowPrivateHosts: true,
        }).fetchCourse("42");
        const counts = async () =>
          (
            (await ctx.database.db.execute(
              sql`select (select count(*) from courses)::int as c, (select count(*) from modules)::int as m,
                         (select count(*) from lessons)::int as l, (select count(*) from assessments)::int as a`,
            )) as unknown as { rows: unknown[] }
          ).rows[0];
        const before = await counts();
        await expect(
          saveImportedCourse(ctx.database.db, course, {
            userId: owner.id,
            onStep: (step) => {
              if (step === failingStep) throw new Error(`injected failure at ${step}`);
            },
          }),
        ).rejects.toThrow(/injected failure/);
        expect(await counts()).toEqual(before);
        expect(await userCourseCount(ctx.database.db, owner.id)).toBe(0);
      },
    );
  });
});
