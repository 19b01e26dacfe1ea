/**
 * The LLM provider for any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI,
 * Ollama, vLLM, LM Studio), through the Vercel AI SDK (`generateText` with
 * `Output.object({ schema })`, ai@6). Responses are validated against the zod schemas of
 * `schemas.ts`. Retries follow `retry-policy.ts`; when they are spent the call rejects with an
 * `AiProviderError` and `createAiService` answers from the offline engine instead.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, NoObjectGeneratedError, Output } from "ai";
import type { z } from "zod";
import { count as plural } from "../../../common/plural.ts";
import type { AiProvider, GenerateQuizInput } from "./provider.ts";
import { findCourseGaps } from "./offline/course-gaps.ts";
import { classifyBloomLevel, startsWithNonMeasurableVerb } from "../quality/bloom.ts";
import { MAX_MODULE_QUIZ_CHARS, courseData, quizTask, dataPrompt, redact, sentText, systemPrompt } from "./prompts.ts";
import { AiProviderError, classifyFailure } from "./retry-policy.ts";
import {
  activitiesContentSchema,
  insightsContentSchema,
  objectivesContentSchema,
  outlineContentSchema,
  quizContentSchema,
  suggestionsContentSchema,
  type ProviderInfo,
  type QuizQuestion,
} from "./schemas.ts";

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (the path before /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per-attempt timeout in ms (default 30 000). */
  timeoutMs?: number;
  /** Fetch implementation (tests, proxies); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Waits between retries; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const PROVIDER_NAME = "coursewright";
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Sends one structured-output request: the system prompt names `task` and the JSON schema of
 * `schema`; `prompt` carries the data. Retries once on 429/5xx (after Retry-After) and once on
 * output that fails `schema`.
 * @throws AiProviderError with a secret-free reason when the endpoint fails
 */
type RequestObject = <S extends z.ZodType>(
  schema: S,
  name: string,
  task: string,
  prompt: string,
  verify?: (output: z.infer<S>) => string | null,
) => Promise<z.infer<S>>;

function createObjectRequester(config: OpenAiCompatibleConfig): RequestObject {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const provider = createOpenAICompatible({
    name: PROVIDER_NAME,
    baseURL: config.baseUrl.replace(/\/+$/, ""),
    apiKey: config.apiKey,
    fetch: config.fetch,
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(config.model);
  return async function requestObject<S extends z.ZodType>(
    schema: S,
    name: string,
    task: string,
    prompt: string,
    verify?: (output: z.infer<S>) => string | null,
  ): Promise<z.infer<S>> {
    let transportRetries = 0;
    let outputRetries = 0;
    for (let attempt = 1; ; attempt++) {
      const timer = AbortSignal.timeout(timeoutMs);
      let output: z.infer<S>;
      try {
        const result = await generateText({
          model,
          system: systemPrompt(task, schema),
          prompt,
          output: Output.object({ schema, name }),
          temperature: 0.3,
          maxRetries: 0,
          abortSignal: timer,
          // Optional fields are allowed: strict mode would require every property.
          providerOptions: { [PROVIDER_NAME]: { strictJsonSchema: false } },
        });
        output = result.output as z.infer<S>;
      } catch (error) {
        const recovered = fencedJsonOutput(error, schema);
        if (recovered !== undefined) {
          output = recovered;
        } else {
          const failure = classifyFailure(error, timer.aborted, timeoutMs);
          if (failure.kind === "http" && failure.retryable && transportRetries < 1) {
            transportRetries++;
            await sleep(failure.retryAfterMs ?? 0);
            continue;
          }
          if (failure.kind === "invalid-output" && outputRetries < 1) {
            outputRetries++;
            continue;
          }
          throw new AiProviderError(failure.reason, failure.kind, attempt);
        }
      }
      // Schema-valid is not enough: the content is checked against what was sent (issue #10).
      const problem = verify?.(output) ?? null;
      if (problem === null) return output;
      if (outputRetries < 1) {
        outputRetries++;
        continue;
      }
      throw new AiProviderError(`output failed verification: ${problem}`, "invalid-output", attempt);
    }
  };
}

/**
 * The output of an answer the SDK could not parse because the model wrapped its JSON in a
 * Markdown code fence (```json ... ```), when the fenced JSON matches `schema`; else undefined.
 */
function fencedJsonOutput<S extends z.ZodType>(error: unknown, schema: S): z.infer<S> | undefined {
  if (!NoObjectGeneratedError.isInstance(error) || typeof error.text !== "string") return undefined;
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(error.text);
  if (!fenced) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(fenced[1]!));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the LLM provider. Every method sends one chat-completions request (plus at most one
 * retry for 429/5xx and one for invalid output), and resolves with
 * `provider: { name: "openai-compatible", model }`.
 *
 * @throws AiProviderError (from each method) with a secret-free reason when the endpoint fails
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): AiProvider {
  const requestObject = createObjectRequester(config);
  const info: ProviderInfo = { name: "openai-compatible", model: config.model };

  return { ...draftingCalls(requestObject, info), ...reviewCalls(requestObject, info) };
}

/** Objectives, quiz questions and the outline: the calls that draft new course material. */
function draftingCalls(
  requestObject: RequestObject,
  info: ProviderInfo,
): Pick<AiProvider, "generateObjectives" | "generateQuiz" | "courseOutline"> {
  return {
    async generateObjectives(input) {
      const count = Math.min(12, Math.max(1, Math.round(input.count ?? 5)));
      const out = await requestObject(
        objectivesContentSchema,
        "objectives",
        `Write ${count} measurable learning objectives for a ${input.level} course, using Bloom verbs that fit the level (beginner: remember/understand/apply; intermediate: apply/analyze; advanced: analyze/evaluate/create). Use a different verb for each, name concepts of this course, and do not repeat or rephrase the existing objectives.`,
        dataPrompt("Learning objectives for this course:", {
          title: redact(input.courseTitle),
          description: redact(input.courseDescription),
          level: input.level,
          existingObjectives: (input.existing ?? []).map(redact),
          // Every module with its own text, not one blob cut after the first modules.
          modules: input.modules?.map((m) => ({
            title: redact(m.title),
            ...(m.description && { description: redact(m.description) }),
            ...(m.lessonTitles?.length && { lessonTitles: m.lessonTitles.map(redact) }),
            text: sentText(m.text),
          })),
          lessonText: !input.modules && input.lessonText ? sentText(input.lessonText) : undefined,
        }),
        unmeasurableObjective,
      );
      const existing = new Set((input.existing ?? []).map((o) => o.trim().toLowerCase()));
      const objectives = [...new Set(out.objectives.map((o) => o.trim()))].filter(
        (o) => !existing.has(o.toLowerCase()),
      );
      return { objectives: objectives.slice(0, count), provider: { ...info } };
    },

    async generateQuiz(input) {
      const count = Math.min(20, Math.max(1, Math.round(input.questionCount ?? 5)));
      const source = normalizeForMatch(input.lessonText.slice(0, MAX_MODULE_QUIZ_CHARS));
      const out = await requestObject(
        quizContentSchema,
        "quiz",
        quizTask(count, input.level ?? "beginner"),
        dataPrompt("Quiz questions for this module:", {
          moduleTitle: redact(input.moduleTitle),
          moduleDescription: redact(input.moduleDescription),
          level: input.level,
          lessonText: sentText(input.lessonText, MAX_MODULE_QUIZ_CHARS),
          objectives: (input.objectives ?? []).map((o) => ({ id: o.id, text: redact(o.text) })),
          alreadyAsked: input.avoid?.length ? input.avoid.map(redact) : undefined,
        }),
        (out) =>
          out.questions.some((q) => groundedIn(q, source))
            ? null
            : "no question's answer or source sentence occurs in the lesson text",
      );
      return { ...keepGrounded(out, input, count, source), provider: { ...info } };
    },

    async courseOutline(input) {
      const out = await requestObject(
        outlineContentSchema,
        "outline",
        "Draft a course outline: about one module per week (4 to 8 modules), the first titled 'Getting Started' (orientation). Each module has a description of at least 20 words and 2-3 lessons (type text, video or assessment) with short starter HTML (an h2, paragraphs, a list). Add 4-6 course-level objectives. Use only concepts from the title and description.",
        dataPrompt("Outline for this course:", {
          title: redact(input.title),
          description: redact(input.description),
          level: input.level,
          duration: input.duration,
        }),
      );
      return { ...out, provider: { ...info } };
    },
  };
}

/** Content suggestions, pedagogical insights and activity ideas: the calls that review a course. */
function reviewCalls(
  requestObject: RequestObject,
  info: ProviderInfo,
): Pick<AiProvider, "contentSuggestions" | "pedagogicalInsights" | "activityIdeas"> {
  return {
    async contentSuggestions({ course, currentProgress, outlineOnly }) {
      const out = await requestObject(
        suggestionsContentSchema,
        "suggestions",
        "Suggest concrete improvements to this course, most important first, with priority high (blocks students), medium or low. The detectedGaps list was computed from the course and is reliable: cover those gaps first. Give action.kind and the moduleId/lessonId from the data when a suggestion targets one.",
        dataPrompt("Content suggestions for this course:", {
          course: courseData(course),
          currentProgress: currentProgress ?? null,
          detectedGaps: findCourseGaps(course, { outlineOnly }).map(({ title, priority, action }) => ({
            title,
            priority,
            action,
          })),
        }),
      );
      const suggestions = [...out.suggestions].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
      return { suggestions, provider: { ...info } };
    },

    async pedagogicalInsights(input) {
      const out = await requestObject(
        insightsContentSchema,
        "insights",
        "Give research-informed teaching recommendations for this course (e.g. retrieval practice, worked examples, constructive alignment, workload), each with its expected impact: high, medium or low. Base them on the facts given.",
        dataPrompt("Pedagogical insights for this course:", {
          title: redact(input.title),
          level: input.level,
          duration: input.duration,
          moduleCount: input.moduleCount,
          hasAssessments: input.hasAssessments,
          course: input.course ? courseData(input.course) : undefined,
        }),
      );
      const insights = [...out.insights].sort((a, b) => PRIORITY_ORDER[a.impact] - PRIORITY_ORDER[b.impact]);
      return { insights, provider: { ...info } };
    },

    async activityIdeas({ course, moduleId, count }) {
      const wanted = Math.min(8, Math.max(1, Math.round(count ?? 3)));
      const data = courseData(course);
      const scoped =
        moduleId === undefined ? data : { ...data, modules: data.modules.filter((m) => m.id === moduleId) };
      const out = await requestObject(
        activitiesContentSchema,
        "activities",
        `Propose ${wanted} active-learning activities (e.g. case study, think-pair-share, concept map, peer review, problem set) built on the concepts in the content, suited to the course level, each with a duration in minutes and its Bloom level.`,
        dataPrompt(
          moduleId === undefined ? "Activity ideas for this course:" : "Activity ideas for this module:",
          scoped,
        ),
      );
      return { activities: out.activities.slice(0, wanted), provider: { ...info } };
    },
  };
}

/** Verification of LLM objectives: the first that does not start with a measurable verb, or null. */
function unmeasurableObjective(out: { objectives: string[] }): string | null {
  const bad = out.objectives.find((o) => !isMeasurableObjective(o));
  return bad === undefined ? null : `"${bad.slice(0, 80)}" does not start with a measurable Bloom verb`;
}

/** "Students will be able to " and a measurable Bloom verb (quality/bloom.ts), as the prompt asks. */
function isMeasurableObjective(text: string): boolean {
  return (
    /^students will be able to /i.test(text.trim()) &&
    !startsWithNonMeasurableVerb(text) &&
    classifyBloomLevel(text) !== null
  );
}

/** Lower case, one space between words, straight quotes: for "does this occur in the text". */
function normalizeForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether a generated question is grounded in the lesson text that was sent: the key of a
 * multiple-choice or short-answer question occurs in it; for true/false, the source sentence does
 * (its key, "True" or "False", is not a phrase of the text).
 */
function groundedIn(
  question: { type: string; correctAnswer: string; sourceSentence: string },
  source: string,
): boolean {
  const needle =
    question.type === "true_false"
      ? normalizeForMatch(question.sourceSentence).replace(/[.!?]$/, "")
      : normalizeForMatch(question.correctAnswer);
  return needle.length > 0 && source.includes(needle);
}

/**
 * The questions of an LLM quiz whose answer (or true/false source sentence) occurs in the lesson
 * text, at most `count`, with objective ids limited to the course's; a notice says how many were
 * left out and why.
 */
function keepGrounded(
  out: { questions: QuizQuestion[]; notice?: string | undefined },
  input: GenerateQuizInput,
  count: number,
  source: string,
): { questions: QuizQuestion[]; notice?: string } {
  const known = new Set((input.objectives ?? []).map((o) => o.id));
  const grounded = out.questions.filter((q) => groundedIn(q, source));
  const dropped = out.questions.length - grounded.length;
  const questions = grounded
    .slice(0, count)
    .map((q) => ({ ...q, objectiveIds: q.objectiveIds.filter((id) => known.has(id)) }));
  const notices = [
    out.notice,
    dropped > 0
      ? `${plural(dropped, "generated question")} ${dropped === 1 ? "was" : "were"} left out: the answer is not in the lesson text.`
      : undefined,
  ].filter(Boolean);
  return { questions, ...(notices.length > 0 ? { notice: notices.join(" ") } : {}) };
}
