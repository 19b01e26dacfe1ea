/** The editable form of an assessment question and its conversion to and from the API shape. */
import { TRUE_FALSE_OPTIONS, type Question, type QuestionInput, type QuestionType } from "@common/assessment-schemas";
import type { BloomLevel } from "@common/editor-schemas";

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: "Multiple choice",
  true_false: "True / false",
  short_answer: "Short answer",
};

export interface Draft {
  key: string;
  id?: string;
  type: QuestionType;
  stem: string;
  options: string[];
  /** Index of the correct option (multiple choice, true/false). */
  correct: number | null;
  /** Model answer (short answer). */
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
    options: q.type === "short_answer" ? [] : [...q.options],
    correct: q.type === "short_answer" ? null : Math.max(-1, q.options.indexOf(q.correctAnswer)),
    answer: q.type === "short_answer" ? q.correctAnswer : "",
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
    answer: "",
    feedback: "",
    objectiveIds: [],
  };
}

export function toInput(d: Draft, objectiveIds: ReadonlySet<number>): QuestionInput {
  const options =
    d.type === "multiple_choice"
      ? d.options.map((o) => o.trim())
      : d.type === "true_false"
        ? [...TRUE_FALSE_OPTIONS]
        : [];
  const correctAnswer =
    d.type === "short_answer" ? d.answer.trim() : d.correct !== null ? (options[d.correct] ?? "") : "";
  return {
    ...(d.id ? { id: d.id } : {}),
    type: d.type,
    stem: d.stem.trim(),
    options,
    correctAnswer,
    ...(d.feedback.trim() ? { feedback: d.feedback.trim() } : {}),
    objectiveIds: d.objectiveIds.filter((id) => objectiveIds.has(id)),
    ...(d.bloomLevel ? { bloomLevel: d.bloomLevel } : {}),
  };
}

export function withType(d: Draft, type: QuestionType): Draft {
  if (type === d.type) return d;
  if (type === "true_false") return { ...d, type, options: [...TRUE_FALSE_OPTIONS], correct: null };
  if (type === "short_answer") return { ...d, type, options: [], correct: null };
  return { ...d, type, options: d.type === "multiple_choice" ? d.options : ["", ""], correct: null };
}
