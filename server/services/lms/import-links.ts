/**
 * Links between an import's lessons (issue #12): once the course is written and its lessons have
 * ids, each link placeholder (`https://course-link.invalid/<n>`, common-cartridge/course-links.ts
 * for cartridges, canvas-links.ts for Canvas REST imports)
 * becomes the course editor's URL of its target, `/course/<course id>#lesson-<lesson id>` (or
 * `#module-<module id>`, or the course itself; SPEC §2 route `/course/{courseId}`; the editor
 * opens the lesson's module and shows the lesson), and a link whose target is not in the course
 * loses its href and keeps its text. Also lists every reference rewritten per lesson, for the
 * import report's "Changed" section.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor.ts";
import { lessons, modules } from "../../db/schema.ts";
import type { ImportedCourse, ImportedLink, LessonReference } from "./types.ts";

const LINK_PLACEHOLDER = /"(https:\/\/course-link\.invalid\/\d+)"/;
const ANCHOR = /<a\b([^>]*)>/gi;

/** The editor URL of a course, a lesson in it, or a module in it. */
export function courseEditorUrl(courseId: number, anchor?: { lessonId: number } | { moduleId: number }): string {
  if (!anchor) return `/course/${courseId}`;
  return "lessonId" in anchor
    ? `/course/${courseId}#lesson-${anchor.lessonId}`
    : `/course/${courseId}#module-${anchor.moduleId}`;
}

/** One reference of a lesson the import rewrote, or whose link it had to drop. */
export interface RewrittenReference {
  /** The lesson's title. */
  lesson: string;
  kind: LessonReference["kind"];
  /** As the source wrote it. */
  from: string;
  /** Where it points now: `/api/files/<id>` or an editor URL; null when the link was dropped. */
  to: string | null;
  /** Why it was dropped (with `to` null). */
  reason?: string;
}

/**
 * The HTML with each link placeholder replaced by its URL; an anchor whose target is not in the
 * course (null, or a placeholder this import does not know) loses its href and keeps its text.
 */
export function rewriteLinkUrls(html: string, urls: ReadonlyMap<string, string | null>): string {
  if (!html.includes("course-link.invalid")) return html;
  return html.replace(ANCHOR, (tag, attributes: string) => {
    const placeholder = LINK_PLACEHOLDER.exec(attributes)?.[1];
    if (!placeholder) return tag;
    const url = urls.get(placeholder);
    return url ? tag.replace(placeholder, url) : `<a${attributes.replace(/\s*href="[^"]*"/, "")}>`;
  });
}

/** Editor URL of each link's target, by placeholder; null for a target not in the course. */
function linkUrls(
  courseId: number,
  links: readonly ImportedLink[],
  moduleIds: readonly number[],
  lessonId: (moduleIndex: number, lessonIndex: number) => number | undefined,
): Map<string, string | null> {
  const urls = new Map<string, string | null>();
  for (const { placeholder, target } of links) {
    let url: string | null = null;
    if (target?.kind === "course") url = courseEditorUrl(courseId);
    if (target?.kind === "module" && moduleIds[target.moduleIndex] !== undefined) {
      url = courseEditorUrl(courseId, { moduleId: moduleIds[target.moduleIndex]! });
    }
    if (target?.kind === "lesson") {
      const id = lessonId(target.moduleIndex, target.lessonIndex);
      if (id !== undefined) url = courseEditorUrl(courseId, { lessonId: id });
    }
    urls.set(placeholder, url);
  }
  return urls;
}

/**
 * Points the links of the course's freshly written lessons at their targets (inside the import's
 * transaction, after buildCourse wrote `imported.modules` as the course's only modules, in order).
 * @param fileUrls - placeholder -> `/api/files/<id>` of the import's files (null: not stored)
 * @returns every reference rewritten, lesson by lesson in course order (images and file links
 *   whose file was not stored are left out: the report names them as not copied)
 */
export async function linkImportedLessons(
  tx: Executor,
  courseId: number,
  imported: ImportedCourse,
  fileUrls: ReadonlyMap<string, string | null>,
): Promise<RewrittenReference[]> {
  const hasReferences = imported.modules.some((m) => m.lessons.some((l) => l.references?.length));
  if (!hasReferences && !imported.links?.length) return [];
  const moduleRows = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex), asc(modules.id));
  const moduleIds = moduleRows.map((m) => m.id);
  const lessonRows =
    moduleIds.length === 0
      ? []
      : await tx
          .select({ id: lessons.id, moduleId: lessons.moduleId, orderIndex: lessons.orderIndex, title: lessons.title })
          .from(lessons)
          .where(inArray(lessons.moduleId, moduleIds))
          .orderBy(asc(lessons.orderIndex), asc(lessons.id));
  const byPosition = new Map<string, (typeof lessonRows)[number]>();
  for (const row of lessonRows) byPosition.set(`${moduleIds.indexOf(row.moduleId)}:${row.orderIndex}`, row);
  const links = imported.links ?? [];
  const urls = linkUrls(courseId, links, moduleIds, (m, i) => byPosition.get(`${m}:${i}`)?.id);
  const reasons = new Map(links.map((l) => [l.placeholder, l.reason]));

  const rewritten: RewrittenReference[] = [];
  for (const [moduleIndex, module] of imported.modules.entries()) {
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      const row = byPosition.get(`${moduleIndex}:${lessonIndex}`);
      if (!row || !lesson.references?.length) continue;
      if (lesson.references.some((r) => r.kind === "link")) {
        const [stored] = await tx
          .select({ contentHtml: lessons.contentHtml })
          .from(lessons)
          .where(and(eq(lessons.id, row.id), eq(lessons.moduleId, row.moduleId)));
        const html = rewriteLinkUrls(stored?.contentHtml ?? "", urls);
        if (stored && html !== stored.contentHtml) {
          await tx.update(lessons).set({ contentHtml: html }).where(eq(lessons.id, row.id));
        }
      }
      for (const reference of lesson.references) {
        const isLink = reference.kind === "link";
        const to = (isLink ? urls : fileUrls).get(reference.placeholder) ?? null;
        if (!to && !isLink) continue;
        const reason = to ? undefined : (reasons.get(reference.placeholder) ?? "its target is not in the course");
        rewritten.push({
          lesson: row.title,
          kind: reference.kind,
          from: reference.from,
          to,
          ...(reason && { reason }),
        });
      }
    }
  }
  return rewritten;
}
