/**
 * The accessibility report of a course (SPEC §3 accessibility_reports): axe-core plus our own
 * checks on every lesson, de-duplicated, counted and scored.
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { runAxe } from "./axe-runner.ts";
import { type LessonFinding, cachedFindings, findingsKey, rememberFindings } from "./findings-cache.ts";
import { withLessonDocument } from "./lesson-document.ts";
import { runOwnChecks } from "./own-checks.ts";
import type {
  AccessibilityCheckOptions,
  AccessibilityIssue,
  AccessibilityReport,
  AccessibilitySummary,
  Impact,
  LessonToCheck,
} from "./types.ts";
import { IMPACTS } from "./types.ts";
import { IMPACT_WEIGHTS } from "./wcag.ts";

/**
 * Lessons put in the shared jsdom document at a time (issue #13). A whole 1,000-lesson course in
 * one document held ~700 MiB of DOM and made axe's whole-tree passes slower per lesson; batches
 * bound memory by the batch, not the course. Findings do not depend on it: every rule run is
 * local to a lesson (see axe-runner.ts).
 *
 * 12 rather than 25: a batch's DOM and axe tree (~400 KiB per 500-word lesson) are live while it
 * is checked, and jsdom's selector engine keeps the previous batch's elements until the next
 * query, so the batch size is part of the analysis thread's live heap, which V8 lets grow by half
 * before a full collection (analysis-pool.ts WORKER_HEAP_MIB). At 12 the peak RSS of the
 * responsiveness bench was 361-369 MiB against 376-387 at 25; an axe run costs ~1.3 ms of CPU
 * whatever its size, so the 84 runs of a 1,000-lesson course cost ~0.06 ms per lesson more than 40.
 */
export const LESSONS_PER_DOCUMENT = 12;

/** Penalty points at which a lesson's accessibility score reaches 0 (one critical issue). */
export const LESSON_PENALTY_CAP = 10;

/** The result of {@link checkLessonAccessibility}. */
export interface LessonAccessibilityResult {
  /** De-duplicated issues, in lesson order, most severe first within a lesson. */
  issues: AccessibilityIssue[];
  /** Lessons that had HTML content or a video (the others have nothing to check). */
  lessonsChecked: number;
}

/** Whether a lesson has anything to check: HTML content, or a video. */
export function hasCheckableContent(lesson: LessonToCheck): boolean {
  return lesson.contentHtml.trim() !== "" || lesson.type === "video" || Boolean(lesson.videoUrl);
}

const severity = (impact: Impact) => IMPACTS.indexOf(impact);

/**
 * Removes findings that name the same element of the same lesson under the same WCAG criterion
 * (axe's image-alt and our img-alt-missing, say), keeping the most severe; on a tie the one found
 * first (our own, whose help text is more specific).
 */
export function dedupeIssues(issues: readonly AccessibilityIssue[]): AccessibilityIssue[] {
  const kept = new Map<string, AccessibilityIssue>();
  for (const issue of issues) {
    const key = `${issue.lessonId}\u0000${issue.wcagCriterion}\u0000${issue.element}`;
    const existing = kept.get(key);
    if (!existing || severity(issue.impact) < severity(existing.impact)) kept.set(key, issue);
  }
  return [...kept.values()];
}

/**
 * Checks lessons for WCAG 2.1 A/AA problems: axe-core (tags wcag2a, wcag2aa, wcag21a, wcag21aa)
 * in one shared jsdom document, {@link LESSONS_PER_DOCUMENT} lessons at a time, plus our own checks
 * (alt text quality, link text, heading order, table headers, captions, inline-style contrast).
 * A lesson checked before with the same content and options is not checked again: its findings
 * come from the per-lesson memo (findings-cache.ts) unless `options.cache` is false.
 *
 * @param lessons - the lessons, each with its module id; HTML is expected sanitised (see fast-computed-style.ts)
 * @param options - `axe: false` runs our own checks only; `styleEngine` picks how axe sees CSS
 * @returns de-duplicated issues and how many lessons had content to check
 * @throws if axe-core itself fails to run
 */
export async function checkLessonAccessibility(
  lessons: readonly LessonToCheck[],
  options: AccessibilityCheckOptions = {},
): Promise<LessonAccessibilityResult> {
  const checkable = lessons.filter(hasCheckableContent);
  const useCache = options.cache !== false;
  const keys = useCache ? checkable.map((lesson) => findingsKey(lesson, options)) : [];
  const found = checkable.map((_, i) => (useCache ? cachedFindings(keys[i]!) : undefined));
  const missing = checkable.flatMap((_, i) => (found[i] === undefined ? [i] : []));
  const batchSize = options.lessonsPerDocument ?? LESSONS_PER_DOCUMENT;
  // Lessons the memo answers count as checked at once; the rest as their batches finish.
  const remembered = checkable.length - missing.length;
  options.onProgress?.(remembered, checkable.length);
  for (let start = 0; start < missing.length; start += batchSize) {
    const indexes = missing.slice(start, start + batchSize);
    const results = await checkBatch(
      indexes.map((i) => checkable[i]!),
      options,
    );
    indexes.forEach((i, j) => {
      found[i] = results[j]!;
      if (useCache) rememberFindings(keys[i]!, results[j]!);
    });
    options.onProgress?.(remembered + Math.min(start + batchSize, missing.length), checkable.length);
  }
  if (useCache && options.onLessonFindings) checkable.forEach((_, i) => options.onLessonFindings!(keys[i]!, found[i]!));
  const issues = checkable.flatMap((lesson, i) =>
    found[i]!.map((finding) => ({
      ...finding,
      lessonId: lesson.id,
      moduleId: lesson.moduleId,
      lessonTitle: lesson.title,
    })),
  );
  return { issues, lessonsChecked: checkable.length };
}

/**
 * Checks one batch of lessons in the shared document: axe once over the batch, then our own checks.
 * @returns per lesson (same order), its de-duplicated findings, most severe first, without its ids
 */
function checkBatch(
  checkable: readonly LessonToCheck[],
  options: AccessibilityCheckOptions,
): Promise<LessonFinding[][]> {
  return withLessonDocument(
    "Lessons",
    checkable.map((lesson) => lesson.contentHtml),
    options.styleEngine ?? "fast",
    async (window, containers) => {
      const axeFindings = options.axe === false ? [] : await runAxe(window);
      return checkable.map((lesson, index) => {
        const hasHtml = lesson.contentHtml.trim() !== "";
        const own = runOwnChecks(hasHtml ? (containers[index] ?? null) : null, lesson).map((f) => ({
          ...f,
          source: "coursewright" as const,
        }));
        const fromAxe = axeFindings
          .filter((f) => f.lessonIndex === index)
          .map(({ lessonIndex: _, ...f }) => ({ ...f, source: "axe" as const }));
        const issues = dedupeIssues(
          [...own, ...fromAxe].map((f) => ({
            ...f,
            lessonId: lesson.id,
            moduleId: lesson.moduleId,
            lessonTitle: lesson.title,
          })),
        );
        return issues
          .sort((a, b) => severity(a.impact) - severity(b.impact))
          .map(({ lessonId: _id, moduleId: _module, lessonTitle: _title, ...finding }) => finding);
      });
    },
  );
}

/**
 * The accessibility score, 0-100 (rounded): the mean over checked lessons of each lesson's score,
 * where a lesson scores `max(0, 1 - penalty / 10)` and its penalty is the sum of its issues' impact
 * weights (critical 10, serious 5, moderate 2, minor 1). So a clean lesson is worth 1, a lesson with
 * a critical issue 0, with one serious issue 0.5. No checked lesson -> 0: a course with no content
 * has shown nothing to be accessible.
 *
 * @param issues - all issues of the checked lessons
 * @param lessonsChecked - lessons that had content (issues can only come from these)
 */
export function accessibilityScore(issues: readonly AccessibilityIssue[], lessonsChecked: number): number {
  if (lessonsChecked <= 0) return 0;
  const penaltyByLesson = new Map<number, number>();
  for (const issue of issues) {
    penaltyByLesson.set(issue.lessonId, (penaltyByLesson.get(issue.lessonId) ?? 0) + IMPACT_WEIGHTS[issue.impact]);
  }
  let lost = 0;
  for (const penalty of penaltyByLesson.values()) lost += Math.min(1, penalty / LESSON_PENALTY_CAP);
  return Math.round((100 * Math.max(0, lessonsChecked - lost)) / lessonsChecked);
}

/** Issue counts by impact plus lessons checked. */
export function summarizeIssues(issues: readonly AccessibilityIssue[], lessonsChecked: number): AccessibilitySummary {
  const summary: AccessibilitySummary = { critical: 0, serious: 0, moderate: 0, minor: 0, lessonsChecked };
  for (const issue of issues) summary[issue.impact] += 1;
  return summary;
}

/**
 * Flattens a course's lessons (module order, then lesson order) with their module ids.
 */
export function lessonsOfCourse(course: CourseSnapshot): LessonToCheck[] {
  return [...course.modules]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .flatMap((module) =>
      [...module.lessons]
        .sort((a, b) => a.orderIndex - b.orderIndex)
        .map((lesson) => ({ ...lesson, moduleId: module.id })),
    );
}

/**
 * Builds a course's accessibility report (the accessibility_reports row of SPEC §3, WCAG 2.1 AA).
 *
 * @returns overallScore 0-100 ({@link accessibilityScore}), isCompliant (no critical or serious
 *   issue and at least one lesson checked), issues, summary, lastChecked (ISO 8601)
 * @throws if axe-core fails to run
 */
export async function buildAccessibilityReport(
  course: CourseSnapshot,
  options: AccessibilityCheckOptions = {},
): Promise<AccessibilityReport> {
  const { issues, lessonsChecked } = await checkLessonAccessibility(lessonsOfCourse(course), options);
  const summary = summarizeIssues(issues, lessonsChecked);
  return {
    overallScore: accessibilityScore(issues, lessonsChecked),
    isCompliant: lessonsChecked > 0 && summary.critical === 0 && summary.serious === 0,
    issues,
    summary,
    lastChecked: (options.now ?? new Date()).toISOString(),
  };
}
