/**
 * Shapes imported questions into ours (common/assessment-schemas.ts): stems, options and
 * feedback are plain text; true/false options are exactly ["True", "False"].
 */
import type { ImportedQuestion } from "./types.ts";

/**
 * A true/false question from whatever labels the source used ("True"/"False", "true", "Vrai"...).
 * The correct answer is matched by its label, else by its position (first = True).
 * @param labels - the source's two option labels, in order
 * @param correctLabel - the label of the correct option ('' when unknown)
 */
export function trueFalseQuestion(
  stem: string,
  labels: string[],
  correctLabel: string,
  feedback?: string,
): ImportedQuestion {
  let correctAnswer = "";
  if (/^(true|t|yes|vrai|wahr|verdadero|verdadeiro|vero)$/i.test(correctLabel.trim())) correctAnswer = "True";
  else if (/^(false|f|no|faux|falsch|falso)$/i.test(correctLabel.trim())) correctAnswer = "False";
  else if (correctLabel) correctAnswer = labels.indexOf(correctLabel) === 1 ? "False" : "True";
  return { type: "true_false", stem, options: ["True", "False"], correctAnswer, ...(feedback ? { feedback } : {}) };
}

/** A question object with `feedback` only when there is some (keeps deep-equality simple). */
export function question(
  type: ImportedQuestion["type"],
  stem: string,
  options: string[],
  correctAnswer: string,
  feedback?: string,
): ImportedQuestion {
  return { type, stem, options, correctAnswer, ...(feedback ? { feedback } : {}) };
}

/**
 * A multiple-answer question ("select all that apply"): `options` in order, `correct` the texts
 * of the correct ones (kept in the options' order, as questionSchema stores them), and
 * `correctAnswer: ''`. Whether it passes questionSchema (2-6 distinct options, at least one
 * correct) is the caller's check.
 */
export function multipleAnswerQuestion(
  stem: string,
  options: string[],
  correct: readonly string[],
  feedback?: string,
): ImportedQuestion {
  const key = new Set(correct);
  return {
    type: "multiple_answer",
    stem,
    options,
    correctAnswer: "",
    correctAnswers: options.filter((o) => key.has(o)),
    ...(feedback ? { feedback } : {}),
  };
}
