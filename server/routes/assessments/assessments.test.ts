import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  courseProgress,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

describe.each(testDatabases())("assessments API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  async function courseWithObjective() {
    const courseId = await createCourse(alice);
    const [objective] = expectStatus(
      await alice.post(`/api/courses/${courseId}/objectives`, { text: "Students will be able to explain osmosis." }),
      201,
    );
    return { courseId, objectiveId: objective.id as number };
  }

  const mc = (objectiveIds: number[] = []) => ({
    type: "multiple_choice",
    stem: "Which moves across a membrane in osmosis?",
    options: ["Water", "Glucose", "Protein"],
    correctAnswer: "Water",
    feedback: "Osmosis is the movement of water.",
    objectiveIds,
    bloomLevel: "remember",
  });

  it("answers 401 when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/courses/1/assessments"],
      ["POST", "/api/assessments"],
      ["PATCH", "/api/assessments/1"],
      ["DELETE", "/api/assessments/1"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates an assessment the SPEC way: type quiz and no questions by default", async () => {
    const courseId = await createCourse(alice);
    const created = expectStatus(
      await alice.post("/api/assessments", { courseId, title: "Module 1 Quiz", questions: [] }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(Number),
      courseId,
      moduleId: null,
      title: "Module 1 Quiz",
      type: "quiz",
      questions: [],
    });
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/assessments`), 200)).toEqual([created]);
  });

  it("stores valid questions, generating ids where missing and keeping given ones", async () => {
    const { courseId, objectiveId } = await courseWithObjective();
    const m = await createModule(alice, courseId);
    const givenId = randomUUID();
    const created = expectStatus(
      await alice.post("/api/assessments", {
        courseId,
        moduleId: m.id,
        title: "Osmosis check",
        type: "practice",
        questions: [
          mc([objectiveId]),
          {
            id: givenId,
            type: "true_false",
            stem: "Osmosis needs energy.",
            options: ["True", "False"],
            correctAnswer: "False",
          },
          { type: "short_answer", stem: "Define osmosis.", correctAnswer: "Diffusion of water across a membrane." },
        ],
      }),
      201,
    );
    expect(created.moduleId).toBe(m.id);
    expect(created.type).toBe("practice");
    expect(created.questions[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...mc([objectiveId]) });
    expect(created.questions[1]).toMatchObject({ id: givenId, objectiveIds: [] });
    expect(created.questions[2]).toMatchObject({ type: "short_answer", options: [] });
  });

  describe("question validation", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["MC with one option", { options: ["Water"], correctAnswer: "Water" }, "options"],
      ["MC with 7 options", { options: ["a", "b", "c", "d", "e", "f", "g"], correctAnswer: "a" }, "options"],
      ["MC with duplicates", { options: ["Water", "water"], correctAnswer: "Water" }, "distinct"],
      ["MC with an empty option", { options: ["Water", " "], correctAnswer: "Water" }, "options"],
      ["MC answer not an option", { correctAnswer: "Salt" }, "correctAnswer must be one of the options"],
      ["TF with other options", { type: "true_false", options: ["Yes", "No"], correctAnswer: "Yes" }, "True"],
      ["short answer without answer", { type: "short_answer", options: [], correctAnswer: " " }, "correctAnswer"],
      ["short answer without any answer", { type: "short_answer", options: [], correctAnswer: undefined }, "required"],
      ["essay with options", { type: "essay", correctAnswer: "" }, "an essay question has no options"],
      ["essay with notes too long", { type: "essay", options: [], correctAnswer: "x".repeat(2001) }, "correctAnswer"],
      ["missing stem", { stem: "" }, "stem"],
      [
        "unknown type",
        { type: "matching" },
        "type must be one of multiple_choice, multiple_answer, true_false, short_answer, essay",
      ],
      [
        "MA without a key",
        { type: "multiple_answer", correctAnswer: "" },
        "questions.0.correctAnswers: correctAnswers must mark at least",
      ],
      [
        "MA key not an option",
        { type: "multiple_answer", correctAnswer: "", correctAnswers: ["Water", "Salt"] },
        "questions.0.correctAnswers: correctAnswers must all be options",
      ],
      [
        "MA key given as correctAnswer",
        { type: "multiple_answer", correctAnswers: ["Water"] },
        "questions.0.correctAnswer: correctAnswer must be empty: a multiple-answer question lists its correct options in correctAnswers",
      ],
      [
        "MC with a set of answers",
        { correctAnswers: ["Water"] },
        "questions.0.correctAnswers: correctAnswers is only for a multiple-answer",
      ],
      ["bad id", { id: "q1" }, "id"],
      ["bad bloom level", { bloomLevel: "knowing" }, "bloomLevel"],
    ];
    it.each(cases)("answers 400 for %s", async (_name, change, message) => {
      const courseId = await createCourse(alice);
      const res = await alice.post("/api/assessments", { courseId, title: "Q", questions: [{ ...mc(), ...change }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("questions.0");
      expect(res.json().message).toContain(message);
    });

    it("answers 400 for objectiveIds of another course and for a module of another course", async () => {
      const { courseId } = await courseWithObjective();
      const other = await courseWithObjective();
      const foreign = await alice.post("/api/assessments", {
        courseId,
        title: "Q",
        questions: [mc([other.objectiveId])],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(
        `questions.0.objectiveIds: ${other.objectiveId} are not objectives of this course`,
      );
      const otherModule = await createModule(alice, other.courseId);
      const wrongModule = await alice.post("/api/assessments", { courseId, moduleId: otherModule.id, title: "Q" });
      expect(wrongModule.statusCode).toBe(400);
      expect(wrongModule.json().message).toContain("moduleId");
      const dupIds = randomUUID();
      const dup = await alice.post("/api/assessments", {
        courseId,
        title: "Q",
        questions: [
          { ...mc(), id: dupIds },
          { ...mc(), id: dupIds },
        ],
      });
      expect(dup.statusCode).toBe(400);
      expect(expectStatus(await alice.get(`/api/courses/${courseId}/assessments`), 200)).toEqual([]);
    });

    it("answers 400 for a bad assessment type and a missing title", async () => {
      const courseId = await createCourse(alice);
      const res = await alice.post("/api/assessments", { courseId, title: "", type: "oral" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("title");
      expect(res.json().message).toContain("type must be one of quiz, exam, assignment, practice, discussion, project");
    });
  });

  it("stores essay questions with or without grading notes, and reads them back", async () => {
    const { courseId, objectiveId } = await courseWithObjective();
    const essay = {
      type: "essay",
      stem: "Explain why a cell placed in salt water shrinks.",
      objectiveIds: [objectiveId],
      bloomLevel: "understand",
    };
    const created = expectStatus(
      await alice.post("/api/assessments", { courseId, title: "Essay", type: "assignment", questions: [essay] }),
      201,
    );
    // correctAnswer may be left out: no grading notes.
    expect(created.questions).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...essay, options: [], correctAnswer: "" },
    ]);

    const notes = "  Mentions osmosis and water leaving the cell toward the higher salt concentration.  ";
    const updated = expectStatus(
      await alice.patch(`/api/assessments/${created.id}`, {
        questions: [
          { ...created.questions[0], correctAnswer: notes, feedback: "A strong answer names osmosis." },
          { type: "essay", stem: "Reflect on the lab.", options: [], correctAnswer: "" },
          mc([objectiveId]),
        ],
      }),
      200,
    );
    expect(updated.questions.map((q: { type: string }) => q.type)).toEqual(["essay", "essay", "multiple_choice"]);
    expect(updated.questions[0]).toMatchObject({
      id: created.questions[0].id,
      correctAnswer: notes.trim(),
      feedback: "A strong answer names osmosis.",
      objectiveIds: [objectiveId],
    });
    expect(updated.questions[1]).toMatchObject({ type: "essay", options: [], correctAnswer: "" });
    const [readBack] = expectStatus(await alice.get(`/api/courses/${courseId}/assessments`), 200);
    expect(readBack.questions).toEqual(updated.questions);
  });

  it("stores a multiple-answer question's set of correct options, updates it and reads it back", async () => {
    const { courseId, objectiveId } = await courseWithObjective();
    const ma = {
      type: "multiple_answer",
      stem: "Which of these cross a membrane by diffusion?",
      options: ["Oxygen", "Glucose", "Carbon dioxide", "Sodium ions"],
      correctAnswers: ["Carbon dioxide", "Oxygen"],
      objectiveIds: [objectiveId],
    };
    const created = expectStatus(
      await alice.post("/api/assessments", { courseId, title: "Diffusion", questions: [ma, mc()] }),
      201,
    );
    // The key is a set, kept in the options' order; correctAnswer stays '' for old readers.
    expect(created.questions[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...ma,
      correctAnswer: "",
      correctAnswers: ["Oxygen", "Carbon dioxide"],
    });
    expect(created.questions[1]).not.toHaveProperty("correctAnswers");

    const updated = expectStatus(
      await alice.patch(`/api/assessments/${created.id}`, {
        questions: [{ ...created.questions[0], correctAnswers: ["Oxygen"] }, created.questions[1]],
      }),
      200,
    );
    expect(updated.questions[0]).toMatchObject({ id: created.questions[0].id, correctAnswers: ["Oxygen"] });
    const bad = await alice.patch(`/api/assessments/${created.id}`, {
      questions: [created.questions[1], { ...created.questions[0], correctAnswers: [] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(
      "questions.1.correctAnswers: correctAnswers must mark at least one option correct",
    );
    const [readBack] = expectStatus(await alice.get(`/api/courses/${courseId}/assessments`), 200);
    expect(readBack.questions).toEqual(updated.questions);
  });

  it("updates title, type, module and questions; deletes", async () => {
    const { courseId, objectiveId } = await courseWithObjective();
    const m = await createModule(alice, courseId);
    const a = expectStatus(await alice.post("/api/assessments", { courseId, title: "Draft" }), 201);
    const updated = expectStatus(
      await alice.patch(`/api/assessments/${a.id}`, {
        title: "Final exam",
        type: "exam",
        moduleId: m.id,
        questions: [mc([objectiveId])],
      }),
      200,
    );
    expect(updated).toMatchObject({ id: a.id, title: "Final exam", type: "exam", moduleId: m.id });
    expect(updated.questions).toHaveLength(1);
    expect((await alice.patch(`/api/assessments/${a.id}`, {})).statusCode).toBe(400);
    expect(
      (await alice.patch(`/api/assessments/${a.id}`, { questions: [{ ...mc(), correctAnswer: "Nope" }] })).statusCode,
    ).toBe(400);
    const detached = expectStatus(await alice.patch(`/api/assessments/${a.id}`, { moduleId: null }), 200);
    expect(detached.moduleId).toBeNull();
    expectStatus(await alice.del(`/api/assessments/${a.id}`), 204);
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/assessments`), 200)).toEqual([]);
  });

  it("gives another user 404 on create (foreign courseId), read, update and delete", async () => {
    const courseId = await createCourse(alice);
    const a = expectStatus(await alice.post("/api/assessments", { courseId, title: "Mine" }), 201);
    const attempts = [
      await bob.post("/api/assessments", { courseId, title: "Intruder" }),
      await bob.get(`/api/courses/${courseId}/assessments`),
      await bob.patch(`/api/assessments/${a.id}`, { title: "Hacked" }),
      await bob.del(`/api/assessments/${a.id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(attempts.map((r) => r.json().message)).toEqual([
      "Course not found",
      "Course not found",
      "Assessment not found",
      "Assessment not found",
    ]);
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/assessments`), 200)).toHaveLength(1);
  });

  it("recomputes progress when the first assessment gets a question and is removed", async () => {
    const courseId = await createCourse(alice);
    const a = expectStatus(await alice.post("/api/assessments", { courseId, title: "Quiz" }), 201);
    // An empty quiz is not an assessment yet (issue #11).
    expect(await courseProgress(alice, courseId)).toBe(0);
    const question = {
      type: "true_false",
      stem: "Water crosses membranes.",
      options: ["True", "False"],
      correctAnswer: "True",
    };
    expectStatus(await alice.patch(`/api/assessments/${a.id}`, { questions: [question] }), 200);
    expect(await courseProgress(alice, courseId)).toBe(10);
    await alice.del(`/api/assessments/${a.id}`);
    expect(await courseProgress(alice, courseId)).toBe(0);
  });
});
