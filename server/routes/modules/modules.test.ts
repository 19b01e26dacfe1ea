import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, auditLogs, courses, learningObjectives, lessons, modules } from "../../db/schema.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  courseProgress,
  createCourse,
  createModule,
  expectStatus,
} from "./editor-test-helpers.ts";
import { REAL_LESSON } from "./editor-test-helpers.ts";

describe.each(testDatabases())("modules API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  it("answers 401 when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/courses/1/modules"],
      ["POST", "/api/courses/1/modules"],
      ["PATCH", "/api/modules/1"],
      ["DELETE", "/api/modules/1"],
      ["PUT", "/api/courses/1/modules/order"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates a module with SPEC defaults, ignoring a courseId in the body, and lists it", async () => {
    const courseId = await createCourse(alice);
    const otherCourse = await createCourse(alice, "Other");
    const res = await alice.post(`/api/courses/${courseId}/modules`, { title: "Cells", courseId: otherCourse });
    const module = expectStatus(res, 201);
    expect(module).toEqual({
      id: expect.any(Number),
      courseId,
      title: "Cells",
      description: null,
      orderIndex: 0,
      color: "#6366F1",
      lmsModuleId: null,
      lessons: [],
    });
    const list = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
    expect(list).toEqual([module]);
    expect(expectStatus(await alice.get(`/api/courses/${otherCourse}/modules?include=content`), 200)).toEqual([]);
  });

  it("creates a module with lessons in one go, in order and sanitised", async () => {
    const courseId = await createCourse(alice);
    const module = await createModule(alice, courseId, {
      title: "Membranes",
      description: "Lipid bilayers",
      color: "#12ab9f",
      lessons: [
        {
          title: "Reading",
          contentHtml: '<h2>Intro</h2><p onclick="x()">Hi</p><script>alert(1)</script>',
          durationMinutes: 20,
        },
        {
          title: "Lecture",
          type: "video",
          videoUrl: "https://www.youtube.com/watch?v=abc",
          captionsUrl: "https://example.edu/c.vtt",
        },
        { title: "Quiz", type: "assessment" },
      ],
    });
    expect(module.lessons.map((l: { title: string }) => l.title)).toEqual(["Reading", "Lecture", "Quiz"]);
    expect(module.lessons[0]).toEqual({
      id: expect.any(Number),
      moduleId: module.id,
      title: "Reading",
      type: "text",
      contentHtml: "<h2>Intro</h2><p>Hi</p>",
      videoUrl: null,
      captionsUrl: null,
      durationMinutes: 20,
      orderIndex: 0,
      hasContent: false,
    });
    expect(module.lessons[1]).toMatchObject({
      type: "video",
      videoUrl: "https://www.youtube.com/watch?v=abc",
      orderIndex: 1,
    });
    expect(module.lessons[2]).toMatchObject({ type: "assessment", contentHtml: "", orderIndex: 2 });
  });

  it("appends by default and inserts at orderIndex, keeping 0..n-1", async () => {
    const courseId = await createCourse(alice);
    const a = await createModule(alice, courseId, { title: "A" });
    const b = await createModule(alice, courseId, { title: "B" });
    const c = await createModule(alice, courseId, { title: "C", orderIndex: 1 });
    const d = await createModule(alice, courseId, { title: "D", orderIndex: 99 });
    expect([a.orderIndex, b.orderIndex, c.orderIndex, d.orderIndex]).toEqual([0, 1, 1, 3]);
    const list = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
    expect(list.map((m: { title: string; orderIndex: number }) => [m.title, m.orderIndex])).toEqual([
      ["A", 0],
      ["C", 1],
      ["B", 2],
      ["D", 3],
    ]);
  });

  it("answers 400 naming the field for invalid bodies", async () => {
    const courseId = await createCourse(alice);
    const cases: [unknown, string][] = [
      [{}, "title"],
      [{ title: "  " }, "title"],
      [{ title: "T", color: "blue" }, "color"],
      [{ title: "T", orderIndex: -1 }, "orderIndex"],
      [{ title: "T", lessons: [{ title: "" }] }, "lessons.0.title"],
      [{ title: "T", lessons: [{ title: "L", type: "podcast" }] }, "lessons.0.type"],
      [{ title: "T", lessons: [{ title: "L", type: "video", videoUrl: "javascript:alert(1)" }] }, "lessons.0.videoUrl"],
    ];
    for (const [body, field] of cases) {
      const res = await alice.post(`/api/courses/${courseId}/modules`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(field);
    }
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200)).toEqual([]);
  });

  it("updates title, description and colour; 400 for an empty patch", async () => {
    const courseId = await createCourse(alice);
    const m = await createModule(alice, courseId, { title: "Old" });
    const updated = expectStatus(
      await alice.patch(`/api/modules/${m.id}`, { title: "New", description: "Desc", color: "#000000" }),
      200,
    );
    expect(updated).toMatchObject({ id: m.id, title: "New", description: "Desc", color: "#000000", orderIndex: 0 });
    const empty = await alice.patch(`/api/modules/${m.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("at least one of title, description, color");
  });

  it("deletes a module with its lessons and renumbers the rest from 0", async () => {
    const courseId = await createCourse(alice);
    const [a, b, c] = [
      await createModule(alice, courseId, { title: "A", lessons: [{ title: "L" }] }),
      await createModule(alice, courseId, { title: "B" }),
      await createModule(alice, courseId, { title: "C" }),
    ];
    expect(expectStatus(await alice.del(`/api/modules/${a.id}`), 204)).toBeUndefined();
    const list = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
    expect(list.map((m: { id: number; orderIndex: number }) => [m.id, m.orderIndex])).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    expect(await ctx.database.db.select().from(lessons).where(eq(lessons.moduleId, a.id))).toEqual([]);
    expect((await alice.del(`/api/modules/${a.id}`)).statusCode).toBe(404);
  });

  describe("reorder", () => {
    it("renumbers from 0 in the given order and persists it", async () => {
      const courseId = await createCourse(alice);
      const ids: number[] = [];
      for (const title of ["A", "B", "C"]) ids.push((await createModule(alice, courseId, { title })).id);
      const order = [ids[2]!, ids[0]!, ids[1]!];
      const res = expectStatus(await alice.put(`/api/courses/${courseId}/modules/order`, { moduleIds: order }), 200);
      expect(res.map((m: { id: number; orderIndex: number }) => [m.id, m.orderIndex])).toEqual(
        order.map((id, i) => [id, i]),
      );
      const stored = await ctx.database.db.select().from(modules).where(eq(modules.courseId, courseId));
      expect(Object.fromEntries(stored.map((m) => [m.id, m.orderIndex]))).toEqual(
        Object.fromEntries(order.map((id, i) => [id, i])),
      );
    });

    it("answers 400 for a missing, extra, duplicate or foreign id, and changes nothing", async () => {
      const courseId = await createCourse(alice);
      const ids: number[] = [];
      for (const title of ["A", "B", "C"]) ids.push((await createModule(alice, courseId, { title })).id);
      const foreignCourse = await createCourse(bob);
      const foreign = (await createModule(bob, foreignCourse, { title: "Bob's" })).id;
      const [a, b, c] = ids as [number, number, number];
      const cases: [number[], RegExp][] = [
        [[a, b], new RegExp(`missing ids ${c}`)],
        [[a, b, c, 999999], /ids 999999 are not modules of this course/],
        [[a, b, b, c], new RegExp(`duplicate ids ${b}`)],
        [[a, b, foreign], new RegExp(`ids ${foreign} are not modules of this course.*missing ids ${c}`)],
        [[], new RegExp(`missing ids ${a}, ${b}, ${c}`)],
      ];
      for (const [moduleIds, message] of cases) {
        const res = await alice.put(`/api/courses/${courseId}/modules/order`, { moduleIds });
        expect(res.statusCode, JSON.stringify(moduleIds)).toBe(400);
        expect(res.json().message).toMatch(/^moduleIds must list every one of the modules of this course exactly once/);
        expect(res.json().message).toMatch(message);
      }
      const bad = await alice.put(`/api/courses/${courseId}/modules/order`, { moduleIds: ["x"] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("moduleIds");
      const list = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
      expect(list.map((m: { id: number }) => m.id)).toEqual(ids);
    });
  });

  it("gives another user 404 for the course's modules on read, create, update, delete and reorder", async () => {
    const courseId = await createCourse(alice);
    const m = await createModule(alice, courseId, { title: "Mine" });
    const attempts = [
      await bob.get(`/api/courses/${courseId}/modules?include=content`),
      await bob.post(`/api/courses/${courseId}/modules`, { title: "Intruder" }),
      await bob.patch(`/api/modules/${m.id}`, { title: "Hacked" }),
      await bob.del(`/api/modules/${m.id}`),
      await bob.put(`/api/courses/${courseId}/modules/order`, { moduleIds: [m.id] }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(attempts.map((r) => r.json().message)).toEqual([
      "Course not found",
      "Course not found",
      "Module not found",
      "Module not found",
      "Course not found",
    ]);
    const list = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
    expect(list.map((x: { title: string }) => x.title)).toEqual(["Mine"]);
  });

  it("recomputes the course's progress after module changes and bumps updatedAt", async () => {
    const courseId = await createCourse(alice);
    const before = expectStatus(await alice.get(`/api/courses/${courseId}`), 200);
    expect(before.progress).toBe(0);
    const m = await createModule(alice, courseId, { title: "Empty" });
    expect(await courseProgress(alice, courseId)).toBe(20);
    await alice.post(`/api/modules/${m.id}/lessons`, { title: "L", contentHtml: REAL_LESSON });
    expect(await courseProgress(alice, courseId)).toBe(60);
    await createModule(alice, courseId, { title: "Second, no lessons" });
    expect(await courseProgress(alice, courseId)).toBe(40);
    const after = expectStatus(await alice.get(`/api/courses/${courseId}`), 200);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    await alice.del(`/api/modules/${m.id}`);
    expect(await courseProgress(alice, courseId)).toBe(20);
  });

  it("deleting a course removes its modules, lessons, objectives and assessments", async () => {
    const courseId = await createCourse(alice);
    const m = await createModule(alice, courseId, { title: "M", lessons: [{ title: "L" }] });
    expectStatus(
      await alice.post(`/api/courses/${courseId}/objectives`, { text: "Students will be able to explain osmosis." }),
      201,
    );
    expectStatus(await alice.post("/api/assessments", { courseId, moduleId: m.id, title: "Quiz" }), 201);
    expectStatus(await alice.del(`/api/courses/${courseId}`), 204);
    const db = ctx.database.db;
    expect(await db.select().from(courses).where(eq(courses.id, courseId))).toEqual([]);
    expect(await db.select().from(modules).where(eq(modules.courseId, courseId))).toEqual([]);
    expect(await db.select().from(lessons).where(eq(lessons.moduleId, m.id))).toEqual([]);
    expect(await db.select().from(learningObjectives).where(eq(learningObjectives.courseId, courseId))).toEqual([]);
    expect(await db.select().from(assessments).where(eq(assessments.courseId, courseId))).toEqual([]);
  });

  it("audits every state-changing module request", async () => {
    const user = clientFor(ctx.app, await signUpUser(ctx.app));
    const courseId = await createCourse(user);
    const m = await createModule(user, courseId, { title: "Audited" });
    await user.patch(`/api/modules/${m.id}`, { title: "Renamed" });
    await user.put(`/api/courses/${courseId}/modules/order`, { moduleIds: [m.id] });
    await user.del(`/api/modules/${m.id}`);
    const rows = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.userId, user.user.id));
    expect(rows.map((r) => [r.action, r.resource, r.outcome])).toEqual([
      ["auth.register", "user", "success"],
      ["course.create", "course", "success"],
      ["module.create", "module", "success"],
      ["module.update", "module", "success"],
      ["module.reorder", "course", "success"],
      ["module.delete", "module", "success"],
    ]);
    expect(rows.find((r) => r.action === "module.create")!.resourceId).toBe(String(m.id));
  });
});
