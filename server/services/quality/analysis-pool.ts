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
import { MAX_CACHED_LESSONS } from "../accessibility/findings-cache.ts";
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import type { AnalysisProgressMessage, MemoEntries, WorkerAnalyzeOptions } from "./analysis-worker.ts";
import type { CourseQualityAnalysis } from "./types.ts";

/** Worker threads: one per core beyond the first (the main thread keeps one), at least 1, at most 2. */
export const ANALYSIS_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * V8 old-generation limit of each worker, MiB. Lessons go through jsdom 12 at a time
 * (accessibility/report.ts LESSONS_PER_DOCUMENT), so the live heap stays small (about 60-75 MiB
 * with jsdom and axe loaded) even for a 10,000-lesson course, and the limit bounds the process's
 * RSS during an analysis (issue #13: under 400 MiB).
 *
 * The limit also sets how often V8 runs a full (mark-compact) collection: V8 lets the heap grow to
 * its live size times a factor that it scales with this limit, from 1.3 at 256 MiB up to 2.0 at
 * 2 GiB (v8 heap-controller.cc, MaxGrowingFactor; 64-bit without pointer compression, as Node 20
 * builds). Each batch's DOM and axe tree outlive several young-generation collections and are
 * promoted (~280 KiB per 500-word lesson), so at 256 MiB a 1,000-lesson analysis ran 12-15 full
 * collections, each marking the whole live heap on V8's helper threads (~110-190 ms of CPU each on
 * the 2-core bench machine): the worker spent ~1 ms per lesson more than the same analysis on the
 * main thread. At 768 MiB (factor 1.5) it runs 7-9; with 25-lesson batches the peak RSS of the
 * responsiveness bench was then 363-387 MiB (1 GiB: 378, 2 GiB: 533 with 3 full collections),
 * with 12-lesson batches 361-369 MiB.
 * 128 MiB had made V8 collect so often that the analysis took about 15 % more CPU than at 256.
 * Once less was promoted per lesson (lazy inline styles, flat text runs, a cheaper axe tree:
 * accessibility/lazy-inline-style.ts, parse5-text-runs.ts, axe-source.ts), 1 GiB (factor ~1.6)
 * cost 2.5 % less CPU than 768 MiB (2 x 1,000 new lessons through this pool, runs paired at the
 * same time) for ~5-15 MiB more peak RSS; 1.25 GiB 4.6 % less for 10-15 MiB more, 1.86 GiB 7 %
 * less for 25-30 MiB more, which left too little room under 400 MiB.
 */
export const WORKER_HEAP_MIB = 1024;

/**
 * V8 young-generation limit of each worker, MiB. V8's default (3 x 16 MiB semi-spaces) is resident
 * memory the worker rarely needs: at 16 MiB the peak RSS of the same runs was 10-30 MiB lower than
 * with the default, for the same CPU.
 */
export const WORKER_YOUNG_MIB = 16;

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
  /** Lessons whose accessibility findings the main thread keeps for the workers. */
  memoLessons(): number;
}

/**
 * Starts the pool. Threads start on the first task and end after 60 s idle. The main thread keeps
 * the per-lesson findings memo of the last analyses (up to MAX_CACHED_LESSONS lessons, the least
 * recently analysed course dropped first) and hands a course's entries to whichever thread
 * analyses it next, so a re-analysis after the thread ended still re-checks only changed lessons.
 * @param threads - worker threads (default {@link ANALYSIS_THREADS})
 * @param idleTimeoutMs - how long an idle thread lives (tests shorten it)
 */
export function createAnalysisPool(threads = ANALYSIS_THREADS, idleTimeoutMs = 60_000): AnalysisPool {
  const pool = new Piscina({
    filename: new URL("./analysis-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleTimeoutMs,
    execArgv: ["--import", "tsx"],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MIB, maxYoungGenerationSizeMb: WORKER_YOUNG_MIB },
  });
  // The findings memo of each course's last analysis (analysis-worker.ts), newest course last.
  const memoByCourse = new Map<number, MemoEntries>();
  let memoEntries = 0;
  const keepMemo = (courseId: number, memo: MemoEntries) => {
    memoEntries -= memoByCourse.get(courseId)?.length ?? 0;
    memoByCourse.delete(courseId);
    memoByCourse.set(courseId, memo);
    memoEntries += memo.length;
    for (const [oldest, entries] of memoByCourse) {
      if (memoEntries <= MAX_CACHED_LESSONS || oldest === courseId) break;
      memoByCourse.delete(oldest);
      memoEntries -= entries.length;
    }
  };
  return {
    analyze: async (course, options, onProgress) => {
      const task = { course, options, memo: memoByCourse.get(course.id) };
      type Result = { analysis: CourseQualityAnalysis; memo: MemoEntries };
      let result: Result;
      if (!onProgress) result = (await pool.run(task)) as Result;
      else {
        // Progress comes back over a MessagePort handed to the worker with the task.
        const { port1, port2 } = new MessageChannel();
        port1.on("message", (message: AnalysisProgressMessage) => onProgress(message.checked, message.total));
        try {
          result = (await pool.run({ ...task, progress: port2 }, { transferList: [port2] })) as Result;
        } finally {
          port1.close();
        }
      }
      keepMemo(course.id, result.memo);
      return result.analysis;
    },
    close: () => pool.destroy(),
    memoLessons: () => memoEntries,
  };
}
