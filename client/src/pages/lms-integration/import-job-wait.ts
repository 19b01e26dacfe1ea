/**
 * Waiting for an import job (issue #13): the LMS screen starts imports as durable jobs
 * (`Prefer: respond-async`, 202), polls their progress ("Reading items: 40 of 120") and ends with
 * what the synchronous import answered: the course, or an ApiError with the same status and body
 * (a 409 duplicate keeps its `existingCourseId`).
 */
import type { QueryClient } from "@tanstack/react-query";
import { importJobProgressText, type ImportJobDto } from "@common/import-jobs";
import type { ImportedCourseResponse } from "@common/lms";
import { ApiError, api, queryKeys } from "@/lib/api";

/** How often a running import is polled, ms. */
export const IMPORT_POLL_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls the job until it ends, telling `onProgress` each progress line; refreshes the recent
 * imports list as it goes.
 * @returns the imported course (with counts, warnings and report)
 * @throws ApiError with the job's status and message when it failed
 */
export async function waitForImportJob(
  queryClient: QueryClient,
  started: ImportJobDto,
  onProgress?: (text: string) => void,
): Promise<ImportedCourseResponse> {
  let job = started;
  void queryClient.invalidateQueries({ queryKey: queryKeys.importJobs });
  while (job.status === "queued" || job.status === "running") {
    onProgress?.(importJobProgressText(job));
    await sleep(IMPORT_POLL_MS);
    job = await api.lms.importJob(job.id);
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.importJobs });
  const { outcome } = job;
  if (outcome?.kind === "imported" && outcome.course.report && outcome.course.warnings) {
    return { ...outcome.course, report: outcome.course.report, warnings: outcome.course.warnings };
  }
  if (outcome?.kind === "failed") throw new ApiError(outcome.httpStatus, outcome.message, undefined, outcome);
  throw new ApiError(500, "The import ended without a result.");
}
