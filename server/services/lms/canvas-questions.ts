/**
 * Canvas quiz questions (LMS.md "Canvas LMS REST API": quiz_questions; question_type,
 * question_text, answers[].answer_weight where 100 = correct) mapped to our question shape.
 */
import { question as makeQuestion, multipleAnswerQuestion, trueFalseQuestion } from "./questions.ts";
import { htmlToText } from "./sanitize.ts";
import type { ImportedQuestion } from "./types.ts";

interface CanvasAnswer {
  answer_text?: string;
  text?: string;
  html?: string;
  answer_html?: string;
  answer_weight?: number;
  weight?: number;
}
/** A quiz question as Canvas's API returns it. */
export interface CanvasQuestion {
  question_name?: string;
  question_type?: string;
  question_text?: string;
  answers?: CanvasAnswer[];
  correct_comments?: string;
  correct_comments_html?: string;
  neutral_comments?: string;
  neutral_comments_html?: string;
}

function answerText(answer: CanvasAnswer): string {
  const text = answer.answer_text ?? answer.text;
  if (text && text.trim()) return htmlToText(text);
  return htmlToText(answer.answer_html ?? answer.html ?? "");
}

function answerWeight(answer: CanvasAnswer): number {
  return answer.answer_weight ?? answer.weight ?? 0;
}

const KEPT_TYPES: Record<string, ImportedQuestion["type"]> = {
  multiple_choice_question: "multiple_choice",
  multiple_answers_question: "multiple_answer",
  true_false_question: "true_false",
  short_answer_question: "short_answer",
  essay_question: "essay",
  // The learner answers with a file the instructor grades: open-ended, like an essay.
  file_upload_question: "essay",
};

/** Canvas's text-only "question": instructions between questions, with nothing to answer. */
export const CANVAS_TEXT_ONLY_QUESTION = "text_only_question";

/**
 * Maps a Canvas quiz question (LMS.md: question_type, question_text, answers[].answer_weight
 * where 100 = correct, correct_comments) to our question. An essay_question or file_upload_question
 * becomes an essay with no grading notes (`correctAnswer: ''`; Canvas's API has no sample answer)
 * and its comments as feedback. A multiple_answers_question becomes multiple answer with every
 * answer of weight 100 correct (`correctAnswers`); Canvas scores it with partial credit and we
 * all or nothing, so `scoring` says so for the caller to warn. Other types we have no equivalent
 * for (matching, numerical, fill in blanks...) become short answer with their accepted answers;
 * `converted` tells the caller to warn. Callers skip {@link CANVAS_TEXT_ONLY_QUESTION} items.
 */
export function mapCanvasQuestion(question: CanvasQuestion): {
  question: ImportedQuestion;
  converted: boolean;
  scoringChanged?: boolean;
} {
  const kept = KEPT_TYPES[question.question_type ?? ""];
  const answers = question.answers ?? [];
  const correct = answers.filter((a) => answerWeight(a) >= 100);
  const best = correct.length > 0 ? correct : answers.filter((a) => answerWeight(a) > 0);
  const feedback = htmlToText(
    question.correct_comments_html ||
      question.correct_comments ||
      question.neutral_comments_html ||
      question.neutral_comments,
  );
  const stem = htmlToText(question.question_text) || htmlToText(question.question_name);
  const correctText = best[0] ? answerText(best[0]) : "";
  if (kept === "true_false") {
    return { question: trueFalseQuestion(stem, answers.map(answerText), correctText, feedback), converted: false };
  }
  if (kept === "multiple_choice") {
    return {
      question: makeQuestion("multiple_choice", stem, answers.map(answerText), correctText, feedback),
      converted: false,
    };
  }
  if (kept === "multiple_answer") {
    const options = answers.map(answerText);
    const key = answers.filter((a) => answerWeight(a) >= 100).map(answerText);
    return { question: multipleAnswerQuestion(stem, options, key, feedback), converted: false, scoringChanged: true };
  }
  if (kept === "essay") return { question: makeQuestion("essay", stem, [], "", feedback), converted: false };
  const accepted = best.map(answerText).filter(Boolean).join(" | ");
  return { question: makeQuestion("short_answer", stem, [], accepted, feedback), converted: kept === undefined };
}
