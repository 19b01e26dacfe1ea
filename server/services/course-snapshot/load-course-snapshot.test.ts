import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type UserClient,
  clientFor,
  createCourse,
  createModule,
  expectStatus,
} from "../../routes/modules/editor-test-helpers.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { loadCourseSnapshot } from "./load-course-snapshot.ts";

describe.each(testDatabases())("loadCourseSnapshot on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  it("loads modules and lessons in order, objectives in order, and assessments with their questions", async () => {
    const courseId = await createCourse(alice, "Cell Biology");
    const first = await createModule(alice, courseId, {
      title: "Membranes",
      description: "The plasma membrane",
      lessons: [
        { title: "Reading", contentHtml: "<p>The bilayer.</p>", durationMinutes: 20 },
        {
          title: "Lecture",
          type: "video",
          videoUrl: "https://video.example.edu/l.mp4",
          captionsUrl: "https://video.example.edu/l.vtt",
        },
      ],
    });
    const second = await createModule(alice, courseId, { title: "Energy" });
    // Move "Energy" first and swap the two lessons of "Membranes".
    expectStatus(await alice.put(`/api/courses/${courseId}/modules/order`, { moduleIds: [second.id, first.id] }), 200);
    const [reading, lecture] = first.lessons;
    expectStatus(
      await alice.put(`/api/modules/${first.id}/lessons/order`, { lessonIds: [lecture.id, reading.id] }),
      200,
    );
    const objectives = expectStatus(
      await alice.post(`/api/courses/${courseId}/objectives`, {
        objectives: [
          "Students will be able to describe the plasma membrane",
          "Students will be able to explain active transport",
        ],
      }),
      201,
    );
    const objectiveIds: number[] = objectives.map((o: { id: number }) => o.id);
    expectStatus(
      await alice.put(`/api/courses/${courseId}/objectives/order`, { objectiveIds: [...objectiveIds].reverse() }),
      200,
    );
    const assessment = expectStatus(
      await alice.post("/api/assessments", {
        courseId,
        moduleId: first.id,
        title: "Membranes quiz",
        questions: [
          {
            type: "true_false",
            stem: "The membrane is a bilayer.",
            options: ["True", "False"],
            correctAnswer: "True",
            objectiveIds: [objectiveIds[0]],
          },
          {
            type: "multiple_answer",
            stem: "Which cross the membrane freely?",
            options: ["Oxygen", "Glucose", "Carbon dioxide"],
            correctAnswers: ["Oxygen", "Carbon dioxide"],
          },
        ],
      }),
      201,
    );

    const snapshot = await loadCourseSnapshot(ctx.database.db, alice.user.id, courseId);

    expect(Object.keys(snapshot).sort()).toEqual(
      ["assessments", "description", "duration", "id", "level", "modules", "objectives", "title"].sort(),
    );
    expect(snapshot).toMatchObject({
      id: courseId,
      title: "Cell Biology",
      description: "An introductory course",
      duration: "4 weeks",
      level: "beginner",
    });
    expect(snapshot.modules.map((m) => m.title)).toEqual(["Energy", "Membranes"]);
    expect(snapshot.modules.map((m) => m.orderIndex)).toEqual([0, 1]);
    expect(snapshot.modules[0]!.lessons).toEqual([]);
    const membranes = snapshot.modules[1]!;
    expect(membranes).toMatchObject({ id: first.id, description: "The plasma membrane", color: "#6366F1" });
    expect(membranes.lessons.map((l) => l.title)).toEqual(["Lecture", "Reading"]);
    expect(membranes.lessons[0]).toEqual({
      id: lecture.id,
      title: "Lecture",
      type: "video",
      contentHtml: "",
      videoUrl: "https://video.example.edu/l.mp4",
      captionsUrl: "https://video.example.edu/l.vtt",
      durationMinutes: null,
      orderIndex: 0,
    });
    expect(membranes.lessons[1]).toMatchObject({ contentHtml: "<p>The bilayer.</p>", durationMinutes: 20 });
    expect(snapshot.objectives.map((o) => o.id)).toEqual([...objectiveIds].reverse());
    expect(snapshot.objectives[0]).toMatchObject({
      text: "Students will be able to explain active transport",
      generatedBy: "instructor",
      orderIndex: 0,
    });
    expect(snapshot.assessments).toEqual([
      {
        id: assessment.id,
        title: "Membranes quiz",
        type: "quiz",
        moduleId: first.id,
        questions: [
          expect.objectContaining({
            id: expect.any(String),
            type: "true_false",
            stem: "The membrane is a bilayer.",
            options: ["True", "False"],
            correctAnswer: "True",
            objectiveIds: [objectiveIds[0]],
          }),
          expect.objectContaining({
            type: "multiple_answer",
            options: ["Oxygen", "Glucose", "Carbon dioxide"],
            correctAnswer: "",
            correctAnswers: ["Oxygen", "Carbon dioxide"],
          }),
        ],
      },
    ]);
  });

  it("loads an empty course with empty lists", async () => {
    const courseId = await createCourse(alice, "Empty");
    const snapshot = await loadCourseSnapshot(ctx.database.db, alice.user.id, courseId);
    expect(snapshot).toMatchObject({ id: courseId, modules: [], objectives: [], assessments: [] });
  });

  it("is owner-scoped: another user's course and a missing course are the same 404", async () => {
    const courseId = await createCourse(alice, "Private");
    await expect(loadCourseSnapshot(ctx.database.db, bob.user.id, courseId)).rejects.toMatchObject({
      statusCode: 404,
      message: "Course not found",
    });
    await expect(loadCourseSnapshot(ctx.database.db, alice.user.id, 999_999)).rejects.toMatchObject({
      statusCode: 404,
      message: "Course not found",
    });
  });

  it("runs inside a transaction", async () => {
    const courseId = await createCourse(alice, "In a transaction");
    const snapshot = await ctx.database.db.transaction((tx) => loadCourseSnapshot(tx, alice.user.id, courseId));
    expect(snapshot.title).toBe("In a transaction");
  });
});
