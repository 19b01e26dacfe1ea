import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AI_RATE_LIMIT_MESSAGE,
  activitiesResultSchema,
  insightsResultSchema,
  objectivesResultSchema,
  outlineResultSchema,
  quizResultSchema,
  suggestionsResultSchema,
} from "../../../common/ai-schemas.ts";
import { aiRuns } from "../../db/schema.ts";
import { FIXTURE_COURSES } from "../../services/ai/offline/fixtures/courses.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { type UserClient, clientFor, createModule, expectStatus } from "../modules/editor-test-helpers.ts";

const [CELLS, ECONOMICS] = [FIXTURE_COURSES[0]!, FIXTURE_COURSES[1]!];
type Fixture = typeof CELLS;

/** Creates a course from a fixture (its modules with their real lesson text) and returns ids. */
async function createFixtureCourse(client: UserClient, fixture: Fixture) {
  const course = expectStatus(
    await client.post("/api/courses", {
      title: fixture.title,
      description: fixture.description,
      duration: fixture.duration,
      level: fixture.level,
    }),
    201,
  );
  const modules = [];
  for (const m of fixture.modules) {
    modules.push(
      await createModule(client, course.id, {
        title: m.title,
        description: m.description,
        lessons: [{ title: `${m.title}: reading`, contentHtml: m.html }],
      }),
    );
  }
  return { courseId: course.id as number, moduleIds: modules.map((m) => m.id as number) };
}

const objectivesBody = (fixture: Fixture) => ({
  courseTitle: fixture.title,
  courseDescription: fixture.description,
  level: fixture.level,
});

const AI_CALLS = [
  "/api/ai/generate-objectives",
  "/api/ai/content-suggestions",
  "/api/ai/pedagogical-insights",
  "/api/ai/generate-quiz",
  "/api/ai/activity-ideas",
  "/api/ai/course-outline",
] as const;

describe.each(testDatabases())("AI API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  let cells: Awaited<ReturnType<typeof createFixtureCourse>>;
  let economics: Awaited<ReturnType<typeof createFixtureCourse>>;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
    cells = await createFixtureCourse(alice, CELLS);
    economics = await createFixtureCourse(alice, ECONOMICS);
  });
  afterAll(() => ctx?.close());

  const lastRun = async (userId: string) =>
    (await ctx.database.db.select().from(aiRuns).where(eq(aiRuns.userId, userId)).orderBy(desc(aiRuns.id)))[0];

  it("answers 401 when signed out", async () => {
    for (const url of AI_CALLS) {
      const res = await ctx.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    for (const [method, url] of [
      ["GET", "/api/ai/stats"],
      ["GET", "/api/courses/1/applied-suggestions"],
      ["POST", "/api/courses/1/applied-suggestions"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe("POST /api/ai/generate-objectives", () => {
    it("returns measurable objectives from the offline engine and records the run", async () => {
      const body = expectStatus(await alice.post("/api/ai/generate-objectives", objectivesBody(CELLS)), 200);
      expect(objectivesResultSchema.parse(body)).toEqual(body);
      expect(body.provider).toEqual({ name: "offline" });
      expect(body.objectives.length).toBeGreaterThan(0);
      for (const o of body.objectives) expect(o).toMatch(/^Students will be able to /);

      const run = await lastRun(alice.user.id);
      expect(run).toMatchObject({ kind: "objectives", courseId: null, provider: "offline", model: null });
      expect(run!.fellBack).toBe(false);
      expect(Number.isInteger(run!.durationMs)).toBe(true);
      expect(run!.durationMs).toBeGreaterThanOrEqual(0);
    });

    it("gives different courses different objectives", async () => {
      const a = expectStatus(await alice.post("/api/ai/generate-objectives", objectivesBody(CELLS)), 200);
      const b = expectStatus(await alice.post("/api/ai/generate-objectives", objectivesBody(ECONOMICS)), 200);
      expect(a.objectives).not.toEqual(b.objectives);
      expect(a.objectives.join(" ")).not.toEqual(b.objectives.join(" "));
      const shared = a.objectives.filter((o: string) => b.objectives.includes(o));
      expect(shared).toEqual([]);
    });

    it("honours count, and with courseId never repeats the course's objectives", async () => {
      const three = expectStatus(
        await alice.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), count: 3 }),
        200,
      );
      expect(three.objectives).toHaveLength(3);
      expectStatus(
        await alice.post(`/api/courses/${cells.courseId}/objectives`, { objectives: three.objectives }),
        201,
      );
      const more = expectStatus(
        await alice.post("/api/ai/generate-objectives", {
          ...objectivesBody(CELLS),
          count: 3,
          courseId: cells.courseId,
        }),
        200,
      );
      expect(more.objectives.length).toBeGreaterThan(0);
      for (const o of more.objectives) expect(three.objectives).not.toContain(o);
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "objectives", courseId: cells.courseId });
    });

    it("answers 400 naming the field", async () => {
      const missing = await alice.post("/api/ai/generate-objectives", { courseDescription: "x", level: "beginner" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/courseTitle/);
      const level = await alice.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), level: "expert" });
      expect(level.statusCode).toBe(400);
      expect(level.json().message).toMatch(/level must be one of/);
      const count = await alice.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), count: 0 });
      expect(count.statusCode).toBe(400);
      expect(count.json().message).toMatch(/count must be between 1 and 12/);
    });

    it("answers 404 for another user's course", async () => {
      const res = await bob.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), courseId: cells.courseId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Course not found" });
    });
  });

  describe("POST /api/ai/content-suggestions", () => {
    it("works from SPEC's body alone, without placeholder ids in actions", async () => {
      const body = expectStatus(
        await alice.post("/api/ai/content-suggestions", {
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
      const { courseId } = await createFixtureCourse(alice, ECONOMICS);
      const empty = await createModule(alice, courseId, { title: "Fiscal Policy" });
      const body = expectStatus(
        await alice.post("/api/ai/content-suggestions", {
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
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "suggestions", courseId });
    });

    it("answers 400 naming the field and 404 for another user's course", async () => {
      const bad = await alice.post("/api/ai/content-suggestions", {
        courseTitle: "X",
        modules: [{ description: "d" }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/modules\.0\.title/);
      const progress = await alice.post("/api/ai/content-suggestions", { courseTitle: "X", currentProgress: 150 });
      expect(progress.statusCode).toBe(400);
      expect(progress.json().message).toMatch(/currentProgress/);
      const other = await bob.post("/api/ai/content-suggestions", { courseTitle: "X", courseId: cells.courseId });
      expect(other.statusCode).toBe(404);
    });
  });

  describe("POST /api/ai/pedagogical-insights", () => {
    it("returns insights with their impact, from the body or from the stored course", async () => {
      const fromBody = expectStatus(
        await alice.post("/api/ai/pedagogical-insights", {
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
        await alice.post("/api/ai/pedagogical-insights", {
          title: CELLS.title,
          level: CELLS.level,
          duration: CELLS.duration,
          moduleCount: 0,
          hasAssessments: false,
          courseId: cells.courseId,
        }),
        200,
      );
      expect(fromCourse.insights.length).toBeGreaterThan(0);
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "insights", courseId: cells.courseId });
    });

    it("answers 400 naming the field and 404 for another user's course", async () => {
      const bad = await alice.post("/api/ai/pedagogical-insights", { title: "X", moduleCount: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/moduleCount/);
      const flag = await alice.post("/api/ai/pedagogical-insights", { title: "X", hasAssessments: "yes" });
      expect(flag.statusCode).toBe(400);
      expect(flag.json().message).toMatch(/hasAssessments/);
      const other = await bob.post("/api/ai/pedagogical-insights", { title: "X", courseId: cells.courseId });
      expect(other.statusCode).toBe(404);
    });
  });

  describe("POST /api/ai/generate-quiz", () => {
    it("with moduleId, draws questions from the module's lessons, 5 by default", async () => {
      const moduleId = cells.moduleIds[0]!;
      const body = expectStatus(
        await alice.post("/api/ai/generate-quiz", {
          moduleTitle: CELLS.modules[0]!.title,
          moduleDescription: CELLS.modules[0]!.description,
          moduleId,
        }),
        200,
      );
      expect(quizResultSchema.parse(body)).toEqual(body);
      expect(body.provider.name).toBe("offline");
      expect(body.questions).toHaveLength(5);
      const lessonText = CELLS.modules[0]!.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      for (const q of body.questions) {
        expect(q.sourceSentence.length).toBeGreaterThan(0);
        expect(lessonText).toContain(q.sourceSentence.replace(/\s+/g, " ").replace(/[.]$/, ""));
      }
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "quiz", courseId: cells.courseId });
    });

    it("maps questions to the course's objectives", async () => {
      const { courseId, moduleIds } = await createFixtureCourse(alice, CELLS);
      const objectives = expectStatus(
        await alice.post(`/api/courses/${courseId}/objectives`, {
          objectives: [
            "Students will be able to explain passive and active transport across the plasma membrane",
            "Students will be able to describe how mitochondria produce ATP",
          ],
        }),
        201,
      );
      const ids = objectives.map((o: { id: number }) => o.id);
      const body = expectStatus(
        await alice.post("/api/ai/generate-quiz", {
          moduleTitle: "Membranes",
          questionCount: 3,
          moduleId: moduleIds[0],
        }),
        200,
      );
      expect(body.questions).toHaveLength(3);
      const measured = body.questions.flatMap((q: { objectiveIds: number[] }) => q.objectiveIds);
      expect(measured.length).toBeGreaterThan(0);
      for (const id of measured) expect(ids).toContain(id);
    });

    it("works from SPEC's body alone and says when the text supports fewer questions", async () => {
      const body = expectStatus(
        await alice.post("/api/ai/generate-quiz", { moduleTitle: "Sampling", moduleDescription: "Samples." }),
        200,
      );
      expect(quizResultSchema.parse(body)).toEqual(body);
      expect(body.questions.length).toBeLessThan(5);
      expect(body.notice).toMatch(/of 5 questions/);
    });

    it("answers 400 naming the field and 404 for another user's module", async () => {
      const count = await alice.post("/api/ai/generate-quiz", { moduleTitle: "M", questionCount: 21 });
      expect(count.statusCode).toBe(400);
      expect(count.json().message).toMatch(/questionCount must be between 1 and 20/);
      const title = await alice.post("/api/ai/generate-quiz", { moduleDescription: "d" });
      expect(title.statusCode).toBe(400);
      expect(title.json().message).toMatch(/moduleTitle/);
      const other = await bob.post("/api/ai/generate-quiz", { moduleTitle: "M", moduleId: cells.moduleIds[0] });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: "Module not found" });
    });
  });

  describe("POST /api/ai/activity-ideas", () => {
    it("returns activities for the course or one of its modules", async () => {
      const course = expectStatus(await alice.post("/api/ai/activity-ideas", { courseId: cells.courseId }), 200);
      expect(activitiesResultSchema.parse(course)).toEqual(course);
      expect(course.activities).toHaveLength(3);
      const module = expectStatus(
        await alice.post("/api/ai/activity-ideas", {
          courseId: cells.courseId,
          moduleId: cells.moduleIds[1],
          count: 2,
        }),
        200,
      );
      expect(module.activities).toHaveLength(2);
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "activities", courseId: cells.courseId });
    });

    it("answers 400 naming the field, 404 for another user's course or a module of another course", async () => {
      const missing = await alice.post("/api/ai/activity-ideas", {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/courseId/);
      expect((await bob.post("/api/ai/activity-ideas", { courseId: cells.courseId })).statusCode).toBe(404);
      const foreign = await alice.post("/api/ai/activity-ideas", {
        courseId: cells.courseId,
        moduleId: economics.moduleIds[0],
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: "Module not found" });
    });
  });

  describe("POST /api/ai/course-outline", () => {
    it("drafts an outline from a stored course or from title and description", async () => {
      const stored = expectStatus(await alice.post("/api/ai/course-outline", { courseId: cells.courseId }), 200);
      expect(outlineResultSchema.parse(stored)).toEqual(stored);
      expect(stored.modules.length).toBeGreaterThanOrEqual(4);
      expect(stored.objectives.length).toBeGreaterThan(0);
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "outline", courseId: cells.courseId });

      const fresh = expectStatus(
        await alice.post("/api/ai/course-outline", {
          title: ECONOMICS.title,
          description: ECONOMICS.description,
          level: "intermediate",
          duration: "6 weeks",
        }),
        200,
      );
      expect(outlineResultSchema.parse(fresh)).toEqual(fresh);
      expect(await lastRun(alice.user.id)).toMatchObject({ kind: "outline", courseId: null });
    });

    it("answers 400 naming title when neither courseId nor title is given, 404 for another user's course", async () => {
      const res = await alice.post("/api/ai/course-outline", { description: "d" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/title is required/);
      expect((await bob.post("/api/ai/course-outline", { courseId: cells.courseId })).statusCode).toBe(404);
    });
  });

  describe("GET /api/ai/stats", () => {
    it("counts runs and distinct existing courses with runs", async () => {
      const carol = clientFor(ctx.app, await signUpUser(ctx.app));
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
      const dave = clientFor(ctx.app, await signUpUser(ctx.app));
      expect(expectStatus(await dave.get("/api/ai/stats"), 200)).toEqual({ coursesWithAiRuns: 0, runs: 0 });
    });
  });

  describe("applied suggestions", () => {
    it("persists an applied suggestion by title, idempotently", async () => {
      const url = `/api/courses/${cells.courseId}/applied-suggestions`;
      expect(expectStatus(await alice.get(url), 200)).toEqual([]);
      const first = expectStatus(await alice.post(url, { title: "Add a quiz" }), 201);
      expect(first).toEqual({ title: "Add a quiz", appliedAt: expect.any(String) });
      const again = expectStatus(await alice.post(url, { title: "Add a quiz" }), 200);
      expect(again).toEqual(first);
      expectStatus(await alice.post(url, { title: "Caption the lecture" }), 201);
      expect(expectStatus(await alice.get(url), 200).map((s: { title: string }) => s.title)).toEqual([
        "Add a quiz",
        "Caption the lecture",
      ]);
      // Per course: the same title on another course is a separate record.
      expect(
        expectStatus(
          await alice.post(`/api/courses/${economics.courseId}/applied-suggestions`, { title: "Add a quiz" }),
          201,
        ),
      ).toMatchObject({ title: "Add a quiz" });
    });

    it("answers 400 naming title and 404 for another user's course", async () => {
      const url = `/api/courses/${cells.courseId}/applied-suggestions`;
      const bad = await alice.post(url, { title: "  " });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/title is required/);
      expect((await bob.get(url)).statusCode).toBe(404);
      expect((await bob.post(url, { title: "Add a quiz" })).statusCode).toBe(404);
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
