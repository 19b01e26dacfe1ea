import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessibilityIssueDto, QualityAnalysisDto } from "../../../common/quality.ts";
import { auditLogs, courses, lessons } from "../../db/schema.ts";
import { closeLessonDocument } from "../../services/accessibility/index.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

const IMAGE_WITHOUT_ALT = '<p>The figure shows a plant cell.</p><p><img src="https://example.org/cell.png"></p>';

/** A course with one lesson holding an image without alt text, analysed once. */
async function analysedCourse(client: UserClient) {
  const courseId = await createCourse(client, "Cell Biology");
  const module = await createModule(client, courseId, {
    title: "Cells",
    lessons: [{ title: "Plant cells", contentHtml: IMAGE_WITHOUT_ALT, durationMinutes: 15 }],
  });
  const lessonId = module.lessons[0].id as number;
  const analysis = expectStatus<QualityAnalysisDto>(
    await client.post(`/api/courses/${courseId}/analyze-quality`, undefined),
    200,
  );
  const issue = analysis.accessibility!.issues.find((i) => i.lessonId === lessonId && i.wcagCriterion === "1.1.1")!;
  return { courseId, lessonId, issue, analysis };
}

const altFix = (issue: AccessibilityIssueDto, value: string) => ({
  kind: "alt-text",
  target: { element: issue.element, index: issue.elementIndex },
  value,
});

describe.each(testDatabases())("accessibility fixes API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    closeLessonDocument();
  });

  const storedLesson = async (id: number) =>
    (await ctx.database.db.select().from(lessons).where(eq(lessons.id, id)))[0]!;

  it("answers 401 when signed out", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/lessons/1/accessibility-fixes", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("sets the alt text, saves the lesson, clears the grade, audits, and the re-analysis no longer reports it", async () => {
    const { courseId, lessonId, issue, analysis } = await analysedCourse(alice);
    expect(issue).toMatchObject({ ruleId: "img-alt-missing", elementIndex: 0 });
    const db = ctx.database.db;
    const [before] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(before!.qualityGrade).not.toBeNull();

    const lesson = expectStatus(
      await alice.post(
        `/api/lessons/${lessonId}/accessibility-fixes`,
        altFix(issue, "A plant cell with its parts labelled"),
      ),
      200,
    );
    expect(lesson).toMatchObject({ id: lessonId, title: "Plant cells" });
    expect(lesson.contentHtml).toContain('alt="A plant cell with its parts labelled"');
    expect((await storedLesson(lessonId)).contentHtml).toBe(lesson.contentHtml);

    const [after] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(after!.qualityGrade).toBeNull();
    const quality = expectStatus(await alice.get(`/api/courses/${courseId}/quality`), 200);
    expect(quality.stale).toBe(true);

    const again = expectStatus<QualityAnalysisDto>(
      await alice.post(`/api/courses/${courseId}/analyze-quality`, undefined),
      200,
    );
    expect(again.accessibility!.issues.filter((i) => i.lessonId === lessonId)).toEqual([]);
    expect(again.scores.accessibility).toBeGreaterThan(analysis.scores.accessibility);

    const audit = await db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, "lesson.accessibility_fix"),
          eq(auditLogs.resourceId, String(lessonId)),
          eq(auditLogs.userId, alice.user.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: alice.user.id, outcome: "success", resource: "lesson" });
    expect(audit[0]!.details).toMatchObject({ courseId, kind: "alt-text", statusCode: 200 });
  });

  it("answers 404 for another user's lesson or a missing one, and changes nothing", async () => {
    const { lessonId, issue } = await analysedCourse(alice);
    for (const id of [lessonId, 2_000_000]) {
      const res = await bob.post(`/api/lessons/${id}/accessibility-fixes`, altFix(issue, "A plant cell"));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Lesson not found" });
    }
    expect((await storedLesson(lessonId)).contentHtml).not.toContain("alt=");
  });

  it("answers 400 naming the field for a bad body", async () => {
    const { lessonId, issue } = await analysedCourse(alice);
    const cases: [unknown, RegExp][] = [
      [altFix(issue, "cell.png"), /^value: Alt text must say what the image shows, not its file name/],
      [altFix(issue, ""), /^value: Alt text is required/],
      [{ ...altFix(issue, "A cell"), kind: "colour" }, /kind must be one of alt-text, link-text/],
      [{ kind: "alt-text", value: "A cell" }, /target/],
      [{ kind: "link-text", target: { element: issue.element }, value: "click here" }, /^value: Link text must say/],
      [{ kind: "table-header", target: { element: "" } }, /target\.element is required/],
    ];
    for (const [body, message] of cases) {
      const res = await alice.post(`/api/lessons/${lessonId}/accessibility-fixes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await storedLesson(lessonId)).contentHtml).not.toContain("alt=");
  });

  it("answers 409 when the lesson changed since the analysis, and changes nothing", async () => {
    const { lessonId, issue } = await analysedCourse(alice);
    const edited = '<p>The figure shows a plant cell.</p><p><img src="https://example.org/cell-v2.png"></p>';
    expectStatus(await alice.patch(`/api/lessons/${lessonId}`, { contentHtml: edited }), 200);
    const stored = (await storedLesson(lessonId)).contentHtml;

    const res = await alice.post(`/api/lessons/${lessonId}/accessibility-fixes`, altFix(issue, "A plant cell"));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This image is no longer in the lesson as it was. The lesson changed since the analysis. Re-analyze the course and try again.",
    );
    expect((await storedLesson(lessonId)).contentHtml).toBe(stored);

    // The same fix twice: the second finds the image already described.
    const { lessonId: other, issue: second } = await analysedCourse(alice);
    expectStatus(await alice.post(`/api/lessons/${other}/accessibility-fixes`, altFix(second, "A plant cell")), 200);
    expect((await alice.post(`/api/lessons/${other}/accessibility-fixes`, altFix(second, "Other"))).statusCode).toBe(
      409,
    );
  });
});
