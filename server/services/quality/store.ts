/**
 * Quality analyses in the database (SPEC §3 course_quality_scores, accessibility_reports): run an
 * analysis and store it, and read the Quality Dashboard and a course's quality page back.
 *
 * A score row keeps the six dimension scores in its columns and the full rule results in
 * `recommendations` (jsonb, {@link StoredQualityDetails}); the accessibility report of the same
 * run goes to accessibility_reports. A score is "stale" when the course changed after it
 * (`courses.updatedAt > lastAnalyzed`).
 */
import type { AnalysisProgress, CourseAnalyzer } from "./analysis-pool.ts";
import { createRequire } from "node:module";
import { desc, eq, sql } from "drizzle-orm";
import type {
  CourseQualityDto,
  QualityAnalysisDto,
  QualityDashboardDto,
  QualityHistoryEntry,
  QualityOverviewItem,
} from "../../../common/quality.ts";
import { accessibilityReports, courseQualityScores, courses, lessons, modules } from "../../db/schema.ts";
import type { Database } from "../../db/client.ts";
import type { Executor } from "../../db/executor.ts";
import { ownedCourse } from "../../auth/ownership.ts";
import { loadCourseSnapshot } from "../course-snapshot/load-course-snapshot.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";
import {
  type CourseTitles,
  type StoredQualityDetails,
  presentAnalysis,
  presentReport,
  scoresOf,
  withEvidenceTitles,
} from "../../presenters/quality.ts";
import { AXE_WCAG_TAGS } from "../accessibility/wcag.ts";
import { NEEDS_ATTENTION_BELOW, gradeFor } from "./scoring.ts";
import type { AnalyzeOptions } from "./types.ts";

/**
 * axe-core's version, read from its package.json: importing axe-core itself would load it into
 * the main thread, which never runs it (analysis runs in worker threads, issue #13).
 */
const AXE_VERSION = (createRequire(import.meta.url)("axe-core/package.json") as { version: string }).version;

/** Most past analyses returned on a course's quality page. */
export const HISTORY_LIMIT = 100;

/** Columns of a score row without the (large) jsonb. */
const scoreColumns = {
  id: courseQualityScores.id,
  courseId: courseQualityScores.courseId,
  overallScore: courseQualityScores.overallScore,
  contentStructureScore: courseQualityScores.contentStructureScore,
  learningObjectivesScore: courseQualityScores.learningObjectivesScore,
  assessmentQualityScore: courseQualityScores.assessmentQualityScore,
  engagementScore: courseQualityScores.engagementScore,
  accessibilityScore: courseQualityScores.accessibilityScore,
  pedagogicalAlignmentScore: courseQualityScores.pedagogicalAlignmentScore,
  lastAnalyzed: courseQualityScores.lastAnalyzed,
};

async function loadCourseTitles(db: Executor, courseId: number): Promise<CourseTitles> {
  const rows = await db
    .select({ moduleId: modules.id, moduleTitle: modules.title, lessonId: lessons.id, lessonTitle: lessons.title })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(eq(modules.courseId, courseId));
  const titles: CourseTitles = { modules: new Map(), lessons: new Map() };
  for (const row of rows) {
    titles.modules.set(row.moduleId, row.moduleTitle);
    if (row.lessonId !== null && row.lessonTitle !== null) titles.lessons.set(row.lessonId, row.lessonTitle);
  }
  return titles;
}

/** Whether the course changed after the analysis (compared at millisecond precision, as JS dates are). */
export function isStale(courseUpdatedAt: Date, lastAnalyzed: Date | null): boolean {
  return lastAnalyzed !== null && courseUpdatedAt.getTime() > lastAnalyzed.getTime();
}

/**
 * Analyses the user's course and stores the result: one course_quality_scores row (six scores,
 * overall, rule results in `recommendations`) and one accessibility_reports row; then stores the
 * course's progress (which counts "quality analysed") without marking the course as changed.
 *
 * `lastAnalyzed` is the time the course was read, so an edit made while the analysis ran leaves
 * the new score stale.
 *
 * @param db - the database
 * @param userId - the signed-in user
 * @param courseId - the course to analyse
 * @param options - analysis options (tests, bench)
 * @param analyze - runs the analysis: in-process by default; the app passes its worker pool
 *   (analysis-pool.ts) so the event loop stays free
 * @param beforeCommit - runs inside the transaction that stores the score, after the insert (a job
 *   marks its item done there), with the number of lessons checked; whatever it throws rolls the score back
 * @param onProgress - lessons checked of lessons to check, while the analysis runs (a job stores it)
 * @returns the analysis with its lastAnalyzed time
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function analyzeAndStoreCourseQuality(
  db: Database,
  userId: string,
  courseId: number,
  options: Omit<AnalyzeOptions, "rules" | "onProgress"> = {},
  analyze: CourseAnalyzer,
  beforeCommit?: (tx: Executor, lessonsChecked: number) => Promise<void>,
  onProgress?: AnalysisProgress,
): Promise<QualityAnalysisDto> {
  const analyzedAt = new Date();
  const snapshot = await loadCourseSnapshot(db, userId, courseId);
  const result = await analyze(snapshot, { ...options, now: analyzedAt }, onProgress);
  const details: StoredQualityDetails = {
    version: 1,
    rules: result.rules,
    recommendations: result.recommendations,
    coverage: result.coverage,
  };
  const { scores } = result;
  await db.transaction(async (tx) => {
    // Ownership again inside the transaction: the course may have been deleted meanwhile (a 404, not a foreign key error).
    await ownedCourse(tx, userId, courseId);
    await tx.insert(courseQualityScores).values({
      courseId,
      overallScore: result.overallScore,
      contentStructureScore: scores.contentStructure,
      learningObjectivesScore: scores.learningObjectives,
      assessmentQualityScore: scores.assessmentQuality,
      engagementScore: scores.engagement,
      accessibilityScore: scores.accessibility,
      pedagogicalAlignmentScore: scores.pedagogicalAlignment,
      recommendations: details,
      lastAnalyzed: analyzedAt,
    });
    const report = result.accessibility;
    await tx.insert(accessibilityReports).values({
      courseId,
      overallScore: report.overallScore,
      isCompliant: report.isCompliant,
      issues: report.issues,
      summary: report.summary,
      reportData: {
        standard: "WCAG 2.1 AA",
        engine: `axe-core ${AXE_VERSION} in jsdom, plus Coursewright checks (alt text quality, link text, headings, tables, captions, inline-style contrast)`,
        axeTags: [...AXE_WCAG_TAGS],
        axe: options.axe !== false,
        lessonsChecked: report.summary.lessonsChecked,
        scoreFormula:
          "mean over checked lessons of max(0, 1 - penalty / 10); penalty per issue: critical 10, serious 5, moderate 2, minor 1",
      },
      lastChecked: analyzedAt,
    });
    // A job marks its item done here, so the score and the mark commit together (analysis-jobs.ts).
    await beforeCommit?.(tx, report.summary.lessonsChecked);
    // An analysis is not a change to the course: bumping updatedAt would make the new score stale at once.
    await recomputeCourseProgress(tx, courseId, { markChanged: false });
    // The grade is current unless the course changed while it was analysed (then it is stale at once).
    const grade = gradeFor(result.overallScore).grade;
    await tx
      .update(courses)
      .set({ qualityGrade: sql`case when ${courses.updatedAt} > ${analyzedAt} then null else ${grade} end` })
      .where(eq(courses.id, courseId));
  });
  const titles: CourseTitles = {
    modules: new Map(snapshot.modules.map((m) => [m.id, m.title])),
    lessons: new Map(snapshot.modules.flatMap((m) => m.lessons.map((l) => [l.id, l.title] as const))),
  };
  return { ...result, rules: withEvidenceTitles(result.rules, titles), lastAnalyzed: analyzedAt.toISOString() };
}

/**
 * The Quality Dashboard (SPEC §2, §3 "Quality dashboard response"): every course of the user with
 * its latest score (nulls when never analysed), newest course first, and the four stats.
 *
 * - averageScore: rounded mean of the analysed courses' latest overall scores, 0 when none.
 * - coursesNeedingAttention: analysed courses whose latest overall score is below 70.
 */
export async function loadQualityDashboard(db: Database, userId: string): Promise<QualityDashboardDto> {
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.userId, userId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  // The latest score of each of the user's courses in one query (a join, not an IN list of every id).
  const latestRows = await db
    .selectDistinctOn([courseQualityScores.courseId], scoreColumns)
    .from(courseQualityScores)
    .innerJoin(courses, eq(courses.id, courseQualityScores.courseId))
    .where(eq(courses.userId, userId))
    .orderBy(courseQualityScores.courseId, desc(courseQualityScores.lastAnalyzed), desc(courseQualityScores.id));
  const latestByCourse = new Map(latestRows.map((row) => [row.courseId, row]));

  const overview = courseRows.map((course): QualityOverviewItem => {
    const score = latestByCourse.get(course.id);
    if (!score) {
      return {
        courseId: course.id,
        courseTitle: course.title,
        overallScore: null,
        grade: null,
        scores: null,
        lastAnalyzed: null,
        needsAttention: false,
        stale: false,
      };
    }
    return {
      courseId: course.id,
      courseTitle: course.title,
      overallScore: score.overallScore,
      grade: gradeFor(score.overallScore),
      scores: scoresOf(score),
      lastAnalyzed: score.lastAnalyzed.toISOString(),
      needsAttention: score.overallScore < NEEDS_ATTENTION_BELOW,
      stale: isStale(course.updatedAt, score.lastAnalyzed),
    };
  });
  const analysed = overview.filter((o) => o.overallScore !== null);
  const total = analysed.reduce((sum, o) => sum + (o.overallScore ?? 0), 0);
  return {
    stats: {
      totalCourses: overview.length,
      analyzedCourses: analysed.length,
      averageScore: analysed.length === 0 ? 0 : Math.round(total / analysed.length),
      coursesNeedingAttention: analysed.filter((o) => o.needsAttention).length,
    },
    overview,
  };
}

/**
 * A course's quality page: the latest full analysis with every rule (null when never analysed),
 * whether it is stale, the score history (oldest first, at most {@link HISTORY_LIMIT}) and the
 * latest accessibility report.
 *
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function loadCourseQuality(db: Database, userId: string, courseId: number): Promise<CourseQualityDto> {
  const course = await ownedCourse(db, userId, courseId);
  const [historyRows, [latestRow], [reportRow], titles] = await Promise.all([
    db
      .select(scoreColumns)
      .from(courseQualityScores)
      .where(eq(courseQualityScores.courseId, course.id))
      .orderBy(desc(courseQualityScores.lastAnalyzed), desc(courseQualityScores.id))
      .limit(HISTORY_LIMIT),
    db
      .select()
      .from(courseQualityScores)
      .where(eq(courseQualityScores.courseId, course.id))
      .orderBy(desc(courseQualityScores.lastAnalyzed), desc(courseQualityScores.id))
      .limit(1),
    db
      .select()
      .from(accessibilityReports)
      .where(eq(accessibilityReports.courseId, course.id))
      .orderBy(desc(accessibilityReports.lastChecked), desc(accessibilityReports.id))
      .limit(1),
    loadCourseTitles(db, course.id),
  ]);
  const accessibility = presentReport(reportRow);
  const history = historyRows.reverse().map((row): QualityHistoryEntry => ({
    overallScore: row.overallScore,
    scores: scoresOf(row),
    lastAnalyzed: row.lastAnalyzed.toISOString(),
  }));
  return {
    course: { id: course.id, title: course.title },
    latest: latestRow ? presentAnalysis(latestRow, accessibility, titles) : null,
    stale: latestRow ? isStale(course.updatedAt, latestRow.lastAnalyzed) : false,
    history,
    accessibility,
  };
}
