/**
 * The API answers of an import (SPEC §7 POST /api/lms/import-course: the imported course), shared
 * by the import routes and the import jobs (issue #13).
 */
import type { DuplicateImportResponse, ImportedCourseResponse } from "../../../common/lms.ts";
import { presentCourse } from "../../presenters/course.ts";
import type { SaveImportResult } from "./save-import.ts";

/** The JSON of an import: the course as `GET /api/courses/:id` shows it, plus counts and warnings. */
export function presentImport(result: Exclude<SaveImportResult, { kind: "duplicate" }>): ImportedCourseResponse {
  return { ...presentCourse(result.course), counts: result.counts, warnings: result.warnings, report: result.report };
}

/** The 409 body when the LMS course was imported before: update it or import a copy? */
export function duplicateBody(result: Extract<SaveImportResult, { kind: "duplicate" }>): DuplicateImportResponse {
  return {
    message: `You imported this course before as "${result.existingTitle}". Update the earlier import or create a copy?`,
    existingCourseId: result.existingCourseId,
  };
}
