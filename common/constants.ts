/**
 * Business constants and fixed texts from SPEC §8-§9, defined once and imported by the
 * client, the server and the tests (DESIGN.md §4).
 */
import { RETENTION_FIGURES } from "./retention.ts";

/** Difficulty levels a course can have (SPEC §3, §5). */
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;

/** Display names of the difficulty levels, in COURSE_LEVELS order. */
export const COURSE_LEVEL_LABELS: Record<(typeof COURSE_LEVELS)[number], string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** Default stored duration of a new course (SPEC §9). */
export const DEFAULT_DURATION = "4 weeks";
/** Default difficulty level (SPEC §9). */
export const DEFAULT_LEVEL = "beginner";
/** Duration, level and progress of a course created from a template (SPEC §9). */
export const TEMPLATE_COURSE_DEFAULTS = { duration: "4-6 weeks", level: "beginner", progress: 0 } as const;
/** Default module colour (SPEC §9). */
export const DEFAULT_MODULE_COLOR = "#6366F1";

/** Number of courses on the Dashboard's Recent Courses card (SPEC §9). */
export const RECENT_COURSES_LIMIT = 4;
/** A course counts as "published" / "ready to publish" at this progress or more, 0-100 (SPEC §4, §9). */
export const PUBLISHED_PROGRESS_THRESHOLD = 80;
/** Quality grades a course needs, besides the progress threshold, to be ready to publish (issue #11). */
export const PUBLISHABLE_GRADES = ["A", "B", "C"] as const;

/**
 * Size limits of one course (README "Limits"): enough for a semester-long course several times
 * over, and small enough that a reorder request (one list of every id) and a quality analysis stay
 * bounded. Adding past a limit answers 400 naming it.
 */
export const COURSE_LIMITS = {
  modulesPerCourse: 300,
  lessonsPerModule: 200,
  objectivesPerCourse: 200,
  questionsPerAssessment: 200,
} as const;
/** My Courses progress text colour bands: >= 80 green, >= 50 accent, else grey (SPEC §4, §9). */
export const PROGRESS_COLOR_THRESHOLDS = { high: 80, medium: 50 } as const;

/** Quality colour bands on 0-100 scores (SPEC §9): >= 80 Excellent, 70-79 Good, < 70 Needs Work. */
export const QUALITY_BANDS = { excellent: 80, good: 70 } as const;
/** Quality dashboard auto-refresh interval in ms (SPEC §9). */
export const QUALITY_REFRESH_MS = 30_000;
/** Delay between the starts of a bulk import's course imports, in ms (SPEC §9). */
export const BULK_IMPORT_DELAY_MS = 500;

/** Freshness of the current-user query, in ms (SPEC §4). */
export const USER_QUERY_STALE_MS = 300_000;
/** Freshness of every other query, in ms (SPEC §7). */
export const QUERY_STALE_MS = 1_000;

/** How many of a template's objectives a card previews before '+N more...' (SPEC §2 Templates). */
export const TEMPLATE_PREVIEW_OBJECTIVES = 2;
/** How many lessons a module card lists before '+N more lessons' (SPEC §2 Course editor). */
export const MODULE_PREVIEW_LESSONS = 3;
/** How many suggestions and best practices the AI panel shows (SPEC §2 AI assistant side panel). */
export const AI_PANEL_ITEMS = 3;
/** Generate More adds at most this many objectives (SPEC §2 Course editor). */
export const GENERATE_MORE_OBJECTIVES = 3;

/** Toasts: at most one visible, 5000 ms, swipe right 50 px, hotkey F8 (SPEC §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
/** Tooltip open delay and skip delay, in ms (SPEC §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Policy figures shown on the privacy policy and terms of service (SPEC §1, §9). */
export const POLICY = {
  /** From the retention policies the retention job enforces (common/governance.ts). */
  logRetentionMonths: RETENTION_FIGURES.technicalLogMonths,
  auditRetentionYears: RETENTION_FIGURES.auditTrailYears,
  minimumAge: 18,
  governingLaw: "Delaware",
  contrastRatio: "4.5:1",
} as const;

/** Toast texts (SPEC §8). `title` and `description` exactly as SPEC gives them. */
export const TOASTS = {
  courseCreated: { title: "Course Created", description: "Your new course has been created successfully." },
  courseCreateFailed: { title: "Creation Failed", description: "Failed to create course. Please try again." },
  courseDeleted: { title: "Course Deleted", description: "Course has been removed successfully." },
  courseDeleteFailed: { title: "Delete Failed", description: "Failed to delete course. Please try again." },
  templateCourseCreated: { title: "Course Created", description: "New course created from template successfully." },
  templateSelected: {
    title: "Template Selected",
    description: (templateTitle: string) => `Loading ${templateTitle} template structure...`,
  },
  templateCourseFailed: {
    title: "Creation Failed",
    description: "Failed to create course from template. Please try again.",
  },
  missingInformation: { title: "Missing Information", description: "Please fill in all required fields" },
  /** Create Course uses the same text with a trailing period (SPEC §5). */
  missingInformationCourse: { title: "Missing Information", description: "Please fill in all required fields." },
  noCoursesSelected: { title: "No Courses Selected", description: "Please select at least one course to import" },
  objectivesFailed: {
    title: "Generation Failed",
    description: "Failed to generate learning objectives. Please try again.",
  },
  quizFailed: { title: "Generation Failed", description: "Failed to generate quiz questions. Please try again." },
  assessmentFailed: { title: "Creation Failed", description: "Failed to create assessment. Please try again." },
  settingsUpdated: { title: "Settings Updated", description: "Your accessibility preferences have been saved." },
  settingsFailed: { title: "Error", description: "Failed to update accessibility settings." },
  /** AI assistant successes (SPEC §8 gives titles only; the descriptions are ours). */
  objectivesGenerated: { title: "Objectives Generated" },
  quizGenerated: { title: "Quiz Generated" },
  assessmentCreated: { title: "Assessment Created" },
  activitiesGenerated: { title: "Activities Generated" },
  /** Description: `${descriptionPrefix} ${suggestion title}` (SPEC §8 "'Applied:' plus the suggestion title"). */
  // Marking a suggestion done is a reminder, not an action: the toast must not claim a change
  // (issue #10). The editor's own action buttons carry suggestions out.
  suggestionApplied: { title: "Marked as Done", descriptionPrefix: "Done:" },
} as const;

/** Most courses one page of `GET /api/courses?limit=` holds (issue #13). */
export const COURSE_PAGE_MAX = 100;
