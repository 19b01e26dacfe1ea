/**
 * Durable LMS and Common Cartridge imports (issue #13): shapes of the import jobs API.
 *
 * - `POST /api/lms/import-course` and `POST /api/lms/import-cartridge` with the request header
 *   `Prefer: respond-async` (RFC 7240 §4.1) answer 202 with an {@link ImportJobDto} and a
 *   `Location: /api/lms/import-jobs/<id>` to poll; without it they wait for the job and answer as
 *   SPEC §7 says (the imported course).
 * - `GET /api/lms/import-jobs/:id`: one job with its progress and, once ended, its outcome.
 * - `GET /api/lms/import-jobs`: the user's {@link RECENT_IMPORT_JOBS} latest jobs, newest first.
 */
import type { DuplicateImportResponse, ImportedCourseResponse } from "./lms.ts";

/** Where an import reads from. */
export type ImportJobSource = "canvas" | "blackboard" | "common_cartridge";

/** queued (waiting for an instance) -> running -> done | failed. */
export type ImportJobStatus = "queued" | "running" | "done" | "failed";

/** How many jobs `GET /api/lms/import-jobs` lists. */
export const RECENT_IMPORT_JOBS = 10;

/** The `Prefer` header value that asks for a 202 and a job (RFC 7240). */
export const PREFER_RESPOND_ASYNC = "respond-async";

/**
 * What an ended job answers, as the synchronous route would: the imported course (HTTP 201
 * created, 200 updated), or the error with its HTTP status and message (a 409 duplicate carries
 * `existingCourseId`).
 */
export type ImportJobOutcome =
  | {
      kind: "imported";
      httpStatus: 200 | 201;
      /** The list (`GET /api/lms/import-jobs`) leaves out `report` and `warnings`; one job has them. */
      course: Omit<ImportedCourseResponse, "report" | "warnings"> &
        Partial<Pick<ImportedCourseResponse, "report" | "warnings">>;
    }
  | ({ kind: "failed"; httpStatus: number; message: string } & Partial<
      Pick<DuplicateImportResponse, "existingCourseId">
    >);

/** An import job as the API shows it. */
export interface ImportJobDto {
  id: number;
  source: ImportJobSource;
  status: ImportJobStatus;
  /** The LMS course id, or the uploaded file's name. */
  sourceName: string;
  /** What the job does now, e.g. "Reading pages". */
  phase: string;
  /** Units done of `total` in this phase (pages read, lessons saved); total 0 = not counted. */
  progress: { done: number; total: number };
  /** The imported course, once saved (null before, or when it was deleted since). */
  courseId: number | null;
  /** Set once the job ended; the list leaves out the course body (`course` is then a summary). */
  outcome: ImportJobOutcome | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, null while queued or running. */
  finishedAt: string | null;
}

/** The progress line of a job, e.g. "Reading pages: 40 of 120". */
export function importJobProgressText(job: Pick<ImportJobDto, "phase" | "progress" | "status">): string {
  if (job.status === "queued") return "Waiting to start";
  const { done, total } = job.progress;
  return total > 0 ? `${job.phase}: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}` : job.phase;
}
