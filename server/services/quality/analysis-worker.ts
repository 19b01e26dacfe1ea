/**
 * The worker-thread side of analysis-pool.ts: runs analyzeCourseQuality on a course snapshot off
 * the main event loop. Input and output are structured-cloned plain data; the jsdom window the
 * accessibility check uses stays open in the worker between tasks. Progress (lessons checked of
 * lessons to check) goes back over the task's MessagePort, when it has one.
 */
import type { MessagePort } from "node:worker_threads";
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { analyzeCourseQuality } from "./analyze-course-quality.ts";
import type { AnalyzeOptions, CourseQualityAnalysis } from "./types.ts";

/** What crosses the thread boundary: options without functions (the rule list stays the default). */
export type WorkerAnalyzeOptions = Omit<AnalyzeOptions, "rules" | "onProgress">;

/** A progress message from the worker: lessons checked of lessons to check. */
export interface AnalysisProgressMessage {
  checked: number;
  total: number;
}

/** Piscina calls the default export with each task. */
export default async function analyze(task: {
  course: CourseSnapshot;
  options: WorkerAnalyzeOptions;
  progress?: MessagePort;
}): Promise<CourseQualityAnalysis> {
  const { progress } = task;
  try {
    return await analyzeCourseQuality(task.course, {
      ...task.options,
      ...(progress && {
        onProgress: (checked: number, total: number) =>
          progress.postMessage({ checked, total } satisfies AnalysisProgressMessage),
      }),
    });
  } finally {
    progress?.close();
  }
}
