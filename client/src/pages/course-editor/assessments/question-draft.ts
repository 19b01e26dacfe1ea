/** The editable form of an assessment question and its conversion to and from the API shape. */
import {
  TRUE_FALSE_OPTIONS,
  questionSchema,
  type Question,
  type QuestionInput,
  type QuestionType,
} from "@common/assessment-schemas";
import type { BloomLevel } from "@common/editor-schemas";
import { sentence } from "@/lib/messages";

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: "Multiple choice",
  multiple_answer: "Multiple answer",
  true_false: "True / false",
  short_answer: "Short answer",
  essay: "Essay",
};

/** Types answered by choosing options; the others (short answer, essay) keep free text in `answer`. */
const hasOptions = (type: QuestionType) =>
  type === "multiple_choice" || type === "multiple_answer" || type === "true_false";
/** Types whose options the author writes (true/false has fixed ones). */
const writesOptions = (type: QuestionType) => type === "multiple_choice" || type === "multiple_answer";

export interface Draft {
  key: string;
  id?: string;
  type: QuestionType;
  stem: string;
  options: string[];
  /** Index of the correct option (multiple choice, true/false). */
  correct: number | null;
  /** Indexes of the correct options (multiple answer), in any order. */
  correctSet: number[];
  /** Model answer (short answer) or grading notes (essay, may be ''). */
  answer: string;
  feedback: string;
  objectiveIds: number[];
  bloomLevel?: BloomLevel;
}

export type DraftErrors = Partial<Record<"stem" | "options" | "correctAnswer" | "other", string>>;

let draftCounter = 0;
const newKey = () => `q${++draftCounter}`;

export function toDraft(q: Question): Draft {
  return {
    key: q.id ?? newKey(),
    id: q.id,
    type: q.type,
    stem: q.stem,
    options: hasOptions(q.type) ? [...q.options] : [],
    correct:
      hasOptions(q.type) && q.type !== "multiple_answer" ? Math.max(-1, q.options.indexOf(q.correctAnswer)) : null,
    correctSet:
      q.type === "multiple_answer"
        ? q.options.flatMap((o, i) => ((q.correctAnswers ?? []).includes(o) ? [i] : []))
        : [],
    answer: hasOptions(q.type) ? "" : q.correctAnswer,
    feedback: q.feedback ?? "",
    objectiveIds: [...q.objectiveIds],
    bloomLevel: q.bloomLevel,
  };
}

export function blankDraft(): Draft {
  return {
    key: newKey(),
    type: "multiple_choice",
    stem: "",
    options: ["", ""],
    correct: null,
    correctSet: [],
    answer: "",
    feedback: "",
    objectiveIds: [],
  };
}

export function toInput(d: Draft, objectiveIds: ReadonlySet<number>): QuestionInput {
  const options = writesOptions(d.type)
    ? d.options.map((o) => o.trim())
    : d.type === "true_false"
      ? [...TRUE_FALSE_OPTIONS]
      : [];
  const multiple = d.type === "multiple_answer";
  const correctAnswer = !hasOptions(d.type)
    ? d.answer.trim()
    : !multiple && d.correct !== null
      ? (options[d.correct] ?? "")
      : "";
  return {
    ...(d.id ? { id: d.id } : {}),
    type: d.type,
    stem: d.stem.trim(),
    options,
    correctAnswer,
    ...(multiple ? { correctAnswers: options.filter((_, i) => d.correctSet.includes(i)) } : {}),
    ...(d.feedback.trim() ? { feedback: d.feedback.trim() } : {}),
    objectiveIds: d.objectiveIds.filter((id) => objectiveIds.has(id)),
    ...(d.bloomLevel ? { bloomLevel: d.bloomLevel } : {}),
  };
}

/**
 * The draft as another type: options and the chosen answers reset where they no longer fit; the
 * free-text answer carries over between short answer (model answer) and essay (grading notes),
 * and the written options between multiple choice and multiple answer (its one correct option
 * becomes the first of the set; a set of one becomes the correct option).
 */
export function withType(d: Draft, type: QuestionType): Draft {
  if (type === d.type) return d;
  const reset = { ...d, type, correct: null, correctSet: [] };
  if (type === "true_false") return { ...reset, options: [...TRUE_FALSE_OPTIONS] };
  if (!hasOptions(type)) return { ...reset, options: [] };
  if (!writesOptions(d.type)) return { ...reset, options: ["", ""] };
  if (type === "multiple_answer") return { ...reset, correctSet: d.correct !== null ? [d.correct] : [] };
  return { ...reset, correct: d.correctSet.length === 1 ? d.correctSet[0]! : null };
}

/**
 * Checks every draft with the API's `questionSchema` (and that a choice question has its answer
 * chosen). @returns the request inputs and the errors by draft key ({} when all are valid)
 */
export function checkDrafts(
  drafts: readonly Draft[],
  objectiveIds: ReadonlySet<number>,
): { inputs: QuestionInput[]; errors: Record<string, DraftErrors> } {
  const inputs = drafts.map((d) => toInput(d, objectiveIds));
  const next: Record<string, DraftErrors> = {};
  inputs.forEach((input, i) => {
    const draft = drafts[i]!;
    const choosesAnswer = draft.type === "multiple_choice" || draft.type === "true_false";
    if (choosesAnswer && draft.correct === null) {
      (next[draft.key] ??= {}).correctAnswer = "Choose the correct answer";
    }
    if (draft.type === "multiple_answer" && draft.correctSet.length === 0) {
      (next[draft.key] ??= {}).correctAnswer = "Mark at least one correct answer";
    }
    const parsed = questionSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A multiple answer's key (correctAnswers) shows where the single answer's would.
        const field = String(issue.path[0] ?? "other").replace(/^correctAnswers$/, "correctAnswer");
        const slot = (["stem", "options", "correctAnswer"].includes(field) ? field : "other") as keyof DraftErrors;
        (next[draft.key] ??= {})[slot] ??= sentence(issue.message);
      }
    }
  });
  return { inputs, errors: next };
}
