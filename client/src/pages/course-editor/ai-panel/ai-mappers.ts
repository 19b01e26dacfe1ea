/**
 * Pure helpers of the AI panel: provider labels, and the mappings from AI answers to what the
 * editor's API stores (a generated question to an assessment question, an activity idea to a
 * lesson body).
 */
import { escapeHtml } from "@common/html";
import type { ActivityIdea, ProviderInfo, QuizQuestion } from "@common/ai-schemas";
import { type QuestionInput, questionSchema } from "@common/assessment-schemas";
import type { BloomLevel } from "@common/editor-schemas";

/** The visible text of the fallback notice (DESIGN.md §3). */
export const FALLBACK_NOTICE = "The AI provider was unavailable; these suggestions come from the offline engine.";

/** "Offline engine" or "{model} via OpenAI-compatible API". */
export function providerLabel(provider: ProviderInfo): string {
  if (provider.name === "openai-compatible") return `${provider.model ?? "Model"} via OpenAI-compatible API`;
  return "Offline engine";
}

const BLOOM_LABELS: Record<BloomLevel, string> = {
  remember: "Remember",
  understand: "Understand",
  apply: "Apply",
  analyze: "Analyze",
  evaluate: "Evaluate",
  create: "Create",
};

export function bloomLabel(level: BloomLevel): string {
  return BLOOM_LABELS[level] ?? level;
}

/** A generated question as POST /api/assessments takes it (sourceSentence dropped). */
export function toAssessmentQuestion(q: QuizQuestion): QuestionInput {
  return {
    type: q.type,
    stem: q.stem,
    options: q.type === "short_answer" ? [] : q.options,
    correctAnswer: q.correctAnswer,
    feedback: q.feedback,
    objectiveIds: q.objectiveIds,
    bloomLevel: q.bloomLevel,
  };
}

/** Why a generated question cannot be stored as an assessment question, or null when it can. */
export function questionProblem(q: QuizQuestion): string | null {
  const parsed = questionSchema.safeParse(toAssessmentQuestion(q));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "invalid question");
}

/** The body of a lesson made from an idea: its description, time and Bloom level, as HTML. */
export function activityLessonHtml(idea: ActivityIdea): string {
  return [
    `<p>${escapeHtml(idea.description)}</p>`,
    `<p><strong>Suggested time:</strong> ${idea.durationMinutes} minutes. <strong>Bloom level:</strong> ${bloomLabel(idea.bloomLevel)}.</p>`,
  ].join("");
}
