/** Stores a course's computed progress (course-progress.ts) after its authoring state changed. */
import { and, count, eq, sql } from "drizzle-orm";
import { assessments, courseQualityScores, courses, learningObjectives, lessons, modules } from "../../db/schema.ts";
import type { Executor } from "../../db/executor.ts";
import { type CourseAuthoringState, computeCourseProgress, lessonHasContent } from "./course-progress.ts";

/**
 * Reads what {@link computeCourseProgress} needs for one course. The queries run one after another:
 * inside a transaction they share one connection, which cannot run queries concurrently.
 */
export async function loadAuthoringState(db: Executor, courseId: number): Promise<CourseAuthoringState> {
  const moduleRows = await db.select({ id: modules.id }).from(modules).where(eq(modules.courseId, courseId));
  const lessonRows = await db
    .select({
      moduleId: lessons.moduleId,
      type: lessons.type,
      contentHtml: lessons.contentHtml,
      videoUrl: lessons.videoUrl,
    })
    .from(lessons)
    .innerJoin(modules, eq(lessons.moduleId, modules.id))
    .where(eq(modules.courseId, courseId));
  const [objectives] = await db
    .select({ n: count() })
    .from(learningObjectives)
    .where(eq(learningObjectives.courseId, courseId));
  // An assessment counts once it has a question (issue #11: an empty quiz counted as done).
  const [assessmentCount] = await db
    .select({ n: count() })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), sql`jsonb_array_length(${assessments.questions}) > 0`));
  const [quality] = await db
    .select({ n: count() })
    .from(courseQualityScores)
    .where(eq(courseQualityScores.courseId, courseId));
  return {
    moduleCount: moduleRows.length,
    modulesWithLessons: new Set(lessonRows.map((l) => l.moduleId)).size,
    lessonCount: lessonRows.length,
    lessonsWithContent: lessonRows.filter(lessonHasContent).length,
    objectiveCount: objectives?.n ?? 0,
    assessmentCount: assessmentCount?.n ?? 0,
    qualityAnalysed: (quality?.n ?? 0) > 0,
  };
}

/**
 * Recomputes and stores `courses.progress` (0-100) and bumps `courses.updatedAt` (which marks a
 * quality score as stale). Call it after every change to a course's modules, lessons, objectives,
 * assessments or fields, inside the change's transaction when there is one.
 *
 * @param options.markChanged - bump `updatedAt` (default true); false after a quality analysis,
 *   which changes progress but not the course's content
 * @returns the new progress
 */
export async function recomputeCourseProgress(
  db: Executor,
  courseId: number,
  options: { markChanged?: boolean } = {},
): Promise<number> {
  const progress = computeCourseProgress(await loadAuthoringState(db, courseId));
  await db
    .update(courses)
    // A change makes the latest quality grade stale: publishing needs a new analysis (issue #11).
    .set(options.markChanged === false ? { progress } : { progress, updatedAt: sql`now()`, qualityGrade: null })
    .where(eq(courses.id, courseId));
  return progress;
}
