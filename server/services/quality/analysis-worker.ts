/**
 * The worker-thread side of analysis-pool.ts: runs analyzeCourseQuality on a course snapshot off
 * the main event loop. Input and output are structured-cloned plain data; the jsdom window the
 * accessibility check uses stays open in the worker between tasks.
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { analyzeCourseQuality } from "./analyze-course-quality.ts";
import type { AnalyzeOptions, CourseQualityAnalysis } from "./types.ts";

/** What crosses the thread boundary: options without functions (the rule list stays the default). */
export type WorkerAnalyzeOptions = Omit<AnalyzeOptions, "rules">;

/** Piscina calls the default export with each task. */
export default function analyze(task: {
  course: CourseSnapshot;
  options: WorkerAnalyzeOptions;
}): Promise<CourseQualityAnalysis> {
  return analyzeCourseQuality(task.course, task.options);
}
