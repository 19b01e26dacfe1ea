/**
 * Durable LMS and Common Cartridge imports (issue #13): one row per import, claimed by an
 * instance with a lease like analysis jobs (`lockedUntil`), with its progress and its outcome.
 * Kept apart from schema.ts (which re-exports it) to hold that file under the 400-line limit.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ImportJobOutcome, ImportJobSource, ImportJobStatus } from "../../common/import-jobs.ts";
import { courses, users } from "./schema.ts";

export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** canvas | blackboard | common_cartridge. */
    source: text("source").$type<ImportJobSource>().notNull(),
    /** queued -> running -> done | failed. */
    status: text("status").$type<ImportJobStatus>().notNull().default("queued"),
    /** The LMS course id, or the uploaded file's name. */
    sourceName: text("source_name").notNull(),
    /** The LMS's base URL (never the token, which stays in the memory of the instance that took it). */
    baseUrl: text("base_url"),
    /** "update" | "copy" when the user answered the duplicate question. */
    mode: text("mode"),
    /** Storage key of the uploaded cartridge (FileStorage `uploads/...`), removed when the job ends. */
    uploadKey: text("upload_key"),
    /** What the job does now, e.g. "Reading items" (progress line). */
    phase: text("phase").notNull().default("Waiting to start"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    /** The imported course once saved (null when the course is deleted later). */
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** The answer the synchronous route gives: the course with counts, warnings and report, or the error. */
    outcome: jsonb("outcome").$type<ImportJobOutcome>(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("import_jobs_user_id_idx").on(t.userId), index("import_jobs_status_idx").on(t.status)],
);
