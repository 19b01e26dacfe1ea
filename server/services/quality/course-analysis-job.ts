/**
 * Analyze of one large course as a durable job (issue #13). `POST /api/courses/:id/analyze-quality`
 * waits for a course of at most {@link ANALYZE_WAIT_MAX_WORDS} words and answers SPEC §7's shape
 * (overallScore, grade); a larger course gets an analysis job with one item (the same
 * `analysis_jobs` table, claim, lease and runner as Analyze All, analysis-jobs.ts), answered 202,
 * whose progress counts the lessons checked ("Analyzing lesson 300 of 1,000").
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AnalysisJobDto } from "../../../common/quality.ts";
import { ownedCourse } from "../../auth/ownership.ts";
import type { Database } from "../../db/client.ts";
import type { Executor } from "../../db/executor.ts";
import { analysisJobItems, analysisJobs, lessons, modules } from "../../db/schema.ts";
import { presentAnalysisJob } from "./analysis-jobs.ts";

/**
 * The most words (summed over the course's lessons, i.e. lessons x words per lesson) for which
 * `analyze-quality` answers at once. Analysis costs about 2.7-2.8 ms of CPU per new 500-word
 * lesson in the analysis threads (bench/responsiveness.bench.ts, BENCH_ROUNDS=3, 2026-11-26; issue
 * #13 measured 7 ms before), so 100,000 words (200 lessons of 500 words) is about 0.6 s of CPU, up
 * to ~1 s on a busy machine: longer waits answer 202 with a job. Configurable with
 * ANALYZE_WAIT_MAX_WORDS (config.ts).
 */
export const ANALYZE_WAIT_MAX_WORDS = 100_000;

/** How big a course is for analysis: its lessons and their words. */
export interface CourseAnalysisSize {
  lessons: number;
  /** Runs of non-space characters in the lessons' HTML: words, counting a tag's attributes too (an estimate from above). */
  words: number;
}

/**
 * Counts a course's lessons and words in SQL (no lesson body leaves the database).
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function courseAnalysisSize(db: Executor, userId: string, courseId: number): Promise<CourseAnalysisSize> {
  await ownedCourse(db, userId, courseId);
  const [row] = await db
    .select({
      lessons: sql<number>`count(${lessons.id})::int`,
      words: sql<number>`coalesce(sum(regexp_count(${lessons.contentHtml}, '\\S+')), 0)::int`,
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId));
  return { lessons: row?.lessons ?? 0, words: row?.words ?? 0 };
}

/**
 * Starts the analysis of one course as a job, or returns the one already running for it (a
 * second click, or two tabs, do not analyse the course twice at once).
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function startCourseAnalysis(db: Database, userId: string, courseId: number): Promise<AnalysisJobDto> {
  return db.transaction(async (tx) => {
    await ownedCourse(tx, userId, courseId);
    // Requests for the same course take turns here, so only one of them creates the job.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`course-analysis:${courseId}`}))`);
    const [running] = await tx
      .select()
      .from(analysisJobs)
      .where(
        and(eq(analysisJobs.courseId, courseId), eq(analysisJobs.kind, "course"), eq(analysisJobs.status, "running")),
      );
    if (running) return presentAnalysisJob(running);
    const [job] = await tx.insert(analysisJobs).values({ userId, kind: "course", courseId, total: 1 }).returning();
    await tx.insert(analysisJobItems).values({ jobId: job!.id, courseId, position: 0 });
    return presentAnalysisJob(job!);
  });
}

/**
 * The course's running analysis job, else its latest one, else null: the quality page shows the
 * progress again when the author comes back.
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function loadCourseAnalysisJob(
  db: Executor,
  userId: string,
  courseId: number,
): Promise<AnalysisJobDto | null> {
  await ownedCourse(db, userId, courseId);
  const [row] = await db
    .select()
    .from(analysisJobs)
    .where(and(eq(analysisJobs.courseId, courseId), eq(analysisJobs.kind, "course"), eq(analysisJobs.userId, userId)))
    .orderBy(sql`case when ${analysisJobs.status} = 'running' then 0 else 1 end`, desc(analysisJobs.id))
    .limit(1);
  return row ? presentAnalysisJob(row) : null;
}
