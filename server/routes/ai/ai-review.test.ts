import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AI_RATE_LIMIT_MESSAGE,
  activitiesResultSchema,
  insightsResultSchema,
  suggestionsResultSchema,
} from "../../../common/ai-schemas.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { clientFor, createModule, expectStatus } from "../modules/editor-test-helpers.ts";
import { CELLS, ECONOMICS, createFixtureCourse, objectivesBody, useAiTestState } from "./ai-test-helpers.ts";

describe.each(testDatabases())("AI review calls on $name", (kind) => {
  const t = useAiTestState(kind);

  describe("POST /api/ai/content-suggestions", () => {
    it("works from SPEC's body alone, without placeholder ids in actions", async () => {
      const body = expectStatus(
        await t.alice.post("/api/ai/content-suggestions", {
          courseTitle: "Statistics",
          modules: [{ title: "Sampling", description: "How samples are drawn" }, { title: "Inference" }],
          currentProgress: 10,
        }),
        200,
      );
      expect(suggestionsResultSchema.parse(body)).toEqual(body);
      expect(body.provider.name).toBe("offline");
      expect(body.suggestions.length).toBeGreaterThan(0);
      for (const s of body.suggestions) {
        expect(s.action?.moduleId).toBeUndefined();
        expect(s.action?.lessonId).toBeUndefined();
      }
    });

    it("with courseId, suggests from the stored course's real gaps", async () => {
      const { courseId } = await createFixtureCourse(t.alice, ECONOMICS);
      const empty = await createModule(t.alice, courseId, { title: "Fiscal Policy" });
      const body = expectStatus(
        await t.alice.post("/api/ai/content-suggestions", {
          courseTitle: ECONOMICS.title,
          modules: [],
          currentProgress: 0,
          courseId,
        }),
        200,
      );
      expect(body.suggestions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: { kind: "add-lesson", moduleId: empty.id } }),
          expect.objectContaining({ action: expect.objectContaining({ kind: "add-objectives" }) }),
        ]),
      );
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "suggestions", courseId });
    });

    it("answers 400 naming the field and 404 for another user's course", async () => {
      const bad = await t.alice.post("/api/ai/content-suggestions", {
        courseTitle: "X",
        modules: [{ description: "d" }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/modules\.0\.title/);
      const progress = await t.alice.post("/api/ai/content-suggestions", { courseTitle: "X", currentProgress: 150 });
      expect(progress.statusCode).toBe(400);
      expect(progress.json().message).toMatch(/currentProgress/);
      const other = await t.bob.post("/api/ai/content-suggestions", { courseTitle: "X", courseId: t.cells.courseId });
      expect(other.statusCode).toBe(404);
    });
  });

  describe("POST /api/ai/pedagogical-insights", () => {
    it("returns insights with their impact, from the body or from the stored course", async () => {
      const fromBody = expectStatus(
        await t.alice.post("/api/ai/pedagogical-insights", {
          title: "Statistics",
          level: "intermediate",
          duration: "8 weeks",
          moduleCount: 4,
          hasAssessments: false,
        }),
        200,
      );
      expect(insightsResultSchema.parse(fromBody)).toEqual(fromBody);
      expect(fromBody.provider.name).toBe("offline");

      const fromCourse = expectStatus(
        await t.alice.post("/api/ai/pedagogical-insights", {
          title: CELLS.title,
          level: CELLS.level,
          duration: CELLS.duration,
          moduleCount: 0,
          hasAssessments: false,
          courseId: t.cells.courseId,
        }),
        200,
      );
      expect(fromCourse.insights.length).toBeGreaterThan(0);
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "insights", courseId: t.cells.courseId });
    });

    it("answers 400 naming the field and 404 for another user's course", async () => {
      const bad = await t.alice.post("/api/ai/pedagogical-insights", { title: "X", moduleCount: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/moduleCount/);
      const flag = await t.alice.post("/api/ai/pedagogical-insights", { title: "X", hasAssessments: "yes" });
      expect(flag.statusCode).toBe(400);
      expect(flag.json().message).toMatch(/hasAssessments/);
      const other = await t.bob.post("/api/ai/pedagogical-insights", { title: "X", courseId: t.cells.courseId });
      expect(other.statusCode).toBe(404);
    });
  });

  describe("POST /api/ai/activity-ideas", () => {
    it("returns activities for the course or one of its modules", async () => {
      const course = expectStatus(await t.alice.post("/api/ai/activity-ideas", { courseId: t.cells.courseId }), 200);
      expect(activitiesResultSchema.parse(course)).toEqual(course);
      expect(course.activities).toHaveLength(3);
      const module = expectStatus(
        await t.alice.post("/api/ai/activity-ideas", {
          courseId: t.cells.courseId,
          moduleId: t.cells.moduleIds[1],
          count: 2,
        }),
        200,
      );
      expect(module.activities).toHaveLength(2);
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "activities", courseId: t.cells.courseId });
    });

    it("answers 400 naming the field, 404 for another user's course or a module of another course", async () => {
      const missing = await t.alice.post("/api/ai/activity-ideas", {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/courseId/);
      expect((await t.bob.post("/api/ai/activity-ideas", { courseId: t.cells.courseId })).statusCode).toBe(404);
      const foreign = await t.alice.post("/api/ai/activity-ideas", {
        courseId: t.cells.courseId,
        moduleId: t.economics.moduleIds[0],
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: "Module not found" });
    });
  });

  describe("GET /api/ai/stats", () => {
    it("counts runs and distinct existing courses with runs", async () => {
      const carol = clientFor(t.ctx.app, await signUpUser(t.ctx.app));
      expect(expectStatus(await carol.get("/api/ai/stats"), 200)).toEqual({ coursesWithAiRuns: 0, runs: 0 });

      const one = await createFixtureCourse(carol, CELLS);
      const two = await createFixtureCourse(carol, ECONOMICS);
      const three = await createFixtureCourse(carol, CELLS);
      for (const courseId of [one.courseId, one.courseId, two.courseId, three.courseId]) {
        expectStatus(await carol.post("/api/ai/activity-ideas", { courseId }), 200);
      }
      expectStatus(await carol.post("/api/ai/generate-objectives", objectivesBody(CELLS)), 200);
      expect(expectStatus(await carol.get("/api/ai/stats"), 200)).toEqual({ coursesWithAiRuns: 3, runs: 5 });

      expectStatus(await carol.del(`/api/courses/${three.courseId}`), 204);
      expect(expectStatus(await carol.get("/api/ai/stats"), 200)).toEqual({ coursesWithAiRuns: 2, runs: 5 });
      // Another user's activity is not counted.
      const dave = clientFor(t.ctx.app, await signUpUser(t.ctx.app));
      expect(expectStatus(await dave.get("/api/ai/stats"), 200)).toEqual({ coursesWithAiRuns: 0, runs: 0 });
    });
  });

  describe("applied suggestions", () => {
    it("persists an applied suggestion by title, idempotently", async () => {
      const url = `/api/courses/${t.cells.courseId}/applied-suggestions`;
      expect(expectStatus(await t.alice.get(url), 200)).toEqual([]);
      const first = expectStatus(await t.alice.post(url, { title: "Add a quiz" }), 201);
      expect(first).toEqual({ title: "Add a quiz", appliedAt: expect.any(String) });
      const again = expectStatus(await t.alice.post(url, { title: "Add a quiz" }), 200);
      expect(again).toEqual(first);
      expectStatus(await t.alice.post(url, { title: "Caption the lecture" }), 201);
      expect(expectStatus(await t.alice.get(url), 200).map((s: { title: string }) => s.title)).toEqual([
        "Add a quiz",
        "Caption the lecture",
      ]);
      // Per course: the same title on another course is a separate record.
      expect(
        expectStatus(
          await t.alice.post(`/api/courses/${t.economics.courseId}/applied-suggestions`, { title: "Add a quiz" }),
          201,
        ),
      ).toMatchObject({ title: "Add a quiz" });
    });

    it("answers 400 naming title and 404 for another user's course", async () => {
      const url = `/api/courses/${t.cells.courseId}/applied-suggestions`;
      const bad = await t.alice.post(url, { title: "  " });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/title is required/);
      expect((await t.bob.get(url)).statusCode).toBe(404);
      expect((await t.bob.post(url, { title: "Add a quiz" })).statusCode).toBe(404);
    });
  });
});

describe.each(testDatabases())("AI rate limit on $name", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => ctx?.close());

  it("allows AI_RATE_LIMIT_MAX AI calls per user per minute across endpoints, then 429", async () => {
    const alice = clientFor(ctx.app, await signUpUser(ctx.app));
    const bob = clientFor(ctx.app, await signUpUser(ctx.app));
    expectStatus(await alice.post("/api/ai/generate-objectives", objectivesBody(CELLS)), 200);
    expectStatus(await alice.post("/api/ai/content-suggestions", { courseTitle: "Statistics" }), 200);
    expectStatus(await alice.post("/api/ai/pedagogical-insights", { title: "Statistics" }), 200);
    const limited = await alice.post("/api/ai/generate-quiz", { moduleTitle: "Sampling" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: AI_RATE_LIMIT_MESSAGE });
    expect(limited.json().message).toBe("Too many AI requests. Wait a minute and try again.");
    // Per user: Bob still has his budget; non-AI calls are not limited.
    expectStatus(await bob.post("/api/ai/generate-objectives", objectivesBody(ECONOMICS)), 200);
    expectStatus(await alice.get("/api/ai/stats"), 200);
  });
});
