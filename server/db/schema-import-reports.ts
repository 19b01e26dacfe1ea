/**
 * The report of each LMS or cartridge import (issue #12 "Import report"; shape in
 * common/import-report.ts), deleted along with its course. Kept apart from schema.ts (which
 * re-exports it) to hold that file under the 400-line limit.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ImportReport, ImportSourceKind } from "../../common/import-report.ts";
import { courses } from "./schema.ts";

export const importReports = pgTable(
  "import_reports",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** canvas | blackboard | common_cartridge. */
    sourceKind: text("source_kind").$type<ImportSourceKind>().notNull(),
    /** The LMS course id, or the uploaded file's name. */
    sourceName: text("source_name"),
    report: jsonb("report").$type<ImportReport>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("import_reports_course_id_idx").on(t.courseId)],
);
