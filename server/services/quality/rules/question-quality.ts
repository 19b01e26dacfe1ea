/**
 * Question quality: are the questions real items about this course, or template scaffolding
 * ("Question 1: [Enter question text]", options "Option A-D", "Feedback goes here", the same
 * feedback pasted under every question)? Source: QM 3.3 (specific and descriptive criteria) and
 * 3.5 (feedback), and the item-writing rules of ../shared/AI-RUBRIC.md (a stem answerable on its
 * own, distinct plausible options).
 */
import { count } from "../../../../common/plural.ts";
import { lessonHasContent } from "../../../../common/course-stats.ts";
import type { CourseSnapshot, LessonSnapshot, QuestionSnapshot } from "../../../../common/course-snapshot.ts";
import { contentTerms, htmlToText, normalizeText, termSet, wordCount } from "../text.ts";
import type { QualityRule, RuleEvidence } from "../types.ts";
import { allQuestions } from "./assessment.ts";
import { lessonTextFacts } from "./content.ts";
import { MAX_EVIDENCE } from "./helpers.ts";

/** Placeholder text of question templates. */
const PLACEHOLDER_TEXT =
  /\[[^\]]*\]|\b(?:question text|enter (?:the )?question|tbd|tba|lorem ipsum|goes here|answers? will vary|to be added)\b/i;
/** Options that only number the choices. */
const PLACEHOLDER_OPTION = /^(?:option|answer|choice|item)\s*[a-f1-6]?$|^[a-f1-6]$/i;
/** Fewest words of a stem that can ask something specific. */
const MIN_STEM_WORDS = 4;
/** The same feedback text under this many questions or more is pasted boilerplate. */
const REPEATED_FEEDBACK = 3;

function problemsOf(
  question: QuestionSnapshot,
  taught: ReadonlySet<string>,
  feedbackUses: ReadonlyMap<string, number>,
): string[] {
  const problems: string[] = [];
  const { stem, options, correctAnswer, feedback } = question;
  if (PLACEHOLDER_TEXT.test(stem) || wordCount(stem) < MIN_STEM_WORDS) problems.push("the stem is a placeholder");
  const choices = question.type === "true_false" ? [] : options;
  if (choices.some((o) => PLACEHOLDER_OPTION.test(o.trim()) || PLACEHOLDER_TEXT.test(o)))
    problems.push("the options are placeholders");
  if (new Set(choices.map((o) => normalizeText(o))).size < choices.length) problems.push("two options are the same");
  if (PLACEHOLDER_TEXT.test(correctAnswer)) problems.push("the answer is a placeholder");
  const note = feedback?.trim() ?? "";
  if (note && (PLACEHOLDER_TEXT.test(note) || (feedbackUses.get(normalizeText(note)) ?? 0) >= REPEATED_FEEDBACK))
    problems.push("the feedback is boilerplate");
  const asked = contentTerms(`${stem} ${options.join(" ")} ${correctAnswer}`);
  if (problems.length === 0 && !asked.some((t) => taught.has(t))) problems.push("it names nothing the lessons teach");
  return problems;
}

const problemCache = new WeakMap<CourseSnapshot, Map<QuestionSnapshot, string[]>>();

/**
 * What is wrong with each question of the course (empty list: a real item), computed once per
 * course snapshot and shared by the assessment rules.
 */
export function questionProblems(course: CourseSnapshot): Map<QuestionSnapshot, string[]> {
  const cached = problemCache.get(course);
  if (cached) return cached;
  const taught = termSet(
    lessonTextFacts(course)
      .map((f) => f.ownText)
      .join("\n"),
  );
  const questions = allQuestions(course).map(({ question }) => question);
  const feedbackUses = new Map<string, number>();
  for (const question of questions) {
    const note = normalizeText(question.feedback ?? "");
    if (note) feedbackUses.set(note, (feedbackUses.get(note) ?? 0) + 1);
  }
  const problems = new Map(questions.map((q) => [q, problemsOf(q, taught, feedbackUses)] as const));
  problemCache.set(course, problems);
  return problems;
}

/** Whether a question is a real item (no template placeholder, about what the lessons teach). */
export function isRealQuestion(course: CourseSnapshot, question: QuestionSnapshot): boolean {
  return (questionProblems(course).get(question)?.length ?? 1) === 0;
}

/**
 * Whether an assessment lesson leads to real assessment: the assessment it names ("Assessment:
 * Quiz 1") has at least one real question; a lesson naming no assessment of the course counts
 * when it holds content of its own (lessonHasContent: instructions, media).
 */
export function isRealAssessmentLesson(course: CourseSnapshot, lesson: LessonSnapshot): boolean {
  const name = /\bAssessment:\s*(.+)/.exec(htmlToText(lesson.contentHtml))?.[1];
  const named = name ? course.assessments.find((a) => normalizeText(a.title) === normalizeText(name)) : undefined;
  if (named) return named.questions.some((q) => isRealQuestion(course, q));
  return lessonHasContent(lesson);
}

/**
 * Every question is a real item about the course: a specific stem (no template placeholder, 4+
 * words), options that are not "Option A" or repeated, an answer and feedback that are not
 * placeholders (feedback pasted under 3+ questions counts as one), and at least one content word
 * that the lessons' own text also uses. Score: share of good questions; none -> 0.
 */
export const questionQualityRule: QualityRule = {
  id: "assessment.question-quality",
  dimension: "assessmentQuality",
  title: "Questions are real items about what the course teaches",
  weight: 3,
  standard: "QM 3.3; QM 3.5",
  check(course: CourseSnapshot) {
    const fix =
      "Replace template questions with items about the lessons: a specific stem, real options, and feedback that explains the answer.";
    const questions = allQuestions(course);
    if (questions.length === 0)
      return { passed: false, score: 0, evidence: [{ message: "The course has no assessment questions." }], fix };
    const problemsByQuestion = questionProblems(course);
    const failures: RuleEvidence[] = [];
    for (const { question, assessment } of questions) {
      const problems = problemsByQuestion.get(question) ?? [];
      if (problems.length > 0)
        failures.push({
          message: `"${question.stem.slice(0, 80)}" in "${assessment.title}": ${problems.join("; ")}.`,
          assessmentId: assessment.id,
          questionId: question.id,
        });
    }
    const good = questions.length - failures.length;
    return {
      passed: failures.length === 0,
      score: good / questions.length,
      evidence: failures.length
        ? failures.slice(0, MAX_EVIDENCE)
        : [{ message: `All ${count(questions.length, "question")} are specific items about the lessons.` }],
      fix,
    };
  },
};
