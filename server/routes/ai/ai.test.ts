import { describe, expect, it } from "vitest";
import { objectivesResultSchema, outlineResultSchema, quizResultSchema } from "../../../common/ai-schemas.ts";
import { testDatabases } from "../../test/harness.ts";
import { expectStatus } from "../modules/editor-test-helpers.ts";
import { AI_CALLS, CELLS, ECONOMICS, createFixtureCourse, objectivesBody, useAiTestState } from "./ai-test-helpers.ts";

describe.each(testDatabases())("AI drafting calls on $name", (kind) => {
  const t = useAiTestState(kind);

  it("answers 401 when signed out", async () => {
    for (const url of AI_CALLS) {
      const res = await t.ctx.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    for (const [method, url] of [
      ["GET", "/api/ai/stats"],
      ["GET", "/api/courses/1/applied-suggestions"],
      ["POST", "/api/courses/1/applied-suggestions"],
    ] as const) {
      expect((await t.ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe("POST /api/ai/generate-objectives", () => {
    it("returns measurable objectives from the offline engine and records the run", async () => {
      const body = expectStatus(await t.alice.post("/api/ai/generate-objectives", objectivesBody(CELLS)), 200);
      expect(objectivesResultSchema.parse(body)).toEqual(body);
      expect(body.provider).toEqual({ name: "offline" });
      expect(body.objectives.length).toBeGreaterThan(0);
      for (const o of body.objectives) expect(o).toMatch(/^Students will be able to /);

      const run = await t.lastRun(t.alice.user.id);
      expect(run).toMatchObject({ kind: "objectives", courseId: null, provider: "offline", model: null });
      expect(run!.fellBack).toBe(false);
      expect(Number.isInteger(run!.durationMs)).toBe(true);
      expect(run!.durationMs).toBeGreaterThanOrEqual(0);
    });

    it("gives different courses different objectives", async () => {
      const a = expectStatus(await t.alice.post("/api/ai/generate-objectives", objectivesBody(CELLS)), 200);
      const b = expectStatus(await t.alice.post("/api/ai/generate-objectives", objectivesBody(ECONOMICS)), 200);
      expect(a.objectives).not.toEqual(b.objectives);
      expect(a.objectives.join(" ")).not.toEqual(b.objectives.join(" "));
      const shared = a.objectives.filter((o: string) => b.objectives.includes(o));
      expect(shared).toEqual([]);
    });

    it("honours count, and with courseId never repeats the course's objectives", async () => {
      const three = expectStatus(
        await t.alice.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), count: 3 }),
        200,
      );
      expect(three.objectives).toHaveLength(3);
      expectStatus(
        await t.alice.post(`/api/courses/${t.cells.courseId}/objectives`, { objectives: three.objectives }),
        201,
      );
      const more = expectStatus(
        await t.alice.post("/api/ai/generate-objectives", {
          ...objectivesBody(CELLS),
          count: 3,
          courseId: t.cells.courseId,
        }),
        200,
      );
      expect(more.objectives.length).toBeGreaterThan(0);
      for (const o of more.objectives) expect(three.objectives).not.toContain(o);
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "objectives", courseId: t.cells.courseId });
    });

    it("answers 400 naming the field", async () => {
      const missing = await t.alice.post("/api/ai/generate-objectives", { courseDescription: "x", level: "beginner" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/courseTitle/);
      const level = await t.alice.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), level: "expert" });
      expect(level.statusCode).toBe(400);
      expect(level.json().message).toMatch(/level must be one of/);
      const count = await t.alice.post("/api/ai/generate-objectives", { ...objectivesBody(CELLS), count: 0 });
      expect(count.statusCode).toBe(400);
      expect(count.json().message).toMatch(/count must be between 1 and 12/);
    });

    it("answers 404 for another user's course", async () => {
      const res = await t.bob.post("/api/ai/generate-objectives", {
        ...objectivesBody(CELLS),
        courseId: t.cells.courseId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Course not found" });
    });
  });

  describe("POST /api/ai/generate-quiz", () => {
    it("with moduleId, draws questions from the module's lessons, 5 by default", async () => {
      const moduleId = t.cells.moduleIds[0]!;
      const body = expectStatus(
        await t.alice.post("/api/ai/generate-quiz", {
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
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "quiz", courseId: t.cells.courseId });
    });

    it("maps questions to the course's objectives", async () => {
      const { courseId, moduleIds } = await createFixtureCourse(t.alice, CELLS);
      const objectives = expectStatus(
        await t.alice.post(`/api/courses/${courseId}/objectives`, {
          objectives: [
            "Students will be able to explain passive and active transport across the plasma membrane",
            "Students will be able to describe how mitochondria produce ATP",
          ],
        }),
        201,
      );
      const ids = objectives.map((o: { id: number }) => o.id);
      const body = expectStatus(
        await t.alice.post("/api/ai/generate-quiz", {
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
        await t.alice.post("/api/ai/generate-quiz", { moduleTitle: "Sampling", moduleDescription: "Samples." }),
        200,
      );
      expect(quizResultSchema.parse(body)).toEqual(body);
      expect(body.questions.length).toBeLessThan(5);
      expect(body.notice).toMatch(/of 5 questions/);
    });

    it("answers 400 naming the field and 404 for another user's module", async () => {
      const count = await t.alice.post("/api/ai/generate-quiz", { moduleTitle: "M", questionCount: 21 });
      expect(count.statusCode).toBe(400);
      expect(count.json().message).toMatch(/questionCount must be between 1 and 20/);
      const title = await t.alice.post("/api/ai/generate-quiz", { moduleDescription: "d" });
      expect(title.statusCode).toBe(400);
      expect(title.json().message).toMatch(/moduleTitle/);
      const other = await t.bob.post("/api/ai/generate-quiz", { moduleTitle: "M", moduleId: t.cells.moduleIds[0] });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: "Module not found" });
    });
  });

  describe("POST /api/ai/course-outline", () => {
    it("drafts an outline from a stored course or from title and description", async () => {
      const stored = expectStatus(await t.alice.post("/api/ai/course-outline", { courseId: t.cells.courseId }), 200);
      expect(outlineResultSchema.parse(stored)).toEqual(stored);
      expect(stored.modules.length).toBeGreaterThanOrEqual(4);
      expect(stored.objectives.length).toBeGreaterThan(0);
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "outline", courseId: t.cells.courseId });

      const fresh = expectStatus(
        await t.alice.post("/api/ai/course-outline", {
          title: ECONOMICS.title,
          description: ECONOMICS.description,
          level: "intermediate",
          duration: "6 weeks",
        }),
        200,
      );
      expect(outlineResultSchema.parse(fresh)).toEqual(fresh);
      expect(await t.lastRun(t.alice.user.id)).toMatchObject({ kind: "outline", courseId: null });
    });

    it("answers 400 naming title when neither courseId nor title is given, 404 for another user's course", async () => {
      const res = await t.alice.post("/api/ai/course-outline", { description: "d" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/title is required/);
      expect((await t.bob.post("/api/ai/course-outline", { courseId: t.cells.courseId })).statusCode).toBe(404);
    });
  });
});
