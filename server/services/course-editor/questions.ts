/** Checks of assessment questions that need the database: the course's objectives and modules. */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Question, questionSchema } from "../../../common/assessment-schemas.ts";
import { learningObjectives, modules } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { Executor } from "../../db/executor.ts";

type ParsedQuestion = z.output<typeof questionSchema>;

/**
 * Gives every question an id (a new UUID when missing) and checks that ids are unique and that
 * every `objectiveIds` entry is an objective of `courseId`.
 *
 * @returns the questions as stored
 * @throws HttpError 400 naming the question ("questions.2.objectiveIds: ...")
 */
export async function prepareQuestions(
  db: Executor,
  courseId: number,
  questions: readonly ParsedQuestion[],
): Promise<Question[]> {
  const referenced = [...new Set(questions.flatMap((q) => q.objectiveIds))];
  const known = new Set<number>();
  if (referenced.length > 0) {
    const rows = await db
      .select({ id: learningObjectives.id })
      .from(learningObjectives)
      .where(and(eq(learningObjectives.courseId, courseId), inArray(learningObjectives.id, referenced)));
    for (const r of rows) known.add(r.id);
  }
  const ids = new Set<string>();
  return questions.map((q, i) => {
    const foreign = q.objectiveIds.filter((id) => !known.has(id));
    if (foreign.length) {
      throw new HttpError(400, `questions.${i}.objectiveIds: ${foreign.join(", ")} are not objectives of this course`);
    }
    const id = q.id ?? randomUUID();
    if (ids.has(id)) throw new HttpError(400, `questions.${i}.id: question ids must be unique`);
    ids.add(id);
    const question: Question = {
      id,
      type: q.type,
      stem: q.stem,
      options: q.options,
      correctAnswer: q.correctAnswer,
      objectiveIds: [...new Set(q.objectiveIds)],
    };
    if (q.correctAnswers !== undefined) question.correctAnswers = q.correctAnswers;
    if (q.feedback !== undefined) question.feedback = q.feedback;
    if (q.bloomLevel !== undefined) question.bloomLevel = q.bloomLevel;
    return question;
  });
}

/** @throws HttpError 400 unless `moduleId` is a module of `courseId`. */
export async function assertModuleOfCourse(db: Executor, courseId: number, moduleId: number): Promise<void> {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)));
  if (!row) throw new HttpError(400, `moduleId: module ${moduleId} is not a module of this course`);
}
