/**
 * Assessment commands (issue #9): list a course's assessments, create, edit and delete one, each
 * write all-or-nothing with the ownership check and the progress recompute. Questions are checked
 * against the course (objectiveIds, moduleId) by questions.ts before they are stored.
 */
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Assessment, createAssessmentSchema, updateAssessmentSchema } from "../../../common/assessment-schemas.ts";
import type { Database } from "../../db/client.ts";
import { assessments } from "../../db/schema.ts";
import { presentAssessment } from "../../presenters/assessment.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";
import { ownedAssessment, ownedCourse } from "../../auth/ownership.ts";
import { assertModuleOfCourse, prepareQuestions } from "./questions.ts";

/** The user's course's assessments, oldest first. @throws HttpError 404 unless the course is the user's */
export async function listAssessments(db: Database, userId: string, courseId: number): Promise<Assessment[]> {
  const course = await ownedCourse(db, userId, courseId);
  const rows = await db
    .select()
    .from(assessments)
    .where(eq(assessments.courseId, course.id))
    .orderBy(asc(assessments.id));
  return rows.map(presentAssessment);
}

/**
 * Creates an assessment in the user's course.
 * @throws HttpError 404 unless the course (and module) is the user's; 400 for a question that
 *   names an objective of another course
 */
export async function createAssessment(
  db: Database,
  userId: string,
  input: z.output<typeof createAssessmentSchema>,
): Promise<Assessment> {
  const { courseId, moduleId, title, type } = input;
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, userId, courseId);
    if (moduleId != null) await assertModuleOfCourse(tx, course.id, moduleId);
    const questions = await prepareQuestions(tx, course.id, input.questions);
    const [inserted] = await tx
      .insert(assessments)
      .values({ courseId: course.id, moduleId: moduleId ?? null, title, type, questions })
      .returning();
    await recomputeCourseProgress(tx, course.id);
    return presentAssessment(inserted!);
  });
}

/** Edits an assessment's title, type, module or questions. @throws HttpError 404 unless it is the user's */
export async function updateAssessment(
  db: Database,
  userId: string,
  assessmentId: number,
  changes: z.output<typeof updateAssessmentSchema>,
): Promise<Assessment> {
  const { title, type, moduleId, questions } = changes;
  return db.transaction(async (tx) => {
    const assessment = await ownedAssessment(tx, userId, assessmentId);
    if (moduleId != null) await assertModuleOfCourse(tx, assessment.courseId, moduleId);
    const [row] = await tx
      .update(assessments)
      .set({
        ...(title !== undefined && { title }),
        ...(type !== undefined && { type }),
        ...(moduleId !== undefined && { moduleId }),
        ...(questions !== undefined && { questions: await prepareQuestions(tx, assessment.courseId, questions) }),
      })
      .where(eq(assessments.id, assessment.id))
      .returning();
    await recomputeCourseProgress(tx, assessment.courseId);
    return presentAssessment(row!);
  });
}

/** Deletes an assessment. @returns the deleted one. @throws HttpError 404 unless it is the user's */
export async function deleteAssessment(db: Database, userId: string, assessmentId: number): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const assessment = await ownedAssessment(tx, userId, assessmentId);
    await tx.delete(assessments).where(eq(assessments.id, assessment.id));
    await recomputeCourseProgress(tx, assessment.courseId);
    return presentAssessment(assessment);
  });
}
