/**
 * Module commands (issue #9; model: Outline's server/commands): each owns its transaction, the
 * ownership check, the order of the course's modules and the progress recompute. Routes validate,
 * call one of these and present the result.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CourseModule, createModuleSchema, updateModuleSchema } from "../../../common/editor-schemas.ts";
import type { Database } from "../../db/client.ts";
import { modules } from "../../db/schema.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";
import { insertLessons } from "./lessons.ts";
import { loadModules } from "./load-module-rows.ts";
import { assertWithinLimit, moduleIdsInOrder, placeAt, writeOrder } from "./order-index.ts";
import { assertExactIdList } from "./ordering.ts";
import { ownedCourse, ownedModule } from "../../auth/ownership.ts";

/**
 * Adds a module (optionally with lessons) to the user's course, at the end or at `orderIndex`.
 * @throws HttpError 404 unless the course is the user's; 400 past COURSE_LIMITS.modulesPerCourse
 */
export async function createModule(
  db: Database,
  userId: string,
  courseId: number,
  input: z.output<typeof createModuleSchema>,
): Promise<CourseModule> {
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, userId, courseId);
    const existing = await moduleIdsInOrder(tx, course.id);
    assertWithinLimit("modulesPerCourse", existing.length, 1);
    const [row] = await tx
      .insert(modules)
      .values({
        courseId: course.id,
        title: input.title,
        description: input.description ?? null,
        color: input.color,
        orderIndex: existing.length,
      })
      .returning();
    if (input.orderIndex !== undefined && input.orderIndex < existing.length) {
      await placeAt(tx, modules, [...existing, row!.id], row!.id, input.orderIndex);
    }
    await insertLessons(tx, row!.id, 0, input.lessons);
    await recomputeCourseProgress(tx, course.id);
    const [module] = await loadModules(tx, { moduleId: row!.id });
    return module!;
  });
}

/** Edits a module's title, description or colour. @throws HttpError 404 unless it is the user's */
export async function updateModule(
  db: Database,
  userId: string,
  moduleId: number,
  changes: z.output<typeof updateModuleSchema>,
): Promise<CourseModule> {
  return db.transaction(async (tx) => {
    const module = await ownedModule(tx, userId, moduleId);
    const { title, description, color } = changes;
    await tx
      .update(modules)
      .set({
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
        ...(color !== undefined && { color }),
      })
      .where(eq(modules.id, module.id));
    await recomputeCourseProgress(tx, module.courseId);
    const [updated] = await loadModules(tx, { moduleId: module.id });
    return updated!;
  });
}

/** Deletes a module with its lessons and closes the gap in the order. @returns the deleted row */
export async function deleteModule(db: Database, userId: string, moduleId: number) {
  return db.transaction(async (tx) => {
    const module = await ownedModule(tx, userId, moduleId);
    await tx.delete(modules).where(eq(modules.id, module.id));
    await writeOrder(tx, modules, await moduleIdsInOrder(tx, module.courseId));
    await recomputeCourseProgress(tx, module.courseId);
    return module;
  });
}

/**
 * Puts the course's modules in the order of `moduleIds` (every module exactly once).
 * @throws HttpError 400 naming moduleIds when the list is not exactly the course's modules
 */
export async function reorderModules(
  db: Database,
  userId: string,
  courseId: number,
  moduleIds: readonly number[],
): Promise<CourseModule[]> {
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, userId, courseId);
    assertExactIdList("moduleIds", "modules of this course", moduleIds, await moduleIdsInOrder(tx, course.id));
    await writeOrder(tx, modules, moduleIds);
    await recomputeCourseProgress(tx, course.id);
    return loadModules(tx, { courseId: course.id });
  });
}
