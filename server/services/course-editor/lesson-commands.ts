/**
 * Lesson commands (issue #9): add, edit, delete and reorder a module's lessons, each in one
 * transaction with the ownership check (module -> course -> user), the lesson order and the
 * progress recompute. Lesson HTML is sanitised on the way in (lessons.ts).
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CourseModule, createLessonSchema, updateLessonSchema } from "../../../common/editor-schemas.ts";
import type { Database } from "../../db/client.ts";
import { lessons } from "../../db/schema.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";
import { insertLessons, lessonChanges } from "./lessons.ts";
import { loadModules } from "./load-module-rows.ts";
import { assertWithinLimit, lessonIdsInOrder, writeOrder } from "./order-index.ts";
import { assertExactIdList } from "./ordering.ts";
import { ownedLesson, ownedModule } from "../../auth/ownership.ts";

type LessonRow = typeof lessons.$inferSelect;

/**
 * Adds a lesson at the end of the user's module.
 * @returns the lesson row and the module's course id
 * @throws HttpError 404 unless the module is the user's; 400 past COURSE_LIMITS.lessonsPerModule
 */
export async function createLesson(
  db: Database,
  userId: string,
  moduleId: number,
  input: z.output<typeof createLessonSchema>,
): Promise<{ lesson: LessonRow; courseId: number }> {
  return db.transaction(async (tx) => {
    const module = await ownedModule(tx, userId, moduleId);
    const existing = await lessonIdsInOrder(tx, module.id);
    assertWithinLimit("lessonsPerModule", existing.length, 1);
    const [row] = await insertLessons(tx, module.id, existing.length, [input]);
    await recomputeCourseProgress(tx, module.courseId);
    return { lesson: row!, courseId: module.courseId };
  });
}

type LessonPatch = z.output<typeof updateLessonSchema>;

/**
 * Edits a lesson. `changes` is a PATCH body, or a function that derives one from the current row
 * (a fix in place, issue #11): that row is read under a row lock, so two derived edits of one
 * lesson apply one after the other instead of the second overwriting the first.
 * @throws HttpError 404 unless it is the user's; whatever `changes` throws (nothing is written then)
 */
export async function updateLesson(
  db: Database,
  userId: string,
  lessonId: number,
  changes: LessonPatch | ((lesson: LessonRow) => LessonPatch),
): Promise<{ lesson: LessonRow; courseId: number }> {
  return db.transaction(async (tx) => {
    const { lesson, courseId } = await ownedLesson(tx, userId, lessonId);
    const patch =
      typeof changes === "function"
        ? changes((await tx.select().from(lessons).where(eq(lessons.id, lesson.id)).for("update"))[0]!)
        : changes;
    const [row] = await tx.update(lessons).set(lessonChanges(patch)).where(eq(lessons.id, lesson.id)).returning();
    await recomputeCourseProgress(tx, courseId);
    return { lesson: row!, courseId };
  });
}

/** Deletes a lesson and closes the gap in its module's order. @returns the deleted row and its course id */
export async function deleteLesson(
  db: Database,
  userId: string,
  lessonId: number,
): Promise<{ lesson: LessonRow; courseId: number }> {
  return db.transaction(async (tx) => {
    const { lesson, courseId } = await ownedLesson(tx, userId, lessonId);
    await tx.delete(lessons).where(eq(lessons.id, lesson.id));
    await writeOrder(tx, lessons, await lessonIdsInOrder(tx, lesson.moduleId));
    await recomputeCourseProgress(tx, courseId);
    return { lesson, courseId };
  });
}

/**
 * Puts the module's lessons in the order of `lessonIds` (every lesson exactly once).
 * @throws HttpError 400 naming lessonIds when the list is not exactly the module's lessons
 */
export async function reorderLessons(
  db: Database,
  userId: string,
  moduleId: number,
  lessonIds: readonly number[],
): Promise<CourseModule> {
  return db.transaction(async (tx) => {
    const module = await ownedModule(tx, userId, moduleId);
    assertExactIdList("lessonIds", "lessons of this module", lessonIds, await lessonIdsInOrder(tx, module.id));
    await writeOrder(tx, lessons, lessonIds);
    await recomputeCourseProgress(tx, module.courseId);
    const [updated] = await loadModules(tx, { moduleId: module.id });
    return updated!;
  });
}
