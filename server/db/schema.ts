/**
 * Drizzle schema: every table of SPEC §3 with its defaults, plus what the design needs
 * (DESIGN.md §3): `users.passwordHash` for local accounts and a `lessons` table that the API
 * still presents as `module.lessons` in SPEC's shape (see docs/decisions/0002-lessons-table.md).
 *
 * Everything that hangs off a course is deleted with it (ON DELETE CASCADE).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Users: local accounts (passwordHash set) and single sign-on users (passwordHash null). */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  passwordHash: text("password_hash"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions (SPEC §3): sid, sess json, expire (indexed, for the expiry sweep). */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

/**
 * Fixed-window request counters shared by every app instance (issue #14): the sign-in limits per
 * client address and per account, the AI and LMS limits per user. One row per key and window;
 * `reset_at` is when the window ends (database clock).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

/** Courses (SPEC §3). `updatedAt` marks a quality score stale when the course changed after analysis. */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    duration: text("duration").default("4 weeks"),
    level: text("level").notNull().default("beginner"),
    progress: integer("progress").notNull().default(0),
    lmsType: text("lms_type"),
    lmsId: text("lms_id"),
    /**
     * Grade (A-F) of the latest quality analysis while it is current; null when the course was
     * never analysed or changed since (issue #11: publishing needs a current grade of C or better).
     */
    qualityGrade: text("quality_grade"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("courses_user_id_idx").on(t.userId)],
);

/** Modules of a course (SPEC §3). Their lessons live in `lessons`. */
export const modules = pgTable(
  "modules",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
    color: text("color").notNull().default("#6366F1"),
    lmsModuleId: text("lms_module_id"),
  },
  (t) => [index("modules_course_id_idx").on(t.courseId)],
);

/** Lessons of a module, presented by the API as `module.lessons` (DESIGN.md §3). */
export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
    title: text("title").notNull(),
    type: text("type").notNull().default("text"),
    contentHtml: text("content_html").notNull().default(""),
    videoUrl: text("video_url"),
    captionsUrl: text("captions_url"),
    durationMinutes: integer("duration_minutes"),
  },
  (t) => [index("lessons_module_id_idx").on(t.moduleId)],
);

/** Course templates (SPEC §3); content holds modules (title, description, lessons) and objectives. */
export const templates = pgTable("templates", {
  id: serial("id").primaryKey(),
  /** Stable key of a seeded template; the start-up seed upserts by it (server/db/seed/templates.ts). */
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description"),
  category: text("category").notNull(),
  imageUrl: text("image_url"),
  /** Text alternative of the card image (WCAG 2.1 SC 1.1.1). */
  imageAlt: text("image_alt"),
  content: jsonb("content"),
});

/**
 * Learning objectives of a course (SPEC §3), one objective per row in `text`, ordered by
 * `orderIndex`. `objectives` mirrors the row's text as a one-element list for SPEC-shaped readers
 * (docs/decisions/0003-one-row-per-objective.md).
 */
export const learningObjectives = pgTable(
  "learning_objectives",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    objectives: jsonb("objectives")
      .notNull()
      .default(sql`'[]'::jsonb`),
    generatedBy: text("generated_by").notNull().default("ai"),
    text: text("text").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    /** Bloom's taxonomy level of the objective's verb (remember ... create), null when unknown. */
    bloomLevel: text("bloom_level"),
  },
  (t) => [index("learning_objectives_course_id_idx").on(t.courseId)],
);

/** Assessments of a course (SPEC §3); questions are a json list. */
export const assessments = pgTable(
  "assessments",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: integer("module_id").references(() => modules.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: text("type").notNull().default("quiz"),
    questions: jsonb("questions")
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index("assessments_course_id_idx").on(t.courseId)],
);

/** Quality scores per analysis run (SPEC §3), all scores 0-100. */
export const courseQualityScores = pgTable(
  "course_quality_scores",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    overallScore: integer("overall_score").notNull(),
    contentStructureScore: integer("content_structure_score").notNull(),
    learningObjectivesScore: integer("learning_objectives_score").notNull(),
    assessmentQualityScore: integer("assessment_quality_score").notNull(),
    engagementScore: integer("engagement_score").notNull(),
    accessibilityScore: integer("accessibility_score").notNull(),
    pedagogicalAlignmentScore: integer("pedagogical_alignment_score").notNull(),
    recommendations: jsonb("recommendations"),
    lastAnalyzed: timestamp("last_analyzed", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("course_quality_scores_course_id_idx").on(t.courseId)],
);

/** Audit trail of every state-changing request (SPEC §3). Kept when the user is deleted. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    resourceId: text("resource_id"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
    outcome: text("outcome").notNull(),
    details: jsonb("details"),
  },
  (t) => [index("audit_logs_user_id_idx").on(t.userId), index("audit_logs_timestamp_idx").on(t.timestamp)],
);

/** Per-user accessibility settings (SPEC §3, defaults from §9). One row per user. */
export const accessibilitySettings = pgTable("accessibility_settings", {
  id: serial("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  highContrast: boolean("high_contrast").notNull().default(false),
  fontSize: text("font_size").notNull().default("medium"),
  reducedMotion: boolean("reduced_motion").notNull().default(false),
  screenReader: boolean("screen_reader").notNull().default(false),
  keyboardNavigation: boolean("keyboard_navigation").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** FERPA consent records (SPEC §3). */
export const ferpaConsents = pgTable("ferpa_consents", {
  id: serial("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  consentType: text("consent_type").notNull(),
  granted: boolean("granted").notNull(),
  timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text("ip_address").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

/** Data retention policies (SPEC §3); not user-owned. */
export const dataRetentionPolicies = pgTable(
  "data_retention_policies",
  {
    id: serial("id").primaryKey(),
    resourceType: text("resource_type").notNull(),
    retentionPeriodDays: integer("retention_period_days").notNull(),
    autoDeleteEnabled: boolean("auto_delete_enabled").notNull().default(true),
    anonymizeAfterDays: integer("anonymize_after_days"),
    createdAt: createdAt(),
  },
  // One policy per resource type, so instances starting together cannot seed it twice (issue #15).
  (t) => [uniqueIndex("data_retention_policies_resource_type_idx").on(t.resourceType)],
);

/** WCAG 2.1 AA reports of a course's lesson content (SPEC §3), deleted along with the course. */
export const accessibilityReports = pgTable(
  "accessibility_reports",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    overallScore: integer("overall_score"),
    isCompliant: boolean("is_compliant"),
    issues: jsonb("issues"),
    summary: jsonb("summary"),
    reportData: jsonb("report_data"),
    lastChecked: timestamp("last_checked", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("accessibility_reports_course_id_idx").on(t.courseId)],
);

/** Kinds of AI call recorded in `ai_runs` (one per /api/ai/* endpoint). */
export const AI_RUN_KINDS = ["objectives", "suggestions", "insights", "quiz", "activities", "outline"] as const;

/**
 * One row per AI call (DESIGN.md §3 "Dashboard activity": the dashboard counts courses with real
 * AI runs). Holds no prompt or answer text: which user, which course (null when the call was not
 * about a stored course, or the course was deleted since), which engine answered and how long it took.
 */
export const aiRuns = pgTable(
  "ai_runs",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** One of AI_RUN_KINDS. */
    kind: text("kind").notNull(),
    /** The engine that answered: "offline" or "openai-compatible". */
    provider: text("provider").notNull(),
    model: text("model"),
    /** True when the configured LLM failed and the offline engine answered. */
    fellBack: boolean("fell_back").notNull().default(false),
    durationMs: integer("duration_ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_runs_user_id_idx").on(t.userId)],
);

/** Content suggestions the author applied, per course, identified by title (SPEC §4 "Suggestion apply"). */
export const appliedSuggestions = pgTable(
  "applied_suggestions",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("applied_suggestions_course_id_title_idx").on(t.courseId, t.title)],
);

/**
 * WCAG 2.1 AA success criteria a person confirmed for a course (issue #11 "manual-check list";
 * the criteria are MANUAL_REVIEW_CRITERIA in common/manual-review.ts). One row per confirmed
 * criterion; unticking deletes the row.
 */
export const courseManualReviews = pgTable(
  "course_manual_reviews",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** A WCAG 2.1 success criterion number, e.g. "1.3.3". */
    criterion: text("criterion").notNull(),
    confirmedBy: text("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("course_manual_reviews_course_id_criterion_idx").on(t.courseId, t.criterion)],
);

export { importReports } from "./schema-import-reports.ts";
/** Course files (issue #12), in their own file to keep this one under the line limit. */
export { courseFiles } from "./schema-course-files.ts";
export { importJobs } from "./schema-import-jobs.ts";
/** Analyze All and large-course analysis jobs (issue #13). */
export { analysisJobs, analysisJobItems } from "./schema-analysis-jobs.ts";
