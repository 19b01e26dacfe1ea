/**
 * Ownership lookups (DESIGN.md §3 "Ownership"): every module, lesson, objective and assessment is
 * reached through its course, and only when `courses.userId` is the signed-in user. Anything
 * else — missing or someone else's — is the same 404, so ids of other users' data leak nothing.
 */
import { and, eq } from "drizzle-orm";
import { assessments, courses, learningObjectives, lessons, modules } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import type { Executor } from "../db/executor.ts";

/** @throws HttpError 404 "Course not found" unless the course exists and is the user's. */
export async function ownedCourse(db: Executor, userId: string, courseId: number) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  if (!row) throw notFound("Course");
  return row;
}

/** @throws HttpError 404 "Module not found" unless the module's course is the user's. */
export async function ownedModule(db: Executor, userId: string, moduleId: number) {
  const [row] = await db
    .select({ module: modules })
    .from(modules)
    .innerJoin(courses, eq(modules.courseId, courses.id))
    .where(and(eq(modules.id, moduleId), eq(courses.userId, userId)));
  if (!row) throw notFound("Module");
  return row.module;
}

/** @throws HttpError 404 "Lesson not found" unless the lesson's course is the user's. */
export async function ownedLesson(db: Executor, userId: string, lessonId: number) {
  const [row] = await db
    .select({ lesson: lessons, courseId: modules.courseId })
    .from(lessons)
    .innerJoin(modules, eq(lessons.moduleId, modules.id))
    .innerJoin(courses, eq(modules.courseId, courses.id))
    .where(and(eq(lessons.id, lessonId), eq(courses.userId, userId)));
  if (!row) throw notFound("Lesson");
  return row;
}

/** @throws HttpError 404 "Objective not found" unless the objective's course is the user's. */
export async function ownedObjective(db: Executor, userId: string, objectiveId: number) {
  const [row] = await db
    .select({ objective: learningObjectives })
    .from(learningObjectives)
    .innerJoin(courses, eq(learningObjectives.courseId, courses.id))
    .where(and(eq(learningObjectives.id, objectiveId), eq(courses.userId, userId)));
  if (!row) throw notFound("Objective");
  return row.objective;
}

/** @throws HttpError 404 "Assessment not found" unless the assessment's course is the user's. */
export async function ownedAssessment(db: Executor, userId: string, assessmentId: number) {
  const [row] = await db
    .select({ assessment: assessments })
    .from(assessments)
    .innerJoin(courses, eq(assessments.courseId, courses.id))
    .where(and(eq(assessments.id, assessmentId), eq(courses.userId, userId)));
  if (!row) throw notFound("Assessment");
  return row.assessment;
}
