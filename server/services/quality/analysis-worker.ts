/**
 * The worker-thread side of analysis-pool.ts: runs analyzeCourseQuality on a course snapshot off
 * the main event loop. Input and output are structured-cloned plain data; the jsdom window the
 * accessibility check uses stays open in the worker between tasks. Progress (lessons checked of
 * lessons to check) goes back over the task's MessagePort, when it has one.
 *
 * The per-lesson memo of accessibility findings (accessibility/findings-cache.ts) lives in this
 * thread, which ends after 60 s idle. So each task also carries the memo entries the main thread
 * kept from the course's last analysis, and returns the entries of this one.
 */
import type { MessagePort } from "node:worker_threads";
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { type LessonFinding, rememberFindings } from "../accessibility/findings-cache.ts";
import { analyzeCourseQuality } from "./analyze-course-quality.ts";
import type { AnalyzeOptions, CourseQualityAnalysis } from "./types.ts";

/** What crosses the thread boundary: options without functions (the rule list stays the default). */
export type WorkerAnalyzeOptions = Omit<AnalyzeOptions, "rules" | "onProgress" | "onLessonFindings">;

/** A progress message from the worker: lessons checked of lessons to check. */
export interface AnalysisProgressMessage {
  checked: number;
  total: number;
}

/** Memo entries: a lesson's memo key and its findings. */
export type MemoEntries = [key: string, findings: readonly LessonFinding[]][];

/** Piscina calls the default export with each task. */
export default async function analyze(task: {
  course: CourseSnapshot;
  options: WorkerAnalyzeOptions;
  progress?: MessagePort;
  memo?: MemoEntries;
}): Promise<{ analysis: CourseQualityAnalysis; memo: MemoEntries }> {
  const { progress } = task;
  for (const [key, findings] of task.memo ?? []) rememberFindings(key, findings);
  const memo: MemoEntries = [];
  try {
    const analysis = await analyzeCourseQuality(task.course, {
      ...task.options,
      onLessonFindings: (key, findings) => memo.push([key, findings]),
      ...(progress && {
        onProgress: (checked: number, total: number) =>
          progress.postMessage({ checked, total } satisfies AnalysisProgressMessage),
      }),
    });
    return { analysis, memo };
  } finally {
    progress?.close();
  }
}
