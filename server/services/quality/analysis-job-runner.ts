/**
 * Runs the items of durable analysis jobs (analysis-jobs.ts: Analyze All and large-course
 * analyses) in this instance, one at a time (the analysis itself runs in the worker pool), on the
 * shared lease loop (services/jobs/lease-loop.ts). Woken when a job is created here; otherwise
 * looks every SWEEP_EVERY_MS for items another instance created or left behind when it died.
 */
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysisJobItems } from "../../db/schema.ts";
import { type JobRunner, startLeaseLoop } from "../jobs/lease-loop.ts";
import type { CourseAnalyzer } from "./analysis-pool.ts";
import { DEFAULT_LEASE_MS, claimNextItem, closeOrphanedJobs, runItem } from "./analysis-jobs.ts";

/** A runner: `wake()` after creating a job, `stop()` on shutdown (waits for the current item). */
export type AnalysisJobRunner = JobRunner;

/**
 * Starts the runner loop.
 * @param leaseMs - how long a claimed item is this instance's (renewed every third of it)
 */
export function startAnalysisJobRunner(
  db: Database,
  analyze: CourseAnalyzer,
  log: FastifyBaseLogger,
  leaseMs: number = DEFAULT_LEASE_MS,
): AnalysisJobRunner {
  return startLeaseLoop(
    {
      name: "analysis job",
      claim: (lease) => claimNextItem(db, lease),
      run: (item) => runItem(db, analyze, item),
      renew: async (item, lease) => {
        await db
          .update(analysisJobItems)
          .set({ lockedUntil: new Date(Date.now() + lease) })
          .where(eq(analysisJobItems.id, item.id));
      },
      sweep: () => closeOrphanedJobs(db),
    },
    log,
    leaseMs,
  );
}
