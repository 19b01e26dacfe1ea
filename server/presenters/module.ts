/** Turns module and lesson rows into the JSON the client gets (SPEC §3 module shape). */
import type { CourseModule, Lesson, LessonType } from "../../common/editor-schemas.ts";
import type { lessons, modules } from "../db/schema.ts";

/** Presents a lesson row. */
export function presentLesson(row: typeof lessons.$inferSelect): Lesson {
  return {
    id: row.id,
    moduleId: row.moduleId,
    title: row.title,
    type: row.type as LessonType,
    contentHtml: row.contentHtml,
    videoUrl: row.videoUrl,
    captionsUrl: row.captionsUrl,
    durationMinutes: row.durationMinutes,
    orderIndex: row.orderIndex,
  };
}

/** Presents a module row with its lesson rows (already in order). */
export function presentModule(
  row: typeof modules.$inferSelect,
  lessonRows: readonly (typeof lessons.$inferSelect)[],
): CourseModule {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    orderIndex: row.orderIndex,
    color: row.color,
    lmsModuleId: row.lmsModuleId,
    lessons: lessonRows.map(presentLesson),
  };
}
