import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learningObjectives } from "../../db/schema.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  courseProgress,
  createCourse,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

describe.each(testDatabases())("objectives API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  const texts = [
    "Students will be able to identify the parts of a cell.",
    "Students will be able to explain osmosis.",
    "Students will be able to design a simple experiment.",
  ];

  async function courseWithObjectives() {
    const courseId = await createCourse(alice);
    const created = expectStatus(
      await alice.post(`/api/courses/${courseId}/objectives`, { objectives: texts, generatedBy: "ai" }),
      201,
    );
    return { courseId, ids: created.map((o: { id: number }) => o.id) as number[] };
  }

  it("answers 401 when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/courses/1/objectives"],
      ["POST", "/api/courses/1/objectives"],
      ["PATCH", "/api/objectives/1"],
      ["DELETE", "/api/objectives/1"],
      ["PUT", "/api/courses/1/objectives/order"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("adds one objective, default generatedBy instructor, with its Bloom level", async () => {
    const courseId = await createCourse(alice);
    const res = expectStatus(
      await alice.post(`/api/courses/${courseId}/objectives`, {
        text: "  Students will be able to evaluate sources. ",
      }),
      201,
    );
    expect(res).toEqual([
      {
        id: expect.any(Number),
        courseId,
        text: "Students will be able to evaluate sources.",
        orderIndex: 0,
        generatedBy: "instructor",
        bloomLevel: "evaluate",
      },
    ]);
    const [row] = await ctx.database.db.select().from(learningObjectives).where(eq(learningObjectives.id, res[0].id));
    expect(row!.objectives).toEqual(["Students will be able to evaluate sources."]);
  });

  it("adds several at once, appended in order, and lists them", async () => {
    const { courseId, ids } = await courseWithObjectives();
    const more = expectStatus(
      await alice.post(`/api/courses/${courseId}/objectives`, {
        text: "Students will be able to compare two cell types.",
        bloomLevel: "analyze",
      }),
      201,
    );
    const list = expectStatus(await alice.get(`/api/courses/${courseId}/objectives`), 200);
    expect(
      list.map((o: { id: number; orderIndex: number; generatedBy: string; bloomLevel: string }) => [
        o.id,
        o.orderIndex,
        o.generatedBy,
        o.bloomLevel,
      ]),
    ).toEqual([
      [ids[0], 0, "ai", "remember"],
      [ids[1], 1, "ai", "understand"],
      [ids[2], 2, "ai", "create"],
      [more[0].id, 3, "instructor", "analyze"],
    ]);
  });

  it("answers 400 naming the field for invalid bodies", async () => {
    const courseId = await createCourse(alice);
    for (const [body, field] of [
      [{}, "text"],
      [{ text: "" }, "text"],
      [{ text: "a", objectives: ["b"] }, "text"],
      [{ objectives: [] }, "objectives"],
      [{ objectives: ["ok", " "] }, "objectives"],
      [{ text: "x", generatedBy: "robot" }, "generatedBy"],
      [{ text: "x", bloomLevel: "memorise" }, "bloomLevel"],
    ] as const) {
      const res = await alice.post(`/api/courses/${courseId}/objectives`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(field);
    }
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/objectives`), 200)).toEqual([]);
  });

  it("updates the text (and re-detects the level), deletes and renumbers", async () => {
    const { courseId, ids } = await courseWithObjectives();
    const updated = expectStatus(
      await alice.patch(`/api/objectives/${ids[0]}`, { text: "Students will be able to analyze cell diagrams." }),
      200,
    );
    expect(updated).toMatchObject({
      id: ids[0],
      text: "Students will be able to analyze cell diagrams.",
      bloomLevel: "analyze",
      orderIndex: 0,
    });
    expect((await alice.patch(`/api/objectives/${ids[0]}`, { text: " " })).statusCode).toBe(400);
    expectStatus(await alice.del(`/api/objectives/${ids[1]}`), 204);
    const list = expectStatus(await alice.get(`/api/courses/${courseId}/objectives`), 200);
    expect(list.map((o: { id: number; orderIndex: number }) => [o.id, o.orderIndex])).toEqual([
      [ids[0], 0],
      [ids[2], 1],
    ]);
  });

  it("reorders exactly and rejects missing, extra, duplicate and foreign ids", async () => {
    const { courseId, ids } = await courseWithObjectives();
    const other = await courseWithObjectives();
    const [a, b, c] = ids as [number, number, number];
    for (const objectiveIds of [
      [a, b],
      [a, b, c, c],
      [a, b, c, other.ids[0]!],
      [a, b, c, 987654],
    ]) {
      const res = await alice.put(`/api/courses/${courseId}/objectives/order`, { objectiveIds });
      expect(res.statusCode, JSON.stringify(objectiveIds)).toBe(400);
      expect(res.json().message).toContain(
        "objectiveIds must list every one of the objectives of this course exactly once",
      );
    }
    const res = expectStatus(
      await alice.put(`/api/courses/${courseId}/objectives/order`, { objectiveIds: [c, a, b] }),
      200,
    );
    expect(res.map((o: { id: number; orderIndex: number }) => [o.id, o.orderIndex])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const again = expectStatus(await alice.get(`/api/courses/${courseId}/objectives`), 200);
    expect(again.map((o: { id: number }) => o.id)).toEqual([c, a, b]);
  });

  it("gives another user 404 on read, create, update, delete and reorder", async () => {
    const { courseId, ids } = await courseWithObjectives();
    const attempts = [
      await bob.get(`/api/courses/${courseId}/objectives`),
      await bob.post(`/api/courses/${courseId}/objectives`, { text: "Intruder" }),
      await bob.patch(`/api/objectives/${ids[0]}`, { text: "Hacked" }),
      await bob.del(`/api/objectives/${ids[0]}`),
      await bob.put(`/api/courses/${courseId}/objectives/order`, { objectiveIds: ids }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(attempts.map((r) => r.json().message)).toEqual([
      "Course not found",
      "Course not found",
      "Objective not found",
      "Objective not found",
      "Course not found",
    ]);
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/objectives`), 200)).toHaveLength(3);
  });

  it("recomputes progress: objectives count up to 3 for 20 points", async () => {
    const courseId = await createCourse(alice);
    const [first] = expectStatus(await alice.post(`/api/courses/${courseId}/objectives`, { text: texts[0] }), 201);
    expect(await courseProgress(alice, courseId)).toBe(7);
    await alice.post(`/api/courses/${courseId}/objectives`, { objectives: texts.slice(1) });
    expect(await courseProgress(alice, courseId)).toBe(20);
    await alice.del(`/api/objectives/${first.id}`);
    expect(await courseProgress(alice, courseId)).toBe(13);
  });
});
