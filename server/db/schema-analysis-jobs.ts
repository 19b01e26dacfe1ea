/**
 * Durable quality-analysis jobs (issue #13): Analyze All and the analysis of one large course.
 * Kept apart from schema.ts (which re-exports it) to hold that file under the 400-line limit.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { courses, users } from "./schema.ts";

/**
 * Durable "Analyze All" jobs (issue #13): one row per request, with its progress. Any instance
 * runs the items (analysis-jobs.ts); a restart resumes the unfinished ones.
 */
export const analysisJobs = pgTable(
  "analysis_jobs",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "running" until every item is done or failed, then "done". */
    status: text("status").notNull().default("running"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** "all" (Analyze All) or "course" (one large course's Analyze, with its courseId; issue #13). */
    kind: text("kind").notNull().default("all"),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** Progress: lessons checked of lessons to check in the course being analysed now. */
    lessonsDone: integer("lessons_done").notNull().default(0),
    lessonsTotal: integer("lessons_total").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("analysis_jobs_user_id_idx").on(t.userId)],
);

/**
 * One course of an analysis job. An item is claimed with a lease (`lockedUntil`); an item whose
 * lease ran out (its instance died) is claimed again. It is marked done in the transaction that
 * stores its score, so no course is analysed twice.
 */
export const analysisJobItems = pgTable(
  "analysis_job_items",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => analysisJobs.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** "pending", "done" or "failed". */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("analysis_job_items_job_id_course_id_idx").on(t.jobId, t.courseId),
    index("analysis_job_items_status_idx").on(t.status),
  ],
);
