import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learningObjectives } from "../../db/schema.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { type UserClient, clientFor, expectStatus } from "../modules/editor-test-helpers.ts";

const outline = {
  modules: [
    {
      title: "Cells",
      description: "Cell structure and function.",
      lessons: [
        { title: "Membranes", type: "text", contentHtml: "<h2>Membranes</h2><p>The lipid bilayer.</p>" },
        { title: "Organelles", type: "video", contentHtml: "" },
      ],
    },
    {
      title: "Genetics",
      description: "Inheritance and DNA.",
      lessons: [{ title: "Mendel", type: "text", contentHtml: "<p>Peas.</p>" }],
    },
  ],
  objectives: ["Students will be able to explain membrane transport.", "Students will be able to predict crosses."],
  provider: { name: "offline" },
};

describe.each(testDatabases())("POST /api/courses/:id/outline on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  const newCourse = async () =>
    expectStatus(await alice.post("/api/courses", { title: "Biology", description: "Life." }), 201).id as number;

  it("adds the outline's modules, lessons and AI objectives in one request", async () => {
    const id = await newCourse();
    const course = expectStatus(await alice.post(`/api/courses/${id}/outline`, outline), 201);
    expect(course.id).toBe(id);
    const modules = expectStatus(await alice.get(`/api/courses/${id}/modules?include=content`), 200);
    expect(modules.map((m: { title: string; color: string }) => [m.title, m.color])).toEqual([
      ["Cells", "#6366F1"],
      ["Genetics", "#0EA5E9"],
    ]);
    expect(modules[0].lessons.map((l: { title: string }) => l.title)).toEqual(["Membranes", "Organelles"]);
    const objectives = expectStatus(await alice.get(`/api/courses/${id}/objectives`), 200);
    expect(objectives.map((o: { generatedBy: string }) => o.generatedBy)).toEqual(["ai", "ai"]);
    expect(course.progress).toBeGreaterThan(0);
  });

  it("answers 400 naming the field, and 404 for another user's course", async () => {
    const id = await newCourse();
    const bad = expectStatus(await alice.post(`/api/courses/${id}/outline`, { ...outline, modules: [] }), 400);
    expect(bad.message).toMatch(/modules/);
    const bob = clientFor(ctx.app, await signUpUser(ctx.app));
    expect((await bob.post(`/api/courses/${id}/outline`, outline)).statusCode).toBe(404);
  });

  it("an outline that would pass the objective limit is refused and adds nothing at all", async () => {
    const id = await newCourse();
    await ctx.database.db.insert(learningObjectives).values(
      Array.from({ length: 199 }, (_, i) => ({
        courseId: id,
        text: `Students will be able to state fact ${i}.`,
        objectives: [],
        generatedBy: "instructor",
        orderIndex: i,
      })),
    );
    const res = expectStatus(await alice.post(`/api/courses/${id}/outline`, outline), 400);
    expect(res.message).toBe("A course can have at most 200 learning objectives (it has 199).");
    expect(expectStatus(await alice.get(`/api/courses/${id}/modules?include=content`), 200)).toEqual([]);
    expect(expectStatus(await alice.get(`/api/courses/${id}/objectives`), 200)).toHaveLength(199);
  });
});
