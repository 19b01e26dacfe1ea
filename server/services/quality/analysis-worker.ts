/**
 * The worker-thread side of analysis-pool.ts: runs analyzeCourseQuality on a course snapshot off
 * the main event loop. Input and output are structured-cloned plain data; the jsdom window the
 * accessibility check uses stays open in the worker between tasks.
 *
 * The per-lesson memo of accessibility findings (accessibility/findings-cache.ts) lives in this
 * thread, which ends after 60 s idle. So each task also carries the memo entries the main thread
 * kept from the course's last analysis, and returns the entries of this one.
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { type LessonFinding, rememberFindings } from "../accessibility/findings-cache.ts";
import { analyzeCourseQuality } from "./analyze-course-quality.ts";
import type { AnalyzeOptions, CourseQualityAnalysis } from "./types.ts";

/** What crosses the thread boundary: options without functions (the rule list stays the default). */
export type WorkerAnalyzeOptions = Omit<AnalyzeOptions, "rules" | "onLessonFindings">;

/** Memo entries: a lesson's memo key and its findings. */
export type MemoEntries = [key: string, findings: readonly LessonFinding[]][];

/** Piscina calls the default export with each task. */
export default async function analyze(task: {
  course: CourseSnapshot;
  options: WorkerAnalyzeOptions;
  memo?: MemoEntries;
}): Promise<{ analysis: CourseQualityAnalysis; memo: MemoEntries }> {
  for (const [key, findings] of task.memo ?? []) rememberFindings(key, findings);
  const memo: MemoEntries = [];
  const analysis = await analyzeCourseQuality(task.course, {
    ...task.options,
    onLessonFindings: (key, findings) => memo.push([key, findings]),
  });
  return { analysis, memo };
}
