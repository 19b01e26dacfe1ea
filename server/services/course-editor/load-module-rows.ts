/**
 * Modules with their lessons, as database rows in order: the one query pair behind the API's
 * module lists ({@link loadModules}) and the course snapshot
 * (services/course-snapshot/load-course-snapshot.ts).
 */
import { asc, eq, inArray } from "drizzle-orm";
import { lessons, modules } from "../../db/schema.ts";
import type { CourseModule } from "../../../common/editor-schemas.ts";
import { presentModule } from "../../presenters/module.ts";
import type { Executor } from "../../db/executor.ts";

/** A module row with its lesson rows. */
export interface ModuleWithLessonRows {
  module: typeof modules.$inferSelect;
  lessons: (typeof lessons.$inferSelect)[];
}

/**
 * Loads the modules of a course (or one module by id) with their lessons: modules by
 * `orderIndex` then id, each module's lessons by `orderIndex` then id. Two queries whatever the
 * size; sequential, so it also runs inside a transaction. Does no ownership check.
 */
export async function loadModuleRows(
  db: Executor,
  where: { courseId: number } | { moduleId: number },
): Promise<ModuleWithLessonRows[]> {
  const moduleRows = await db
    .select()
    .from(modules)
    .where("courseId" in where ? eq(modules.courseId, where.courseId) : eq(modules.id, where.moduleId))
    .orderBy(asc(modules.orderIndex), asc(modules.id));
  if (moduleRows.length === 0) return [];
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(
      inArray(
        lessons.moduleId,
        moduleRows.map((m) => m.id),
      ),
    )
    .orderBy(asc(lessons.orderIndex), asc(lessons.id));
  return moduleRows.map((module) => ({ module, lessons: lessonRows.filter((l) => l.moduleId === module.id) }));
}

/**
 * Loads modules (by course, or the given one) with their lessons, in order, as the API shows them.
 * @param options.content - include lesson bodies (default true); see presentModule
 */
export async function loadModules(
  db: Executor,
  where: { courseId: number } | { moduleId: number },
  options: { content?: boolean } = {},
): Promise<CourseModule[]> {
  return (await loadModuleRows(db, where)).map((m) => presentModule(m.module, m.lessons, options));
}
