/**
 * The AI assistant's contract (SPEC §2 "AI assistant side panel", §7 /api/ai/*; DESIGN.md §3 "AI"):
 * request schemas of every /api/ai/* call and the zod schemas of every AI answer.
 *
 * Each `*ContentSchema` is what a model must produce (handed to the LLM as its structured-output
 * schema); each `*ResultSchema` adds the `provider` block the service attaches and is what the
 * API returns. The server's AI service (server/services/ai/schemas.ts) re-exports these.
 */
import { z } from "zod";
import { courseLevelSchema } from "./schemas.ts";
import { BLOOM_LEVELS } from "./course-snapshot.ts";
import { DEFAULT_LEVEL } from "./constants.ts";
import { idNumber, optionalText, requiredText } from "./schema-helpers.ts";

/** The 429 message of every AI call beyond the per-user limit (AI_RATE_LIMIT_MAX per minute). */
export const AI_RATE_LIMIT_MESSAGE = "Too many AI requests. Wait a minute and try again.";

/** Default number of quiz questions (SPEC §9) and the accepted range. */
export const QUIZ_QUESTION_COUNT = { default: 5, min: 1, max: 20 } as const;
/** How many objectives one call may ask for. "Generate More" asks for 3 (SPEC §9). */
export const OBJECTIVE_COUNT = { default: 5, min: 1, max: 12 } as const;
/** How many activity ideas one call may ask for. */
export const ACTIVITY_COUNT = { default: 3, min: 1, max: 8 } as const;

// === answers =================================================================================

export const AI_PROVIDER_NAMES = ["offline", "openai-compatible"] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];

/** Which engine produced a response, and whether it is a fallback answer. */
export const providerInfoSchema = z.object({
  name: z.enum(AI_PROVIDER_NAMES),
  model: z.string().optional(),
  /** True when the configured LLM failed and the offline engine answered instead. */
  fellBack: z.boolean().optional(),
  /** Why the LLM failed (status, timeout, invalid output); never contains secrets. */
  fallbackReason: z.string().optional(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const prioritySchema = z.enum(["high", "medium", "low"]);
export type Priority = z.infer<typeof prioritySchema>;
export const bloomLevelSchema = z.enum(BLOOM_LEVELS);

/** What the editor can do when the author applies a suggestion. */
export const SUGGESTION_ACTION_KINDS = [
  "add-module",
  "add-module-overview",
  "add-lesson",
  "add-lesson-content",
  "vary-lesson-types",
  "add-objectives",
  "revise-objectives",
  "generate-quiz",
  "align-assessment",
  "add-captions",
  "rebalance-schedule",
  "run-quality-check",
] as const;
export type SuggestionActionKind = (typeof SUGGESTION_ACTION_KINDS)[number];

// --- objectives ------------------------------------------------------------------------------

export const objectivesContentSchema = z.object({
  objectives: z.array(z.string().min(10)).min(1).max(20),
});
export const objectivesResultSchema = objectivesContentSchema.extend({
  provider: providerInfoSchema,
  /** Set when fewer objectives than asked could be grounded in the course's text (issue #10). */
  notice: z.string().optional(),
});
export type ObjectivesResult = z.infer<typeof objectivesResultSchema>;

// --- content suggestions ---------------------------------------------------------------------

export const suggestionSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  priority: prioritySchema,
  action: z
    .object({
      kind: z.enum(SUGGESTION_ACTION_KINDS),
      moduleId: z.number().int().optional(),
      lessonId: z.number().int().optional(),
    })
    .optional(),
});
export type ContentSuggestion = z.infer<typeof suggestionSchema>;
export const suggestionsContentSchema = z.object({ suggestions: z.array(suggestionSchema).max(20) });
export const suggestionsResultSchema = suggestionsContentSchema.extend({ provider: providerInfoSchema });
export type SuggestionsResult = z.infer<typeof suggestionsResultSchema>;

// --- pedagogical insights --------------------------------------------------------------------

export const insightSchema = z.object({ recommendation: z.string().min(1), impact: prioritySchema });
export type PedagogicalInsight = z.infer<typeof insightSchema>;
export const insightsContentSchema = z.object({ insights: z.array(insightSchema).min(1).max(12) });
export const insightsResultSchema = insightsContentSchema.extend({ provider: providerInfoSchema });
export type InsightsResult = z.infer<typeof insightsResultSchema>;

// --- quiz ------------------------------------------------------------------------------------

export const QUIZ_QUESTION_TYPES = ["multiple_choice", "true_false", "short_answer"] as const;

export const quizQuestionSchema = z
  .object({
    type: z.enum(QUIZ_QUESTION_TYPES),
    stem: z.string().min(5),
    options: z.array(z.string().min(1)),
    correctAnswer: z.string().min(1),
    feedback: z.string(),
    /** Ids of the learning objectives the question measures ([] when none matches). */
    objectiveIds: z.array(z.number().int()),
    bloomLevel: bloomLevelSchema,
    /** The lesson sentence the question was drawn from (verbatim). */
    sourceSentence: z.string(),
  })
  .refine((q) => q.type === "short_answer" || q.options.includes(q.correctAnswer), {
    message: "correctAnswer must be one of the options",
    path: ["correctAnswer"],
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: "options must be distinct",
    path: ["options"],
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export const quizContentSchema = z.object({
  questions: z.array(quizQuestionSchema).max(30),
  /** Set when fewer questions than asked could be grounded in the lesson text. */
  notice: z.string().optional(),
});
export const quizResultSchema = quizContentSchema.extend({ provider: providerInfoSchema });
export type QuizResult = z.infer<typeof quizResultSchema>;

// --- activity ideas --------------------------------------------------------------------------

export const activitySchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  durationMinutes: z.number().int().min(5).max(240),
  bloomLevel: bloomLevelSchema,
});
export type ActivityIdea = z.infer<typeof activitySchema>;
export const activitiesContentSchema = z.object({ activities: z.array(activitySchema).min(1).max(10) });
export const activitiesResultSchema = activitiesContentSchema.extend({ provider: providerInfoSchema });
export type ActivitiesResult = z.infer<typeof activitiesResultSchema>;

// --- course outline --------------------------------------------------------------------------

export const outlineLessonSchema = z.object({
  title: z.string().min(1),
  type: z.enum(["video", "text", "assessment"]),
  /** Starter HTML (h2, paragraphs, lists); the caller sanitises it before storing. */
  contentHtml: z.string(),
});
export const outlineModuleSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  lessons: z.array(outlineLessonSchema).min(1).max(6),
});
export const outlineContentSchema = z.object({
  modules: z.array(outlineModuleSchema).min(1).max(16),
  objectives: z.array(z.string().min(10)).min(1).max(10),
});
export const outlineResultSchema = outlineContentSchema.extend({ provider: providerInfoSchema });
/** An outline's modules and objectives, as `POST /api/courses/:id/outline` accepts them. */
export type OutlineContent = z.infer<typeof outlineContentSchema>;
export type OutlineResult = z.infer<typeof outlineResultSchema>;
export type OutlineModule = z.infer<typeof outlineModuleSchema>;

// === requests ================================================================================

/** A whole number in [min, max]; the message names the field and the range. */
const countIn = (field: string, min: number, max: number) =>
  z
    .number({ error: () => `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

const levelField = courseLevelSchema.default(DEFAULT_LEVEL);
const descriptionField = (field: string) =>
  z
    .string({ error: () => `${field} must be text` })
    .trim()
    .max(5000, `${field} must be at most 5000 characters`)
    .nullish()
    .transform((d) => d ?? "");
const durationField = z
  .string({ error: () => "duration must be text" })
  .trim()
  .max(100, "duration must be at most 100 characters")
  .nullish()
  .transform((d) => d || null);

/**
 * Body of `POST /api/ai/generate-objectives` (SPEC §7). With `courseId` (one of the user's courses,
 * else 404) the course's existing objectives are never repeated and its lesson text is used too.
 */
export const generateObjectivesRequestSchema = z.object({
  courseTitle: requiredText("courseTitle", 200),
  courseDescription: descriptionField("courseDescription"),
  level: levelField,
  courseId: idNumber("courseId").optional(),
  count: countIn("count", OBJECTIVE_COUNT.min, OBJECTIVE_COUNT.max).optional(),
});
export type GenerateObjectivesRequest = z.input<typeof generateObjectivesRequestSchema>;

/**
 * Body of `POST /api/ai/content-suggestions` (SPEC §7). With `courseId` the suggestions come from
 * the stored course's real gaps (and `action` names real module/lesson ids); without it, from
 * the titles and descriptions sent.
 */
export const contentSuggestionsRequestSchema = z.object({
  courseTitle: requiredText("courseTitle", 200),
  modules: z
    .array(
      z.object({
        title: requiredText("title", 200),
        description: optionalText("description", 5000),
      }),
      { error: () => "modules must be a list" },
    )
    .max(200, "modules must have at most 200 entries")
    .default([]),
  currentProgress: z
    .number({ error: () => "currentProgress must be a number" })
    .min(0, "currentProgress must be between 0 and 100")
    .max(100, "currentProgress must be between 0 and 100")
    .default(0),
  courseId: idNumber("courseId").optional(),
});
export type ContentSuggestionsRequest = z.input<typeof contentSuggestionsRequestSchema>;

/**
 * Body of `POST /api/ai/pedagogical-insights` (SPEC §7). With `courseId` the stored course is
 * analysed (its real module count, assessments, objectives and lessons win over the body's).
 */
export const pedagogicalInsightsRequestSchema = z.object({
  title: requiredText("title", 200),
  level: levelField,
  duration: durationField,
  moduleCount: countIn("moduleCount", 0, 1000).default(0),
  hasAssessments: z.boolean({ error: () => "hasAssessments must be true or false" }).default(false),
  courseId: idNumber("courseId").optional(),
});
export type PedagogicalInsightsRequest = z.input<typeof pedagogicalInsightsRequestSchema>;

/**
 * Body of `POST /api/ai/generate-quiz` (SPEC §7; questionCount 5 by default, SPEC §9). With
 * `moduleId` (a module of one of the user's courses, else 404) questions are drawn from the
 * module's lessons and mapped to the course's objectives.
 */
export const generateQuizRequestSchema = z.object({
  moduleTitle: requiredText("moduleTitle", 200),
  moduleDescription: descriptionField("moduleDescription"),
  questionCount: countIn("questionCount", QUIZ_QUESTION_COUNT.min, QUIZ_QUESTION_COUNT.max).default(
    QUIZ_QUESTION_COUNT.default,
  ),
  moduleId: idNumber("moduleId").optional(),
  /**
   * Source sentences of questions already shown ("Generate again"): the new questions are drawn
   * from other sentences first, and repeat these only when the text has no others.
   */
  avoid: z
    .array(z.string({ error: () => "avoid must be a list of text" }).max(2000), {
      error: () => "avoid must be a list of text",
    })
    .max(50, "avoid must have at most 50 entries")
    .optional(),
});
export type GenerateQuizRequest = z.input<typeof generateQuizRequestSchema>;

/** Body of `POST /api/ai/activity-ideas`: for the whole course, or one of its modules. */
export const activityIdeasRequestSchema = z.object({
  courseId: idNumber("courseId"),
  moduleId: idNumber("moduleId").optional(),
  count: countIn("count", ACTIVITY_COUNT.min, ACTIVITY_COUNT.max).optional(),
});
export type ActivityIdeasRequest = z.input<typeof activityIdeasRequestSchema>;

/**
 * Body of `POST /api/ai/course-outline`: either `{ courseId }` (the stored course's title,
 * description, level and duration) or `{ title, description, level?, duration? }`.
 */
export const courseOutlineRequestSchema = z
  .object({
    courseId: idNumber("courseId").optional(),
    title: requiredText("title", 200).optional(),
    description: descriptionField("description"),
    level: levelField,
    duration: durationField,
  })
  .superRefine((body, ctx) => {
    if (body.courseId === undefined && body.title === undefined) {
      ctx.addIssue({ code: "custom", path: ["title"], message: "title is required (or give courseId)" });
    }
  });
export type CourseOutlineRequest = z.input<typeof courseOutlineRequestSchema>;

/** Body of `POST /api/courses/:id/applied-suggestions`: the suggestion's title (SPEC §4). */
export const applySuggestionRequestSchema = z.object({ title: requiredText("title", 300) });
export type ApplySuggestionRequest = z.input<typeof applySuggestionRequestSchema>;

// === other answers ===========================================================================

/** A suggestion the author applied (`GET /api/courses/:id/applied-suggestions`). */
export interface AppliedSuggestion {
  title: string;
  /** ISO 8601. */
  appliedAt: string;
}

/** `GET /api/ai/stats`: the signed-in user's AI activity (dashboard "Recent Activity"). */
export interface AiStats {
  /** Courses (still existing) with at least one AI run. */
  coursesWithAiRuns: number;
  /** AI calls made, all courses and none. */
  runs: number;
}
