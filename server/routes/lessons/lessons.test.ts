import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  REAL_LESSON,
  type UserClient,
  clientFor,
  courseProgress,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

describe.each(testDatabases())("lessons API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  async function moduleWithLessons(titles: string[]) {
    const courseId = await createCourse(alice);
    const m = await createModule(alice, courseId, { title: "M", lessons: titles.map((title) => ({ title })) });
    return { courseId, module: m, ids: m.lessons.map((l: { id: number }) => l.id) as number[] };
  }

  it("answers 401 when signed out", async () => {
    for (const [method, url] of [
      ["POST", "/api/modules/1/lessons"],
      ["PATCH", "/api/lessons/1"],
      ["DELETE", "/api/lessons/1"],
      ["PUT", "/api/modules/1/lessons/order"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("appends a lesson with defaults and sanitised HTML", async () => {
    const { module } = await moduleWithLessons(["First"]);
    const lesson = expectStatus(
      await alice.post(`/api/modules/${module.id}/lessons`, {
        title: "Second",
        contentHtml:
          '<h2>Osmosis</h2><img src="x" onerror="alert(1)"><iframe src="https://evil.example/e"></iframe><p>Water moves.</p>',
      }),
      201,
    );
    expect(lesson).toEqual({
      id: expect.any(Number),
      moduleId: module.id,
      title: "Second",
      type: "text",
      contentHtml: "<h2>Osmosis</h2><p>Water moves.</p>",
      videoUrl: null,
      captionsUrl: null,
      durationMinutes: null,
      orderIndex: 1,
      // Five words: not yet content for the progress rules (issue #13's list summary).
      hasContent: false,
    });
  });

  it("keeps an allowed YouTube iframe and strips <script> and onerror= on update", async () => {
    const { ids } = await moduleWithLessons(["L"]);
    const iframe =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Lecture on cells" allowfullscreen></iframe>';
    const updated = expectStatus(
      await alice.patch(`/api/lessons/${ids[0]}`, {
        contentHtml: `<p>Watch:</p>${iframe}<script>document.cookie</script><img src="https://example.edu/a.png" alt="Cell" onerror="steal()">`,
      }),
      200,
    );
    expect(updated.contentHtml).toContain(iframe);
    expect(updated.contentHtml).not.toMatch(/<script|onerror/i);
    expect(updated.contentHtml).toContain('<img src="https://example.edu/a.png" alt="Cell" />');
  });

  it("updates type, video and captions URLs and duration; validates them", async () => {
    const { ids } = await moduleWithLessons(["L"]);
    const video = expectStatus(
      await alice.patch(`/api/lessons/${ids[0]}`, {
        type: "video",
        videoUrl: "https://player.vimeo.com/video/1",
        captionsUrl: "https://example.edu/captions.vtt",
        durationMinutes: 12,
        title: "Lecture",
      }),
      200,
    );
    expect(video).toMatchObject({
      type: "video",
      videoUrl: "https://player.vimeo.com/video/1",
      durationMinutes: 12,
      title: "Lecture",
    });
    for (const [body, field] of [
      [{ videoUrl: "ftp://x.example/v.mp4" }, "videoUrl"],
      [{ captionsUrl: "not a url" }, "captionsUrl"],
      [{ durationMinutes: -5 }, "durationMinutes"],
      [{ type: "slides" }, "type"],
      [{ title: "" }, "title"],
      [{}, "at least one of"],
    ] as const) {
      const res = await alice.patch(`/api/lessons/${ids[0]}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const cleared = expectStatus(await alice.patch(`/api/lessons/${ids[0]}`, { videoUrl: null }), 200);
    expect(cleared.videoUrl).toBeNull();
  });

  it("deletes a lesson and renumbers the module's lessons from 0", async () => {
    const { courseId, ids } = await moduleWithLessons(["A", "B", "C"]);
    expectStatus(await alice.del(`/api/lessons/${ids[0]}`), 204);
    const [m] = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
    expect(m.lessons.map((l: { id: number; orderIndex: number }) => [l.id, l.orderIndex])).toEqual([
      [ids[1], 0],
      [ids[2], 1],
    ]);
  });

  it("reorders lessons exactly, persisting the new order", async () => {
    const { courseId, module, ids } = await moduleWithLessons(["A", "B", "C"]);
    const order = [ids[1]!, ids[2]!, ids[0]!];
    const res = expectStatus(await alice.put(`/api/modules/${module.id}/lessons/order`, { lessonIds: order }), 200);
    expect(res.lessons.map((l: { id: number }) => l.id)).toEqual(order);
    const [m] = expectStatus(await alice.get(`/api/courses/${courseId}/modules?include=content`), 200);
    expect(m.lessons.map((l: { id: number; orderIndex: number }) => [l.id, l.orderIndex])).toEqual(
      order.map((id, i) => [id, i]),
    );
  });

  it("answers 400 for a lesson order that is not exactly the module's lessons", async () => {
    const { module, ids } = await moduleWithLessons(["A", "B"]);
    const other = await moduleWithLessons(["X"]);
    const [a, b] = ids as [number, number];
    for (const lessonIds of [[a], [a, b, b], [a, b, other.ids[0]!], [b, a, 424242]]) {
      const res = await alice.put(`/api/modules/${module.id}/lessons/order`, { lessonIds });
      expect(res.statusCode, JSON.stringify(lessonIds)).toBe(400);
      expect(res.json().message).toContain("lessonIds must list every one of the lessons of this module exactly once");
    }
  });

  it("gives another user 404 for a lesson on create, update, delete and reorder", async () => {
    const { module, ids } = await moduleWithLessons(["Mine"]);
    const attempts = [
      await bob.post(`/api/modules/${module.id}/lessons`, { title: "Intruder" }),
      await bob.patch(`/api/lessons/${ids[0]}`, { title: "Hacked" }),
      await bob.del(`/api/lessons/${ids[0]}`),
      await bob.put(`/api/modules/${module.id}/lessons/order`, { lessonIds: ids }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(attempts.map((r) => r.json().message)).toEqual([
      "Module not found",
      "Lesson not found",
      "Lesson not found",
      "Module not found",
    ]);
  });

  it("recomputes progress from lesson content", async () => {
    const { courseId, ids } = await moduleWithLessons(["Empty A", "Empty B"]);
    // 1 module (20) + every module has lessons (20) + 0/2 lessons with content
    expect(await courseProgress(alice, courseId)).toBe(40);
    // Placeholder text is not content (issue #11): an outline stub leaves the lesson unwritten.
    await alice.patch(`/api/lessons/${ids[0]}`, {
      contentHtml: "<h2>Practice</h2><ul><li>Worked example</li><li>Your turn: a similar problem</li></ul>",
    });
    expect(await courseProgress(alice, courseId)).toBe(40);
    await alice.patch(`/api/lessons/${ids[0]}`, { contentHtml: REAL_LESSON });
    expect(await courseProgress(alice, courseId)).toBe(50);
    await alice.patch(`/api/lessons/${ids[1]}`, { type: "video", videoUrl: "https://www.youtube.com/watch?v=1" });
    expect(await courseProgress(alice, courseId)).toBe(60);
    await alice.del(`/api/lessons/${ids[1]}`);
    expect(await courseProgress(alice, courseId)).toBe(60);
  });
});
