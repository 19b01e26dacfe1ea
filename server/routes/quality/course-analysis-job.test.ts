import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisJobDto, CourseQualityDto, QualityAnalysisDto } from "../../../common/quality.ts";
import { courseQualityScores } from "../../db/schema.ts";
import { closeLessonDocument } from "../../services/accessibility/index.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  REAL_LESSON,
  type UserClient,
  clientFor,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

/** Words above which analyze-quality answers 202 in these tests (the default is 100,000). */
const WAIT_MAX_WORDS = 500;
const LESSONS = 30;

/** Polls the job until it is done, keeping every state seen. */
async function poll(client: UserClient, url: string): Promise<AnalysisJobDto[]> {
  const seen: AnalysisJobDto[] = [];
  for (let i = 0; i < 400; i++) {
    const job = expectStatus<AnalysisJobDto>(await client.get(url), 200);
    seen.push(job);
    if (job.status === "done") return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not finish`);
}

describe.each(testDatabases())("analyze-quality of a large course on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { ANALYZE_WAIT_MAX_WORDS: String(WAIT_MAX_WORDS) });
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    closeLessonDocument();
  });

  it("answers SPEC's shape at once for a small course", async () => {
    const small = await createCourse(alice, "Small");
    await createModule(alice, small, { lessons: [{ title: "Osmosis", contentHtml: REAL_LESSON }] });
    const result = expectStatus<QualityAnalysisDto>(await alice.post(`/api/courses/${small}/analyze-quality`, {}), 200);
    expect(typeof result.overallScore).toBe("number");
    expect(result.grade.grade).toMatch(/^[A-F]$/);
  });

  it("answers 202 with a job for a large course, counts lessons as it goes and stores one score", async () => {
    const large = await createCourse(alice, "Large");
    // 30 lessons of ~50 words: 1,500 words, over the 500 of this test.
    const lessons = Array.from({ length: LESSONS }, (_, i) => ({ title: `Lesson ${i + 1}`, contentHtml: REAL_LESSON }));
    await createModule(alice, large, { lessons });
    const res = await alice.post(`/api/courses/${large}/analyze-quality`, {});
    const started = expectStatus<AnalysisJobDto>(res, 202);
    expect(started).toMatchObject({ kind: "course", courseId: large, status: "running", total: 1 });
    expect(res.headers.location).toBe(`/api/quality/jobs/${started.id}`);
    // A second click while it runs gets the same job; a new job only once the first has ended
    // (with the findings memo, 30 identical lessons can be done before the second click).
    const again = await alice.post(`/api/courses/${large}/analyze-quality`, {});
    if (again.statusCode === 202 && (again.json() as AnalysisJobDto).id !== started.id) {
      const first = expectStatus<AnalysisJobDto>(await alice.get(`/api/quality/jobs/${started.id}`), 200);
      expect(first.status).toBe("done");
    }
    // Another user can neither start nor read it.
    expectStatus(await bob.post(`/api/courses/${large}/analyze-quality`, {}), 404);
    expectStatus(await bob.get(`/api/quality/jobs/${started.id}`), 404);
    expectStatus(await bob.get(`/api/courses/${large}/analysis-job`), 404);

    const seen = await poll(alice, res.headers.location as string);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: "done", done: 1, failed: 0 });
    // Lesson progress only goes up, and ends at every lesson checked.
    const checked = seen.map((j) => j.lessons.done);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
    const final = expectStatus<AnalysisJobDto>(await alice.get(`/api/quality/jobs/${started.id}`), 200);
    expect(final.lessons).toEqual({ done: LESSONS, total: LESSONS });

    // The course page resumes from GET /api/courses/:id/analysis-job; the score is stored once.
    const current = expectStatus<{ job: AnalysisJobDto | null }>(
      await alice.get(`/api/courses/${large}/analysis-job`),
      200,
    );
    expect(current.job?.id).toBeGreaterThanOrEqual(started.id);
    // A second job (the first had ended before the second click) is awaited before counting scores.
    if (current.job && current.job.id !== started.id) await poll(alice, `/api/quality/jobs/${current.job.id}`);
    const quality = expectStatus<CourseQualityDto>(await alice.get(`/api/courses/${large}/quality`), 200);
    expect(quality.latest?.overallScore).toEqual(expect.any(Number));
    const rows = await ctx.database.db
      .select()
      .from(courseQualityScores)
      .where(eq(courseQualityScores.courseId, large));
    expect(rows.length).toBe(current.job!.id === started.id ? 1 : 2);
    // Analyze All's current job is not this one.
    const all = expectStatus<{ job: AnalysisJobDto | null }>(await alice.get("/api/quality/jobs/current"), 200);
    expect(all.job).toBeNull();
  });

  it("answers {job: null} for a course never analysed as a job, 404 for a missing course", async () => {
    const none = await createCourse(alice, "Never");
    expect(expectStatus(await alice.get(`/api/courses/${none}/analysis-job`), 200)).toEqual({ job: null });
    expectStatus(await alice.get("/api/courses/999999/analysis-job"), 404);
    expectStatus(await alice.post("/api/courses/999999/analyze-quality", {}), 404);
  });
});
