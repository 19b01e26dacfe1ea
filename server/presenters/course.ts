/** Turns a `courses` row into the JSON the client gets (SPEC §3 "Course as read"). */
import { QUALITY_GRADE_LETTERS, type QualityGradeLetter } from "../../common/quality.ts";
import type { Course, CourseLevel } from "../../common/schemas.ts";
import type { courses } from "../db/schema.ts";

function isGrade(value: string | null): value is QualityGradeLetter {
  return (QUALITY_GRADE_LETTERS as readonly (string | null)[]).includes(value);
}

/** Presents a course row; dates become ISO 8601 strings. */
export function presentCourse(row: typeof courses.$inferSelect): Course {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    duration: row.duration,
    level: row.level as CourseLevel,
    progress: row.progress,
    lmsType: row.lmsType,
    lmsId: row.lmsId,
    qualityGrade: isGrade(row.qualityGrade) ? row.qualityGrade : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
