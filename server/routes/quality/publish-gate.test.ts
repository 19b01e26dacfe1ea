import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QualityAnalysisDto } from "../../../common/quality.ts";
import { isPublished } from "../../../common/course-stats.ts";
import type { Course } from "../../../common/schemas.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

describe.each(testDatabases())("the publish gate (issue #11) on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(() => ctx?.close());

  it("a course carries the grade of its latest analysis until it changes", async () => {
    const courseId = await createCourse(alice, "Thin course");
    await createModule(alice, courseId, {
      title: "Only module",
      description: "One module.",
      lessons: [{ title: "Only lesson", contentHtml: "<p>One sentence.</p>" }],
    });
    expect(expectStatus<Course>(await alice.get(`/api/courses/${courseId}`), 200).qualityGrade).toBeNull();

    const analysis = expectStatus<QualityAnalysisDto>(
      await alice.post(`/api/courses/${courseId}/analyze-quality`, undefined),
      200,
    );
    const analysed = expectStatus<Course>(await alice.get(`/api/courses/${courseId}`), 200);
    expect(analysed.qualityGrade).toBe(analysis.grade.grade);
    // A thin course's grade is below C: whatever its progress, it is not ready to publish.
    expect(["D", "F"]).toContain(analysed.qualityGrade);
    expect(isPublished({ ...analysed, progress: 100 })).toBe(false);

    expectStatus(await alice.patch(`/api/courses/${courseId}`, { description: "Changed after the analysis." }), 200);
    const changed = expectStatus<Course>(await alice.get(`/api/courses/${courseId}`), 200);
    expect(changed.qualityGrade).toBeNull();
    const listed = expectStatus<Course[]>(await alice.get("/api/courses"), 200).find((c) => c.id === courseId)!;
    expect(listed.qualityGrade).toBeNull();
  });
});
