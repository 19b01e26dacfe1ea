/**
 * Learning objective commands (issue #9): list, add (one or many), edit, delete and reorder a
 * course's objectives, each write all-or-nothing with the ownership check, the order and the
 * progress recompute. An objective without an explicit Bloom level gets its verb's level.
 */
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  LearningObjective,
  createObjectivesSchema,
  updateObjectiveSchema,
} from "../../../common/editor-schemas.ts";
import type { Database } from "../../db/client.ts";
import { learningObjectives } from "../../db/schema.ts";
import { presentObjective } from "../../presenters/objective.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";
import { detectBloomLevel } from "./bloom-level.ts";
import type { Executor } from "../../db/executor.ts";
import { assertWithinLimit, objectiveIdsInOrder, writeOrder } from "./order-index.ts";
import { assertExactIdList } from "./ordering.ts";
import { ownedCourse, ownedObjective } from "../../auth/ownership.ts";

/** The course's objectives in order (no ownership check: callers check the course first). */
export async function listObjectives(db: Executor, courseId: number): Promise<LearningObjective[]> {
  const rows = await db
    .select()
    .from(learningObjectives)
    .where(eq(learningObjectives.courseId, courseId))
    .orderBy(asc(learningObjectives.orderIndex), asc(learningObjectives.id));
  return rows.map(presentObjective);
}

/** The user's course's objectives. @throws HttpError 404 unless the course is the user's */
export async function listOwnedObjectives(db: Database, userId: string, courseId: number) {
  const course = await ownedCourse(db, userId, courseId);
  return listObjectives(db, course.id);
}

/**
 * Appends objectives (`text` or `objectives`) to the user's course.
 * @throws HttpError 404 unless the course is the user's; 400 past COURSE_LIMITS.objectivesPerCourse
 */
export async function createObjectives(
  db: Database,
  userId: string,
  courseId: number,
  input: z.output<typeof createObjectivesSchema>,
): Promise<LearningObjective[]> {
  const { text, objectives, generatedBy, bloomLevel } = input;
  const texts = objectives ?? (text !== undefined ? [text] : []);
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, userId, courseId);
    const first = (await objectiveIdsInOrder(tx, course.id)).length;
    assertWithinLimit("objectivesPerCourse", first, texts.length);
    const rows = await tx
      .insert(learningObjectives)
      .values(
        texts.map((t, i) => ({
          courseId: course.id,
          text: t,
          objectives: [t],
          generatedBy,
          orderIndex: first + i,
          bloomLevel: (texts.length === 1 ? bloomLevel : undefined) ?? detectBloomLevel(t),
        })),
      )
      .returning();
    await recomputeCourseProgress(tx, course.id);
    return rows.sort((a, b) => a.orderIndex - b.orderIndex).map(presentObjective);
  });
}

/** Edits an objective's text or Bloom level. @throws HttpError 404 unless it is the user's */
export async function updateObjective(
  db: Database,
  userId: string,
  objectiveId: number,
  changes: z.output<typeof updateObjectiveSchema>,
): Promise<LearningObjective> {
  const { text, bloomLevel } = changes;
  return db.transaction(async (tx) => {
    const objective = await ownedObjective(tx, userId, objectiveId);
    const [row] = await tx
      .update(learningObjectives)
      .set({
        ...(text !== undefined && { text, objectives: [text] }),
        // A new text without a level gets its verb's level; an explicit level (or null) wins.
        ...(bloomLevel !== undefined
          ? { bloomLevel }
          : text !== undefined
            ? { bloomLevel: detectBloomLevel(text) }
            : {}),
      })
      .where(eq(learningObjectives.id, objective.id))
      .returning();
    await recomputeCourseProgress(tx, objective.courseId);
    return presentObjective(row!);
  });
}

/** Deletes an objective and closes the gap in the order. @returns the deleted objective */
export async function deleteObjective(db: Database, userId: string, objectiveId: number) {
  return db.transaction(async (tx) => {
    const objective = await ownedObjective(tx, userId, objectiveId);
    await tx.delete(learningObjectives).where(eq(learningObjectives.id, objective.id));
    await writeOrder(tx, learningObjectives, await objectiveIdsInOrder(tx, objective.courseId));
    await recomputeCourseProgress(tx, objective.courseId);
    return presentObjective(objective);
  });
}

/**
 * Puts the course's objectives in the order of `objectiveIds` (every objective exactly once).
 * @throws HttpError 400 naming objectiveIds when the list is not exactly the course's objectives
 */
export async function reorderObjectives(
  db: Database,
  userId: string,
  courseId: number,
  objectiveIds: readonly number[],
): Promise<LearningObjective[]> {
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, userId, courseId);
    const existing = await objectiveIdsInOrder(tx, course.id);
    assertExactIdList("objectiveIds", "objectives of this course", objectiveIds, existing);
    await writeOrder(tx, learningObjectives, objectiveIds);
    await recomputeCourseProgress(tx, course.id);
    return listObjectives(tx, course.id);
  });
}
