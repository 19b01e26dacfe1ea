import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { assessments, learningObjectives, lessons, modules } from "../../db/schema.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { type UserClient, clientFor, expectStatus } from "../../routes/modules/editor-test-helpers.ts";
import { buildCourse, lessonDraft, type BuildStep, type CourseDraft } from "./build-course.ts";

const draft: CourseDraft = {
  modules: [
    {
      title: "Cells",
      description: "Cell structure.",
      color: "#0EA5E9",
      lessons: [
        lessonDraft({ title: "Membranes", contentHtml: "<p>The lipid bilayer.</p><script>alert(1)</script>" }),
        lessonDraft({ title: "Organelles", type: "video", videoUrl: "https://example.com/v" }),
      ],
    },
    { title: "Genetics", description: null, color: "#10B981", lmsModuleId: "m-2", lessons: [] },
  ],
  objectives: [{ text: "Students will be able to explain membrane transport.", generatedBy: "imported" }],
  assessments: [
    {
      title: "Cell quiz",
      type: "quiz",
      moduleIndex: 0,
      questions: [
        {
          id: randomUUID(),
          type: "true_false",
          stem: "Membranes are lipid bilayers.",
          options: ["True", "False"],
          correctAnswer: "True",
          objectiveIds: [],
        },
      ],
    },
  ],
};

describe.each(testDatabases())("buildCourse on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  const newCourse = async () =>
    expectStatus(await alice.post("/api/courses", { title: "Biology", description: "Life." }), 201).id as number;
  const rowsOf = async (courseId: number) => {
    const db = ctx.database.db;
    const moduleRows = await db.select().from(modules).where(eq(modules.courseId, courseId));
    const lessonRows = (
      await Promise.all(moduleRows.map((m) => db.select().from(lessons).where(eq(lessons.moduleId, m.id))))
    ).flat();
    return {
      modules: moduleRows,
      lessons: lessonRows,
      objectives: await db.select().from(learningObjectives).where(eq(learningObjectives.courseId, courseId)),
      assessments: await db.select().from(assessments).where(eq(assessments.courseId, courseId)),
    };
  };

  it("appends modules after the course's own, sanitises lesson HTML and places the assessment in its module", async () => {
    const id = await newCourse();
    expectStatus(await alice.post(`/api/courses/${id}/modules`, { title: "Intro" }), 201);
    const { counts, course } = await ctx.database.db.transaction((tx) => buildCourse(tx, id, draft));
    expect(counts).toEqual({ modules: 2, lessons: 2, objectives: 1, assessments: 1 });
    expect(course.progress).toBeGreaterThan(0);

    const modulesRead = expectStatus(await alice.get(`/api/courses/${id}/modules?include=content`), 200);
    expect(modulesRead.map((m: { title: string }) => m.title)).toEqual(["Intro", "Cells", "Genetics"]);
    expect(modulesRead[1].lessons[0].contentHtml).toBe("<p>The lipid bilayer.</p>");
    expect(modulesRead[1].lessons[1]).toMatchObject({ type: "video", videoUrl: "https://example.com/v" });
    expect(modulesRead[2].lmsModuleId).toBe("m-2");
    const [quiz] = expectStatus(await alice.get(`/api/courses/${id}/assessments`), 200);
    expect(quiz.moduleId).toBe(modulesRead[1].id);
    const [objective] = expectStatus(await alice.get(`/api/courses/${id}/objectives`), 200);
    expect(objective).toMatchObject({ generatedBy: "imported", bloomLevel: "understand" });
  });

  it.each<BuildStep>(["lessons", "objectives", "assessments", "progress"])(
    "a failure before the %s step rolls back everything written before it",
    async (failAt) => {
      const id = await newCourse();
      const attempt = ctx.database.db.transaction((tx) =>
        buildCourse(tx, id, draft, (step) => {
          if (step === failAt) throw new Error(`injected failure at ${step}`);
        }),
      );
      await expect(attempt).rejects.toThrow(`injected failure at ${failAt}`);
      const rows = await rowsOf(id);
      expect(rows).toEqual({ modules: [], lessons: [], objectives: [], assessments: [] });
    },
  );
});
