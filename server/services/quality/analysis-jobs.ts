/**
 * Durable "Analyze All" (issue #13): a job row with one item per course without a score, stored
 * in the database so that any instance can run it and a restart resumes it.
 *
 * - An instance claims the next pending item with a lease (`FOR UPDATE SKIP LOCKED`, lockedUntil =
 *   now + lease) and renews the lease while the analysis runs; an item whose lease ran out (its
 *   instance died) is claimed again.
 * - The item is marked done in the transaction that stores the course's score, and only if it is
 *   still pending: when two instances finish the same item, the second one's score is rolled back,
 *   so no course is analysed twice.
 * - Progress (done, failed, total) is on the job row, read by GET /api/quality/jobs/:id.
 */
import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { AnalysisJobDto } from "../../../common/quality.ts";
import type { Database } from "../../db/client.ts";
import type { Executor } from "../../db/executor.ts";
import { analysisJobItems, analysisJobs, courseQualityScores, courses } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { CourseAnalyzer } from "./analysis-pool.ts";
import { analyzeAndStoreCourseQuality } from "./store.ts";

/** Default lease of a claimed item, ms; renewed every third of it while the analysis runs. */
export const DEFAULT_LEASE_MS = 60_000;

type JobRow = typeof analysisJobs.$inferSelect;

/** The API shape of a job row. */
export const presentAnalysisJob = (row: JobRow): AnalysisJobDto => ({
  id: row.id,
  kind: row.kind === "course" ? "course" : "all",
  courseId: row.courseId,
  status: row.status === "done" ? "done" : "running",
  total: row.total,
  done: row.done,
  failed: row.failed,
  lessons: { done: row.lessonsDone, total: row.lessonsTotal },
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * Starts Analyze All for the user: every course of theirs without a score, newest first (the
 * Quality Dashboard's order; SPEC §2). A job of theirs that is still running is returned instead
 * of a second one.
 */
export async function startAnalyzeAll(db: Database, userId: string): Promise<AnalysisJobDto> {
  return db.transaction(async (tx) => {
    // One running job per user: lock the user's job rows while deciding.
    const [running] = await tx
      .select()
      .from(analysisJobs)
      .where(and(eq(analysisJobs.userId, userId), eq(analysisJobs.status, "running"), eq(analysisJobs.kind, "all")))
      .for("update");
    if (running) return presentAnalysisJob(running);
    const unanalysed = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.userId, userId),
          sql`not exists (select 1 from ${courseQualityScores} where ${courseQualityScores.courseId} = ${courses.id})`,
        ),
      )
      .orderBy(desc(courses.createdAt), desc(courses.id));
    const empty = unanalysed.length === 0;
    const [job] = await tx
      .insert(analysisJobs)
      .values({
        userId,
        total: unanalysed.length,
        status: empty ? "done" : "running",
        finishedAt: empty ? new Date() : null,
      })
      .returning();
    if (!empty) {
      await tx
        .insert(analysisJobItems)
        .values(unanalysed.map((c, position) => ({ jobId: job!.id, courseId: c.id, position })));
    }
    return presentAnalysisJob(job!);
  });
}

/** One of the user's jobs. @throws HttpError 404 "Analysis job not found" unless it is theirs */
export async function loadAnalysisJob(db: Executor, userId: string, jobId: number): Promise<AnalysisJobDto> {
  const [row] = await db
    .select()
    .from(analysisJobs)
    .where(and(eq(analysisJobs.id, jobId), eq(analysisJobs.userId, userId)));
  if (!row) throw notFound("Analysis job");
  return presentAnalysisJob(row);
}

/** The user's running Analyze All job, else their latest one, else null (the dashboard resumes showing it). */
export async function loadCurrentAnalysisJob(db: Executor, userId: string): Promise<AnalysisJobDto | null> {
  const [row] = await db
    .select()
    .from(analysisJobs)
    .where(and(eq(analysisJobs.userId, userId), eq(analysisJobs.kind, "all")))
    .orderBy(sql`case when ${analysisJobs.status} = 'running' then 0 else 1 end`, desc(analysisJobs.id))
    .limit(1);
  return row ? presentAnalysisJob(row) : null;
}

interface ClaimedItem {
  id: number;
  jobId: number;
  courseId: number;
  userId: string;
}

/** Claims the next pending item whose lease is free or ran out; null when there is none. */
export async function claimNextItem(db: Database, leaseMs: number): Promise<ClaimedItem | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [item] = await tx
      .select({ id: analysisJobItems.id, jobId: analysisJobItems.jobId, courseId: analysisJobItems.courseId })
      .from(analysisJobItems)
      .where(
        and(
          eq(analysisJobItems.status, "pending"),
          or(isNull(analysisJobItems.lockedUntil), lt(analysisJobItems.lockedUntil, now)),
        ),
      )
      .orderBy(asc(analysisJobItems.jobId), asc(analysisJobItems.position))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!item) return null;
    await tx
      .update(analysisJobItems)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${analysisJobItems.attempts} + 1` })
      .where(eq(analysisJobItems.id, item.id));
    const [job] = await tx
      .select({ userId: analysisJobs.userId })
      .from(analysisJobs)
      .where(eq(analysisJobs.id, item.jobId));
    return { ...item, userId: job!.userId };
  });
}

/** Counts an item as done or failed on its job, and closes the job when nothing is left. */
async function countItem(tx: Executor, jobId: number, outcome: "done" | "failed"): Promise<void> {
  const column = outcome === "done" ? analysisJobs.done : analysisJobs.failed;
  await tx
    .update(analysisJobs)
    .set({ [outcome]: sql`${column} + 1` })
    .where(eq(analysisJobs.id, jobId));
  await tx
    .update(analysisJobs)
    .set({ status: "done", finishedAt: new Date() })
    .where(
      and(eq(analysisJobs.id, jobId), sql`${analysisJobs.done} + ${analysisJobs.failed} >= ${analysisJobs.total}`),
    );
}

/**
 * Closes running jobs with no pending item left: their remaining items went with their courses
 * (a course deleted while it waited), which count as failed (not analysed).
 */
export async function closeOrphanedJobs(db: Executor): Promise<void> {
  await db
    .update(analysisJobs)
    .set({ status: "done", finishedAt: new Date(), failed: sql`${analysisJobs.total} - ${analysisJobs.done}` })
    .where(
      and(
        eq(analysisJobs.status, "running"),
        sql`not exists (select 1 from ${analysisJobItems} where ${analysisJobItems.jobId} = ${analysisJobs.id} and ${analysisJobItems.status} = 'pending')`,
      ),
    );
}

class AlreadyFinished extends Error {}

/**
 * Stores an item's progress (lessons checked of lessons to check) on its job row as the analysis
 * reports it, one write at a time and in order; a failed write is dropped (progress is advisory).
 */
function progressWriter(db: Database, jobId: number): (checked: number, total: number) => void {
  let chain: Promise<unknown> = Promise.resolve();
  return (checked, total) => {
    chain = chain
      .then(() =>
        db
          .update(analysisJobs)
          .set({ lessonsDone: checked, lessonsTotal: total })
          // A message that comes after the job ended changes nothing.
          .where(and(eq(analysisJobs.id, jobId), eq(analysisJobs.status, "running"))),
      )
      .catch(() => undefined);
  };
}

/**
 * Analyses a claimed item's course and stores the score and the item's "done" together. A course
 * that fails (deleted meanwhile, an analysis error) marks the item failed with the message.
 */
export async function runItem(db: Database, analyze: CourseAnalyzer, item: ClaimedItem): Promise<void> {
  try {
    await analyzeAndStoreCourseQuality(
      db,
      item.userId,
      item.courseId,
      {},
      analyze,
      async (tx, lessonsChecked) => {
        const marked = await tx
          .update(analysisJobItems)
          .set({ status: "done", lockedUntil: null })
          .where(and(eq(analysisJobItems.id, item.id), eq(analysisJobItems.status, "pending")))
          .returning({ id: analysisJobItems.id });
        // Another instance finished it after our lease ran out: keep its score, drop ours.
        if (marked.length === 0) throw new AlreadyFinished();
        // The last progress message may come after the result: the final count is set here.
        await tx
          .update(analysisJobs)
          .set({ lessonsDone: lessonsChecked, lessonsTotal: lessonsChecked })
          .where(eq(analysisJobs.id, item.jobId));
        await countItem(tx, item.jobId, "done");
      },
      progressWriter(db, item.jobId),
    );
  } catch (error) {
    if (error instanceof AlreadyFinished) return;
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(analysisJobItems)
        .set({ status: "failed", lockedUntil: null, error: error instanceof Error ? error.message : String(error) })
        .where(and(eq(analysisJobItems.id, item.id), eq(analysisJobItems.status, "pending")))
        .returning({ id: analysisJobItems.id });
      if (marked.length > 0) await countItem(tx, item.jobId, "failed");
    });
  }
}
