/**
 * Links between lessons in an exported cartridge (issue #12): lesson HTML links to another lesson
 * or module of the course by the editor's URL (`/course/<id>#lesson-<id>`, `#module-<id>`;
 * services/lms/import-links.ts), which means nothing outside this app. Each becomes the reference
 * Canvas exports write for it, which our importer (course-links.ts) and Canvas resolve:
 * `$CANVAS_COURSE_REFERENCE$/modules/items/<item identifier>` for a lesson,
 * `$CANVAS_OBJECT_REFERENCE$/modules/<item identifier>` for a module and
 * `$CANVAS_COURSE_REFERENCE$/modules` for the course. Item identifiers are the exporter's
 * (`m<module>_l<lesson>`, 1-based); a link to a lesson of another course is left as it is.
 */
import type { CartridgeCourseInput } from "./export.ts";

const EDITOR_LINK = /\bhref=(["'])\/course\/\d+(?:#(lesson|module)-(\d+))?\1/gi;

/**
 * The course with each editor link rewritten (see the module comment); lessons without an `id`
 * cannot be linked to and keep links to them as they are.
 */
export function exportCourseLinks<T extends CartridgeCourseInput>(course: T): T {
  const itemOfLesson = new Map<number, string>();
  const itemOfModule = new Map<string, string>();
  course.modules.forEach((module, i) => {
    itemOfModule.set(String(module.id), `m${i + 1}`);
    module.lessons.forEach((lesson, j) => {
      const id = (lesson as { id?: unknown }).id;
      if (typeof id === "number") itemOfLesson.set(id, `m${i + 1}_l${j + 1}`);
    });
  });
  const rewrite = (html: string) =>
    html.replace(EDITOR_LINK, (whole, quote: string, kind?: string, id?: string) => {
      if (!kind) return `href=${quote}$CANVAS_COURSE_REFERENCE$/modules${quote}`;
      const item = kind === "lesson" ? itemOfLesson.get(Number(id)) : itemOfModule.get(String(id));
      if (!item) return whole;
      const reference =
        kind === "lesson"
          ? `$CANVAS_COURSE_REFERENCE$/modules/items/${item}`
          : `$CANVAS_OBJECT_REFERENCE$/modules/${item}`;
      return `href=${quote}${reference}${quote}`;
    });
  return {
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({ ...lesson, contentHtml: rewrite(lesson.contentHtml) })),
    })),
  };
}
