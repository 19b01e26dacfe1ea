/**
 * Runs the items of durable Analyze All jobs (analysis-jobs.ts) in this instance, one at a time
 * (the analysis itself runs in the worker pool). Woken when a job is created here; otherwise looks
 * every SWEEP_EVERY_MS for items another instance created or left behind when it died.
 */
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysisJobItems } from "../../db/schema.ts";
import type { CourseAnalyzer } from "./analysis-pool.ts";
import { DEFAULT_LEASE_MS, SWEEP_EVERY_MS, claimNextItem, closeOrphanedJobs, runItem } from "./analysis-jobs.ts";

/** A runner: `wake()` after creating a job, `stop()` on shutdown (waits for the current item). */
export interface AnalysisJobRunner {
  wake(): void;
  stop(): Promise<void>;
}

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
  let running = true;
  let wakeUp: (() => void) | null = null;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SWEEP_EVERY_MS);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (running) {
      let claimed = null;
      try {
        claimed = await claimNextItem(db, leaseMs);
      } catch (err) {
        log.error({ err }, "analysis job: could not claim an item");
      }
      if (!claimed) {
        await closeOrphanedJobs(db).catch((err: unknown) => log.error({ err }, "analysis job: could not close jobs"));
        if (running) await sleep();
        continue;
      }
      const item = claimed;
      // Keep the lease while the analysis runs, so no other instance takes the item over.
      const renew = setInterval(() => {
        db.update(analysisJobItems)
          .set({ lockedUntil: new Date(Date.now() + leaseMs) })
          .where(eq(analysisJobItems.id, item.id))
          .catch((err: unknown) => log.warn({ err }, "analysis job: lease renewal failed"));
      }, leaseMs / 3);
      try {
        await runItem(db, analyze, item);
      } catch (err) {
        log.error({ err, jobId: item.jobId }, "analysis job: item failed and could not be marked");
      } finally {
        clearInterval(renew);
      }
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
