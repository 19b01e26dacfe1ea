/**
 * The course editor's contract (SPEC §2 "Course editor", §3, §7; DESIGN.md §3): request schemas
 * and response shapes of modules, lessons and learning objectives. Assessments live in
 * assessment-schemas.ts, templates in template-schemas.ts.
 */
import { z } from "zod";
import { DEFAULT_MODULE_COLOR, COURSE_LIMITS } from "./constants.ts";
import { lessonContentSchema } from "./lesson.ts";
import type { Lesson } from "./lesson.ts";
import { atLeastOneField, idListSchema, optionalText, requiredText } from "./schema-helpers.ts";

export {
  LESSON_TYPES,
  MAX_LESSON_HTML_CHARS,
  lessonTypeSchema,
  type Lesson,
  type LessonContent,
  type LessonType,
} from "./lesson.ts";

/** Bloom's taxonomy levels (revised, Anderson & Krathwohl 2001), lowest to highest. */
export const BLOOM_LEVELS = ["remember", "understand", "apply", "analyze", "evaluate", "create"] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

/** Who wrote an objective (SPEC §3 generatedBy). */
export const OBJECTIVE_AUTHORS = ["ai", "instructor", "template", "imported"] as const;
export type ObjectiveAuthor = (typeof OBJECTIVE_AUTHORS)[number];
/** How the editor names each author (provenance must be true: a template's objectives are not "AI"). */
export const OBJECTIVE_AUTHOR_LABELS: Record<ObjectiveAuthor, string> = {
  ai: "AI",
  instructor: "Instructor",
  template: "Template",
  imported: "Imported",
};

export const bloomLevelSchema = z.enum(BLOOM_LEVELS, {
  error: () => `bloomLevel must be one of ${BLOOM_LEVELS.join(", ")}`,
});

/** A module colour: `#` and 6 (or 3) hex digits, e.g. #6366F1. */
export const moduleColorSchema = z
  .string({ error: () => "color must be a hex colour like #6366F1" })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, "color must be a hex colour like #6366F1");

// The request bodies take absent or null for the optional fields (the stored lesson has null).
const lessonFields = {
  ...lessonContentSchema.shape,
  videoUrl: lessonContentSchema.shape.videoUrl.optional(),
  captionsUrl: lessonContentSchema.shape.captionsUrl.optional(),
  durationMinutes: lessonContentSchema.shape.durationMinutes.optional(),
};

/**
 * Body of `POST /api/modules/:id/lessons` and each entry of a new module's `lessons`. `type`
 * defaults to text; `contentHtml` is sanitised by the server before it is stored.
 */
export const createLessonSchema = z.object({
  ...lessonFields,
  type: lessonFields.type.default("text"),
  contentHtml: lessonFields.contentHtml.default(""),
});
export type CreateLessonInput = z.input<typeof createLessonSchema>;

const LESSON_PATCH_FIELDS = ["title", "type", "contentHtml", "videoUrl", "captionsUrl", "durationMinutes"] as const;
/** Body of `PATCH /api/lessons/:id`: any of the lesson's fields, at least one. */
export const updateLessonSchema = z
  .object({
    title: lessonFields.title.optional(),
    type: lessonFields.type.optional(),
    contentHtml: lessonFields.contentHtml.optional(),
    videoUrl: lessonFields.videoUrl,
    captionsUrl: lessonFields.captionsUrl,
    durationMinutes: lessonFields.durationMinutes,
  })
  .refine(atLeastOneField(LESSON_PATCH_FIELDS), `provide at least one of ${LESSON_PATCH_FIELDS.join(", ")}`);
export type UpdateLessonInput = z.input<typeof updateLessonSchema>;

/**
 * Body of `POST /api/courses/:id/modules` (SPEC §7). `orderIndex` inserts at that position
 * (later modules move down); without it the module is appended. A `courseId` in the body is
 * ignored: the course comes from the URL.
 */
export const createModuleSchema = z.object({
  title: requiredText("title", 200),
  description: optionalText("description", 5000),
  orderIndex: z
    .number({ error: () => "orderIndex must be a number" })
    .int("orderIndex must be a whole number")
    .min(0, "orderIndex must be 0 or more")
    .optional(),
  color: moduleColorSchema.default(DEFAULT_MODULE_COLOR),
  lessons: z
    .array(createLessonSchema, { error: () => "lessons must be a list" })
    .max(COURSE_LIMITS.lessonsPerModule, `lessons must have at most ${COURSE_LIMITS.lessonsPerModule} entries`)
    .default([]),
});
export type CreateModuleInput = z.input<typeof createModuleSchema>;

const MODULE_PATCH_FIELDS = ["title", "description", "color"] as const;
/** Body of `PATCH /api/modules/:id`: title, description and/or colour. */
export const updateModuleSchema = z
  .object({
    title: requiredText("title", 200).optional(),
    description: optionalText("description", 5000),
    color: moduleColorSchema.optional(),
  })
  .refine(atLeastOneField(MODULE_PATCH_FIELDS), `provide at least one of ${MODULE_PATCH_FIELDS.join(", ")}`);
export type UpdateModuleInput = z.input<typeof updateModuleSchema>;

/** Body of `PUT /api/courses/:id/modules/order`: every module id of the course, in the new order. */
export const moduleOrderSchema = idListSchema("moduleIds");
/** Body of `PUT /api/modules/:id/lessons/order`: every lesson id of the module, in the new order. */
export const lessonOrderSchema = idListSchema("lessonIds");
/** Body of `PUT /api/courses/:id/objectives/order`: every objective id of the course, in the new order. */
export const objectiveOrderSchema = idListSchema("objectiveIds");

const objectiveText = requiredText("text", 1000);

/**
 * Body of `POST /api/courses/:id/objectives`: either one objective `{text}` or several
 * `{objectives: string[]}` (appended in that order). generatedBy defaults to 'instructor'.
 */
export const createObjectivesSchema = z
  .object({
    text: objectiveText.optional(),
    objectives: z
      .array(requiredText("objectives", 1000), { error: () => "objectives must be a list of text" })
      .min(1, "objectives must not be empty")
      .max(100, "objectives must have at most 100 entries")
      .optional(),
    generatedBy: z
      .enum(OBJECTIVE_AUTHORS, { error: () => `generatedBy must be one of ${OBJECTIVE_AUTHORS.join(", ")}` })
      .default("instructor"),
    bloomLevel: bloomLevelSchema.optional(),
  })
  .refine((b) => (b.text === undefined) !== (b.objectives === undefined), {
    message: "text is required (or send objectives: a list of text)",
    path: ["text"],
  });
export type CreateObjectivesInput = z.input<typeof createObjectivesSchema>;

/** Body of `PATCH /api/objectives/:id`. */
export const updateObjectiveSchema = z
  .object({ text: objectiveText.optional(), bloomLevel: bloomLevelSchema.nullish() })
  .refine(atLeastOneField(["text", "bloomLevel"]), "provide at least one of text, bloomLevel");
export type UpdateObjectiveInput = z.input<typeof updateObjectiveSchema>;

/**
 * A lesson inside a module answer. `GET /api/courses/:id/modules` leaves `contentHtml` out unless
 * asked with `?include=content` (issue #13: a 1,000-lesson course's list was 3.96 MB); `hasContent`
 * is the server's lessonHasContent (common/course-stats.ts) of the body,
 * so the editor's progress rules need no bodies. GET /api/lessons/:id has the body.
 */
export type ModuleLesson = Omit<Lesson, "contentHtml"> & { contentHtml?: string; hasContent: boolean };

/** The `include` values of `GET /api/courses/:id/modules` (`?include=content`: lessons with their bodies). */
export const modulesQuerySchema = z.object({
  include: z.enum(["content"], { error: () => "include must be content" }).optional(),
});

/** A module as the API returns it (SPEC §3 shape; lessons from the lessons table, in order). */
export interface CourseModule {
  id: number;
  courseId: number;
  title: string;
  description: string | null;
  orderIndex: number;
  color: string;
  lmsModuleId: string | null;
  lessons: ModuleLesson[];
}

/** A learning objective as the API returns it (docs/decisions/0003-one-row-per-objective.md). */
export interface LearningObjective {
  id: number;
  courseId: number;
  text: string;
  orderIndex: number;
  generatedBy: ObjectiveAuthor;
  bloomLevel: BloomLevel | null;
}
