/**
 * Zod schemas of every AI response (DESIGN.md §3 "AI"). Each `*ContentSchema` is what a model
 * must produce and is handed to the LLM as its structured-output schema; each `*ResultSchema`
 * adds the `provider` block the service attaches, and is what callers (routes) receive.
 */
import { z } from "zod";
import { BLOOM_LEVELS } from "../../../common/course-snapshot.ts";

export const AI_PROVIDER_NAMES = ["offline", "openai-compatible"] as const;

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
export const objectivesResultSchema = objectivesContentSchema.extend({ provider: providerInfoSchema });
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
export type OutlineResult = z.infer<typeof outlineResultSchema>;
export type OutlineModule = z.infer<typeof outlineModuleSchema>;
