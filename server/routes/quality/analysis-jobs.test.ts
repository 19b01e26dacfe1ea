import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisJobDto } from "../../../common/quality.ts";
import { courseQualityScores } from "../../db/schema.ts";
import { closeLessonDocument } from "../../services/accessibility/index.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { type UserClient, clientFor, createCourse, expectStatus } from "../modules/editor-test-helpers.ts";

/** Polls the job until it is done (the runner works in the background). */
async function finished(client: UserClient, jobId: number): Promise<AnalysisJobDto> {
  for (let i = 0; i < 200; i++) {
    const job = expectStatus<AnalysisJobDto>(await client.get(`/api/quality/jobs/${jobId}`), 200);
    if (job.status === "done") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not finish`);
}

describe.each(testDatabases())("durable Analyze All on $name", (kind) => {
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

  it("answers 401 when signed out", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/quality/analyze-all" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/quality/jobs/current" })).statusCode).toBe(401);
  });

  it("analyses every course without a score once, in the background, with progress", async () => {
    const ids = [
      await createCourse(alice, "Tides"),
      await createCourse(alice, "Waves"),
      await createCourse(alice, "Reefs"),
    ];
    // One course already has a score: Analyze All leaves it alone.
    expectStatus(await alice.post(`/api/courses/${ids[0]}/analyze-quality`, undefined), 200);
    const started = expectStatus<AnalysisJobDto>(await alice.post("/api/quality/analyze-all", undefined), 202);
    expect(started).toMatchObject({ status: "running", total: 2 });
    // A second click while it runs gets the same job, not a second one.
    const again = await alice.post("/api/quality/analyze-all", undefined);
    if (again.statusCode === 202 && (again.json() as AnalysisJobDto).status === "running") {
      expect((again.json() as AnalysisJobDto).id).toBe(started.id);
    }
    const job = await finished(alice, started.id);
    expect(job).toMatchObject({ status: "done", total: 2, done: 2, failed: 0 });
    expect(job.finishedAt).not.toBeNull();
    for (const id of ids) {
      const rows = await ctx.database.db.select().from(courseQualityScores).where(eq(courseQualityScores.courseId, id));
      expect(rows, `course ${id}`).toHaveLength(1);
    }
    const current = expectStatus<{ job: AnalysisJobDto }>(await alice.get("/api/quality/jobs/current"), 200);
    expect(current.job?.id).toBeGreaterThanOrEqual(started.id);
  });

  it("finishes at once when every course has a score, and keeps jobs to their owner", async () => {
    const job = expectStatus<AnalysisJobDto>(await alice.post("/api/quality/analyze-all", undefined), 202);
    expect(job).toMatchObject({ status: "done", total: 0 });
    expectStatus(await bob.get(`/api/quality/jobs/${job.id}`), 404);
    expectStatus(await alice.get("/api/quality/jobs/999999"), 404);
    expect(
      expectStatus<{ job: AnalysisJobDto | null }>(await bob.get("/api/quality/jobs/current"), 200).job,
    ).toBeNull();
  });

  it("counts a course deleted before its turn as failed, not as analysed", async () => {
    const keep = await createCourse(bob, "Kelp");
    const gone = await createCourse(bob, "Seagrass");
    const started = expectStatus<AnalysisJobDto>(await bob.post("/api/quality/analyze-all", undefined), 202);
    expectStatus(await bob.del(`/api/courses/${gone}`), 204);
    const job = await finished(bob, started.id);
    expect(job.done + job.failed).toBe(job.total);
    const kept = await ctx.database.db.select().from(courseQualityScores).where(eq(courseQualityScores.courseId, keep));
    expect(kept).toHaveLength(1);
  });
});
