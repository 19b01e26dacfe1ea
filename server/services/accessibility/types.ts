/**
 * Shapes of the accessibility checker (DESIGN.md §3 "Quality", SPEC §3 accessibility_reports).
 * An issue is the API's own shape (common/quality.ts), so reports go out as stored.
 */
import type { LessonSnapshot } from "../../../common/course-snapshot.ts";
import {
  ACCESSIBILITY_IMPACTS,
  type AccessibilityImpact,
  type AccessibilityIssueDto,
} from "../../../common/quality.ts";

/** axe-core's impact scale, most to least severe. */
export const IMPACTS = ACCESSIBILITY_IMPACTS;
export type Impact = AccessibilityImpact;

/** One accessibility problem found in one lesson. */
export type AccessibilityIssue = AccessibilityIssueDto;

/** Issue counts by impact, plus how many lessons had something to check. */
export interface AccessibilitySummary {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  /** Lessons with HTML content or a video; empty text lessons are not counted. */
  lessonsChecked: number;
}

/** What is stored in accessibility_reports (SPEC §3): overallScore, isCompliant, issues, summary, lastChecked. */
export interface AccessibilityReport {
  /** 0-100, see {@link accessibilityScore}; 0 when no lesson had anything to check. */
  overallScore: number;
  /** No critical or serious issue, and at least one lesson checked (WCAG 2.1 AA, as far as automated checks go). */
  isCompliant: boolean;
  issues: AccessibilityIssue[];
  summary: AccessibilitySummary;
  /** ISO 8601 time of the check. */
  lastChecked: string;
}

/** A lesson's issue without the lesson's own ids and title (what the per-lesson memo keeps). */
export type AccessibilityFindingOfLesson = Omit<AccessibilityIssue, "lessonId" | "moduleId" | "lessonTitle">;

/** A lesson to check, with the module it sits in. */
export type LessonToCheck = Pick<
  LessonSnapshot,
  "id" | "title" | "type" | "contentHtml" | "videoUrl" | "captionsUrl"
> & {
  moduleId: number | null;
};

/** Options of {@link checkLessonAccessibility} and {@link buildAccessibilityReport}. */
export interface AccessibilityCheckOptions {
  /** Run axe-core as well as our own checks (default true). false = own checks only (fast; used as a bench baseline). */
  axe?: boolean;
  /**
   * How axe sees CSS: "fast" (default) answers getComputedStyle from inline styles and HTML defaults,
   * which is exact for sanitised lesson HTML (no stylesheets) and ~4x faster; "jsdom" uses jsdom's own
   * cascade. See fast-computed-style.ts.
   */
  styleEngine?: "fast" | "jsdom";
  /** Clock for lastChecked (tests). */
  now?: Date;
  /**
   * Reuse the findings of a lesson checked before with the same content and options (default
   * true; findings-cache.ts). false checks every lesson again (benches measuring a cold check).
   */
  cache?: boolean;
  /**
   * Called with each checked lesson's memo key and findings (when `cache` is on), so the analysis
   * worker can hand them to the main thread, which outlives it (analysis-pool.ts).
   */
  onLessonFindings?: (key: string, findings: readonly AccessibilityFindingOfLesson[]) => void;
  /** Lessons per jsdom document (default LESSONS_PER_DOCUMENT in report.ts; the bench compares sizes). */
  lessonsPerDocument?: number;
  /**
   * Called with (lessons checked, lessons to check) before the first batch and after each one
   * (issue #13: "Analyzing lesson 300 of 1,000"). Not passed to worker threads; see analysis-pool.ts.
   */
  onProgress?: (checked: number, total: number) => void;
}
