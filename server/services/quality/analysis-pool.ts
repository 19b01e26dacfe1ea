/**
 * Quality analysis off the event loop (issue #13): axe-core in jsdom and the text rules take about
 * 7 ms of CPU per 500-word lesson, so a 1,000-lesson course held every other request for seconds
 * when it ran on the main thread. Here it runs in worker threads (piscina), and the main thread
 * only loads the snapshot and stores the result.
 *
 * The pool is small on purpose: {@link ANALYSIS_THREADS} threads, each keeping one jsdom window
 * (about 60-100 MiB), and a queue for the rest, so Analyze All over many courses does not multiply
 * memory. Workers load TypeScript through tsx, the same loader `npm start` uses.
 */
import os from "node:os";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import type { AnalysisProgressMessage, WorkerAnalyzeOptions } from "./analysis-worker.ts";
import type { CourseQualityAnalysis } from "./types.ts";

/** Worker threads: one per core beyond the first (the main thread keeps one), at least 1, at most 2. */
export const ANALYSIS_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * V8 old-generation limit of each worker, MiB. Lessons go through jsdom 25 at a time
 * (accessibility/report.ts LESSONS_PER_DOCUMENT), so the live heap stays small even for a
 * 10,000-lesson course; the limit makes V8 collect instead of growing the heap, which bounds the
 * process's RSS during an analysis (issue #13: under 400 MiB).
 */
export const WORKER_HEAP_MIB = 128;

/** Called with lessons checked of lessons to check while an analysis runs (issue #13 progress). */
export type AnalysisProgress = (checked: number, total: number) => void;

/** Analyses a course snapshot; resolves with the same result analyzeCourseQuality gives. */
export type CourseAnalyzer = (
  course: CourseSnapshot,
  options: WorkerAnalyzeOptions,
  onProgress?: AnalysisProgress,
) => Promise<CourseQualityAnalysis>;

/** A pool of analysis workers and its shutdown. */
export interface AnalysisPool {
  analyze: CourseAnalyzer;
  /** Ends the worker threads (app shutdown); queued tasks are rejected. */
  close(): Promise<void>;
}

/**
 * Starts the pool. Threads start on the first task and end after 60 s idle.
 * @param threads - worker threads (default {@link ANALYSIS_THREADS})
 */
export function createAnalysisPool(threads = ANALYSIS_THREADS): AnalysisPool {
  const pool = new Piscina({
    filename: new URL("./analysis-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: ["--import", "tsx"],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MIB },
  });
  return {
    analyze: async (course, options, onProgress) => {
      if (!onProgress) return pool.run({ course, options }) as Promise<CourseQualityAnalysis>;
      // Progress comes back over a MessagePort handed to the worker with the task.
      const { port1, port2 } = new MessageChannel();
      port1.on("message", (message: AnalysisProgressMessage) => onProgress(message.checked, message.total));
      try {
        return (await pool.run(
          { course, options, progress: port2 },
          { transferList: [port2] },
        )) as CourseQualityAnalysis;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
