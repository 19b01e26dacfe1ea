/**
 * Module lists without lesson bodies (issue #13): GET /api/courses/:id/modules leaves `contentHtml`
 * out unless `?include=content`, and says `hasContent` per lesson; GET /api/lessons/:id has the body.
 * Prints the list's size for a course of 1,000 lessons of ~500 words, with and without bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseModule, Lesson } from "../../../common/editor-schemas.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  REAL_LESSON,
  type UserClient,
  clientFor,
  createCourse,
  createModule,
  expectStatus,
} from "./editor-test-helpers.ts";

/** About 500 words of lesson prose with a list and a table. */
function lessonHtml(n: number): string {
  const sentence =
    "Osmosis moves water across a selectively permeable membrane toward the side with more dissolved solute particles.";
  const paragraph = Array.from({ length: 7 }, () => sentence).join(" ");
  return (
    `<h2>Part ${n}</h2>` +
    Array.from({ length: 5 }, () => `<p>${paragraph}</p>`).join("") +
    "<ul><li>Hypertonic: the cell shrinks</li><li>Hypotonic: the cell swells</li></ul>" +
    "<table><tr><th>Solution</th><th>Effect</th></tr><tr><td>Salt water</td><td>Water leaves</td></tr></table>"
  );
}

describe.each(testDatabases())("module lists without lesson bodies on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => ctx?.close());

  it("lists lessons without contentHtml but with hasContent; ?include=content and GET /api/lessons/:id have the body", async () => {
    const courseId = await createCourse(alice, "Osmosis");
    await createModule(alice, courseId, {
      lessons: [
        { title: "Written", contentHtml: REAL_LESSON },
        { title: "Empty", contentHtml: "" },
        { title: "Clip", type: "video", videoUrl: "https://video.example.edu/osmosis.mp4" },
      ],
    });
    const [listed] = expectStatus<CourseModule[]>(await alice.get(`/api/courses/${courseId}/modules`), 200);
    expect(listed!.lessons.map((l) => l.title)).toEqual(["Written", "Empty", "Clip"]);
    expect(listed!.lessons.every((l) => !("contentHtml" in l))).toBe(true);
    expect(listed!.lessons.map((l) => l.hasContent)).toEqual([true, false, true]);

    const [full] = expectStatus<CourseModule[]>(
      await alice.get(`/api/courses/${courseId}/modules?include=content`),
      200,
    );
    expect(full!.lessons[0]!.contentHtml).toContain("Osmosis is the diffusion of water");
    expect(full!.lessons.map((l) => l.hasContent)).toEqual([true, false, true]);

    const bad = expectStatus<{ message: string }>(await alice.get(`/api/courses/${courseId}/modules?include=all`), 400);
    expect(bad.message).toContain("include");

    const one = expectStatus<Lesson>(await alice.get(`/api/lessons/${listed!.lessons[0]!.id}`), 200);
    expect(one.contentHtml).toBe(full!.lessons[0]!.contentHtml);
    expectStatus(await bob.get(`/api/lessons/${listed!.lessons[0]!.id}`), 404);
    expectStatus(await alice.get("/api/lessons/999999"), 404);
  });

  it("sends a fraction of the bytes for a course of 1,000 lessons of ~500 words", async () => {
    const courseId = await createCourse(alice, "Large");
    for (let m = 0; m < 5; m++) {
      const lessons = Array.from({ length: 200 }, (_, i) => ({
        title: `Lesson ${m * 200 + i + 1}`,
        contentHtml: lessonHtml(m * 200 + i + 1),
      }));
      await createModule(alice, courseId, { title: `Module ${m + 1}`, lessons });
    }
    const without = await alice.get(`/api/courses/${courseId}/modules`);
    const withBodies = await alice.get(`/api/courses/${courseId}/modules?include=content`);
    const lean = Buffer.byteLength(without.body);
    const full = Buffer.byteLength(withBodies.body);
    const lessons = (without.json() as CourseModule[]).flatMap((m) => m.lessons);
    expect(lessons).toHaveLength(1000);
    expect(lessons.every((l) => l.hasContent)).toBe(true);
    console.log(`/modules of 1,000 lessons on ${kind.name}: ${full} bytes with bodies, ${lean} without`);
    expect(lean * 10).toBeLessThan(full);
  });
});
