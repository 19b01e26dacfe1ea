/**
 * The record of AI calls (`ai_runs`): one row per call with the user, the course when known, the
 * kind of call, the engine that answered and how long it took. No prompt or answer text is kept.
 * Feeds the dashboard's "AI suggestions generated for N courses" (DESIGN.md §3).
 */
import { and, count, countDistinct, eq, isNotNull } from "drizzle-orm";
import type { AiStats, ProviderInfo } from "../../../common/ai-schemas.ts";
import type { Database } from "../../db/client.ts";
import { type AI_RUN_KINDS, aiRuns, courses } from "../../db/schema.ts";

/** A kind of AI call, as stored in `ai_runs.kind`. */
export type AiRunKind = (typeof AI_RUN_KINDS)[number];

/** What one AI call records. */
export interface AiRunRecord {
  userId: string;
  /** The stored course the call was about, or null. */
  courseId: number | null;
  kind: AiRunKind;
  /** The answer's provider block: engine name, model, whether it fell back. */
  provider: ProviderInfo;
  durationMs: number;
}

/** Inserts one `ai_runs` row. */
export async function recordAiRun(db: Database, run: AiRunRecord): Promise<void> {
  await db.insert(aiRuns).values({
    userId: run.userId,
    courseId: run.courseId,
    kind: run.kind,
    provider: run.provider.name,
    model: run.provider.model ?? null,
    fellBack: run.provider.fellBack === true,
    durationMs: Math.max(0, Math.round(run.durationMs)),
  });
}

/**
 * The user's AI activity: all runs, and the distinct courses with at least one run among the
 * user's courses that still exist (a deleted course's runs keep `course_id` null).
 */
export async function aiStatsFor(db: Database, userId: string): Promise<AiStats> {
  const [[runs], [courseRuns]] = await Promise.all([
    db.select({ n: count() }).from(aiRuns).where(eq(aiRuns.userId, userId)),
    db
      .select({ n: countDistinct(aiRuns.courseId) })
      .from(aiRuns)
      .innerJoin(courses, eq(aiRuns.courseId, courses.id))
      .where(and(eq(aiRuns.userId, userId), eq(courses.userId, userId), isNotNull(aiRuns.courseId))),
  ]);
  return { coursesWithAiRuns: Number(courseRuns?.n ?? 0), runs: Number(runs?.n ?? 0) };
}
