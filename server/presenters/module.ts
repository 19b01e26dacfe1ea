/** Turns module and lesson rows into the JSON the client gets (SPEC §3 module shape). */
import { lessonHasContent } from "../../common/course-stats.ts";
import type { CourseModule, Lesson, LessonType, ModuleLesson } from "../../common/editor-schemas.ts";
import type { lessons, modules } from "../db/schema.ts";

/** Presents a lesson row, with `hasContent` (lessonHasContent: what the progress rules count). */
export function presentLesson(row: typeof lessons.$inferSelect): Lesson & { hasContent: boolean } {
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
    hasContent: lessonHasContent(row),
  };
}

/** A lesson of a module list: without its body unless `content` (issue #13). */
function presentModuleLesson(row: typeof lessons.$inferSelect, content: boolean): ModuleLesson {
  const { contentHtml, ...rest } = presentLesson(row);
  return content ? { ...rest, contentHtml } : rest;
}

/**
 * Presents a module row with its lesson rows (already in order).
 * @param options.content - include each lesson's `contentHtml` (default true; the GET list asks for it with `?include=content`)
 */
export function presentModule(
  row: typeof modules.$inferSelect,
  lessonRows: readonly (typeof lessons.$inferSelect)[],
  options: { content?: boolean } = {},
): CourseModule {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    orderIndex: row.orderIndex,
    color: row.color,
    lmsModuleId: row.lmsModuleId,
    lessons: lessonRows.map((l) => presentModuleLesson(l, options.content ?? true)),
  };
}
