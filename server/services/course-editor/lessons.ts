/** Writing lessons: the one place lesson HTML is sanitised before it is stored. */
import type { z } from "zod";
import type { createLessonSchema, updateLessonSchema } from "../../../common/editor-schemas.ts";
import { lessons } from "../../db/schema.ts";
import { sanitizeLessonHtml } from "../content/sanitize-lesson-html.ts";
import type { Executor } from "../../db/executor.ts";

type ParsedCreateLesson = z.output<typeof createLessonSchema>;

/**
 * Inserts lessons at the end of a module, starting at `firstIndex`, with sanitised HTML.
 * @returns the inserted rows in order
 */
export async function insertLessons(
  db: Executor,
  moduleId: number,
  firstIndex: number,
  inputs: readonly ParsedCreateLesson[],
) {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(lessons)
    .values(
      inputs.map((l, i) => ({
        moduleId,
        orderIndex: firstIndex + i,
        title: l.title,
        type: l.type,
        contentHtml: sanitizeLessonHtml(l.contentHtml),
        videoUrl: l.videoUrl ?? null,
        captionsUrl: l.captionsUrl ?? null,
        durationMinutes: l.durationMinutes ?? null,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.orderIndex - b.orderIndex);
}

/** The column values of a lesson PATCH, with the HTML sanitised; absent fields stay untouched. */
export function lessonChanges(input: z.output<typeof updateLessonSchema>): Partial<typeof lessons.$inferInsert> {
  const changes: Partial<typeof lessons.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.type !== undefined) changes.type = input.type;
  if (input.contentHtml !== undefined) changes.contentHtml = sanitizeLessonHtml(input.contentHtml);
  if (input.videoUrl !== undefined) changes.videoUrl = input.videoUrl;
  if (input.captionsUrl !== undefined) changes.captionsUrl = input.captionsUrl;
  if (input.durationMinutes !== undefined) changes.durationMinutes = input.durationMinutes;
  return changes;
}
