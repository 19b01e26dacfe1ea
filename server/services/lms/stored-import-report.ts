/**
 * Reading stored import reports (issue #12 "Import report"): the latest one of a course, for its
 * owner only.
 */
import { and, desc, eq } from "drizzle-orm";
import type { StoredImportReport } from "../../../common/import-report.ts";
import type { Database } from "../../db/client.ts";
import { courses, importReports } from "../../db/schema.ts";

/**
 * The newest import report of a course the user owns.
 * @returns the report, or null when the course is not the user's, does not exist, or was not imported
 */
export async function latestImportReport(
  db: Database,
  userId: string,
  courseId: number,
): Promise<StoredImportReport | null> {
  const [row] = await db
    .select({
      id: importReports.id,
      courseId: importReports.courseId,
      sourceKind: importReports.sourceKind,
      sourceName: importReports.sourceName,
      createdAt: importReports.createdAt,
      report: importReports.report,
    })
    .from(importReports)
    .innerJoin(courses, eq(courses.id, importReports.courseId))
    .where(and(eq(importReports.courseId, courseId), eq(courses.userId, userId)))
    .orderBy(desc(importReports.id))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
