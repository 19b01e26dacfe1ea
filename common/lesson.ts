/**
 * The one lesson shape (SPEC §3 "Lesson"). Every other lesson type is derived from
 * `lessonContentSchema`: the API's `Lesson` (editor-schemas.ts), the domain's `LessonSnapshot`
 * (course-snapshot.ts), an import's `ImportedLesson` (server/services/lms/types.ts), a Common
 * Cartridge page's input, and the create/update request bodies.
 */
import { z } from "zod";
import { httpUrl, requiredText } from "./schema-helpers.ts";

/** Lesson types (SPEC §3 "Lesson"). */
export const LESSON_TYPES = ["video", "text", "assessment"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** Largest lesson body accepted, in characters of HTML. */
export const MAX_LESSON_HTML_CHARS = 200_000;

/** Longest lesson, in minutes (a whole number). */
export const MAX_LESSON_MINUTES = 10_000;

export const lessonTypeSchema = z.enum(LESSON_TYPES, {
  error: () => `type must be one of ${LESSON_TYPES.join(", ")}`,
});

/**
 * What a lesson holds, as stored: title, type, sanitised HTML body ('' when empty), video and
 * captions URLs (http/https) and length in minutes (null when unknown).
 */
export const lessonContentSchema = z.object({
  title: requiredText("title", 200),
  type: lessonTypeSchema,
  contentHtml: z
    .string({ error: () => "contentHtml must be text" })
    .max(MAX_LESSON_HTML_CHARS, `contentHtml must be at most ${MAX_LESSON_HTML_CHARS} characters`),
  videoUrl: httpUrl("Video URL").nullable(),
  captionsUrl: httpUrl("Captions URL").nullable(),
  durationMinutes: z
    .number({ error: () => "durationMinutes must be a number" })
    .int("durationMinutes must be a whole number")
    .min(0, "durationMinutes must be 0 or more")
    .max(MAX_LESSON_MINUTES, `durationMinutes must be at most ${MAX_LESSON_MINUTES}`)
    .nullable(),
});
export type LessonContent = z.infer<typeof lessonContentSchema>;

/** A lesson as the API returns it: its content, its id, its module and its place in the module. */
export const lessonSchema = lessonContentSchema.extend({
  id: z.number().int(),
  moduleId: z.number().int(),
  orderIndex: z.number().int(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** A lesson inside a course snapshot: as the API's, without the module id (the module holds it). */
export type LessonSnapshot = Omit<Lesson, "moduleId">;
