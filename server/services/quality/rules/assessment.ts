/**
 * Assessment Quality rules (QM General Standard 3 "Assessment and Measurement", standards
 * 3.1-3.5): assessments exist, measure every objective, are varied, spread through the course,
 * and give feedback. One small pure rule per export.
 */
import { count } from "../../../../common/plural.ts";
import type { CourseSnapshot, QuestionSnapshot, AssessmentSnapshot } from "../../../../common/course-snapshot.ts";
import type { QualityRule } from "../types.ts";
import { MAX_EVIDENCE, allItemsResult, orderedModules, ratio } from "./helpers.ts";
import { orderedObjectives } from "./objectives.ts";
import { isRealAssessmentLesson, isRealQuestion, questionQualityRule } from "./question-quality.ts";

/** Every question with the assessment it belongs to. */
export function allQuestions(course: CourseSnapshot): { question: QuestionSnapshot; assessment: AssessmentSnapshot }[] {
  return course.assessments.flatMap((assessment) => assessment.questions.map((question) => ({ question, assessment })));
}

/**
 * The course has assessments, and each has at least one question: an empty quiz is a promise, not
 * an assessment. Score: share of assessments with questions (0 without assessments). Source: QM 3.1
 * (assessments measure the achievement of the objectives).
 */
export const assessmentExistsRule: QualityRule = {
  id: "assessment.exists",
  dimension: "assessmentQuality",
  title: "The course has assessments with questions",
  weight: 2,
  standard: "QM 3.1",
  check(course) {
    const fix =
      "Add assessments (quizzes, assignments, a project) with their questions or prompts, so learners can show they reached the objectives.";
    const n = course.assessments.length;
    if (n === 0) return { passed: false, score: 0, evidence: [{ message: "No assessments." }], fix };
    const empty = course.assessments.filter((a) => a.questions.length === 0);
    return {
      passed: empty.length === 0,
      score: (n - empty.length) / n,
      evidence: empty.length
        ? empty.map((a) => ({ message: `"${a.title}" has no questions.`, assessmentId: a.id }))
        : [{ message: `${count(n, "assessment")}, each with questions.` }],
      fix,
    };
  },
};

/** Real questions an objective needs for full credit: one item is thin evidence of mastery. */
export const QUESTIONS_PER_OBJECTIVE = 2;

/**
 * Every learning objective is measured by real questions (question.objectiveIds; template
 * placeholders do not count, see question-quality.ts): full credit from 2 questions or one essay,
 * half credit for a single short item. Source: QM 3.1 (assessments measure the achievement of the
 * stated objectives); two or more items per outcome for a dependable judgment.
 */
export const objectiveCoverageRule: QualityRule = {
  id: "assessment.objective-coverage",
  dimension: "assessmentQuality",
  title: "Every objective is assessed",
  weight: 3,
  standard: "QM 3.1",
  check(course) {
    const fix = `Map at least ${QUESTIONS_PER_OBJECTIVE} real questions (or an essay or project prompt) to every learning objective.`;
    const evidence = new Map<number, number>();
    for (const { question } of allQuestions(course)) {
      if (!isRealQuestion(course, question)) continue;
      const weight = question.type === "essay" ? QUESTIONS_PER_OBJECTIVE : 1;
      for (const id of new Set(question.objectiveIds)) evidence.set(id, (evidence.get(id) ?? 0) + weight);
    }
    const objectives = orderedObjectives(course);
    if (objectives.length === 0)
      return {
        passed: false,
        score: 0,
        evidence: [{ message: "The course has no learning objectives to assess." }],
        fix,
      };
    const credit = (id: number) => Math.min(1, (evidence.get(id) ?? 0) / QUESTIONS_PER_OBJECTIVE);
    const short = objectives.filter((o) => credit(o.id) < 1);
    const score = objectives.reduce((sum, o) => sum + credit(o.id), 0) / objectives.length;
    return {
      passed: short.length === 0,
      score,
      evidence: short.length
        ? short.slice(0, MAX_EVIDENCE).map((o) => ({
            message: evidence.has(o.id)
              ? `Only one real question measures "${o.text}".`
              : `No real question measures "${o.text}".`,
            objectiveId: o.id,
          }))
        : [
            {
              message: `All ${objectives.length} objectives are measured by ${QUESTIONS_PER_OBJECTIVE}+ real questions.`,
            },
          ],
      fix,
    };
  },
};

/**
 * Every question is mapped to an existing learning objective, so nothing is assessed that was not
 * an intended outcome. Source: QM 3.1 and 2.4 (relationship between objectives and assessments).
 */
export const questionsMappedRule: QualityRule = {
  id: "assessment.questions-mapped",
  dimension: "assessmentQuality",
  title: "Every question is mapped to an objective",
  weight: 2,
  standard: "QM 3.1; QM 2.4",
  check(course) {
    const objectiveIds = new Set(course.objectives.map((o) => o.id));
    const questions = allQuestions(course);
    const failures = questions
      .filter(({ question }) => !question.objectiveIds.some((id) => objectiveIds.has(id)))
      .map(({ question, assessment }) => ({
        message: `Question "${question.stem.slice(0, 80)}" in "${assessment.title}" is not mapped to any objective.`,
        assessmentId: assessment.id,
        questionId: question.id,
      }));
    return allItemsResult({
      total: questions.length,
      failures,
      summary: `All ${questions.length} questions are mapped to objectives.`,
      emptyMessage: "The course has no assessment questions.",
      fix: "Map every assessment question to the learning objective it measures.",
    });
  },
};

/** Distinct assessment types a course should use. */
export const MIN_ASSESSMENT_TYPES = 2;

/**
 * Two or more assessment types (quiz, assignment, project, discussion, ...), so learners can show
 * what they know in more than one way. Source: QM 3.4 (assessments are sequenced, varied and suited
 * to the level of the course).
 */
export const assessmentVarietyRule: QualityRule = {
  id: "assessment.variety",
  dimension: "assessmentQuality",
  title: "Assessments of more than one type",
  weight: 1,
  standard: "QM 3.4",
  check(course) {
    const types = [...new Set(course.assessments.map((a) => a.type.toLowerCase()))];
    return {
      passed: types.length >= MIN_ASSESSMENT_TYPES,
      score: Math.min(1, types.length / MIN_ASSESSMENT_TYPES),
      evidence: [{ message: types.length ? `Assessment types: ${types.join(", ")}.` : "No assessments." }],
      fix: "Use at least two kinds of assessment, e.g. quizzes plus an assignment or project.",
    };
  },
};

/** Share of modules that should contain an assessment. */
export const MIN_ASSESSED_MODULE_SHARE = 0.5;

/**
 * Assessment is spread through the course: at least half the modules have an assessment with
 * questions (by moduleId) or an assessment lesson that names its assessment, so learners get regular checkpoints. Source: QM 3.5 (multiple
 * opportunities to track learning progress).
 */
export const assessmentDistributionRule: QualityRule = {
  id: "assessment.distribution",
  dimension: "assessmentQuality",
  title: "Assessments spread across modules",
  weight: 1,
  standard: "QM 3.5",
  check(course) {
    const fix = "Add a short check (quiz, exercise or assessment lesson) to at least half of the modules.";
    const modules = orderedModules(course);
    if (modules.length === 0)
      return { passed: false, score: 0, evidence: [{ message: "The course has no modules." }], fix };
    // An empty quiz, a quiz of template placeholders, or an assessment lesson that names no
    // assessment is not a checkpoint.
    const withAssessment = new Set(
      course.assessments.filter((a) => a.questions.some((q) => isRealQuestion(course, q))).map((a) => a.moduleId),
    );
    const unassessed = modules.filter(
      (m) =>
        !withAssessment.has(m.id) &&
        !m.lessons.some((l) => l.type === "assessment" && isRealAssessmentLesson(course, l)),
    );
    const share = ratio(modules.length - unassessed.length, modules.length);
    const passed = share >= MIN_ASSESSED_MODULE_SHARE;
    return {
      passed,
      score: Math.min(1, share / MIN_ASSESSED_MODULE_SHARE),
      evidence: passed
        ? [{ message: `${modules.length - unassessed.length} of ${modules.length} modules have an assessment.` }]
        : unassessed.map((m) => ({ message: `Module "${m.title}" has no assessment.`, moduleId: m.id })),
      fix,
    };
  },
};

/**
 * Questions carry feedback that explains the answer. An essay too: its feedback tells learners what
 * a strong answer covers; its grading notes (`correctAnswer`) are for the grader and do not count.
 * Source: QM 3.5 (learners get timely feedback on their progress).
 */
export const questionFeedbackRule: QualityRule = {
  id: "assessment.feedback",
  dimension: "assessmentQuality",
  title: "Questions give feedback",
  weight: 2,
  standard: "QM 3.5",
  check(course) {
    const questions = allQuestions(course);
    const failures = questions
      .filter(({ question }) => !question.feedback?.trim())
      .map(({ question, assessment }) => ({
        message: `Question "${question.stem.slice(0, 80)}" in "${assessment.title}" has no feedback.`,
        assessmentId: assessment.id,
        questionId: question.id,
      }));
    return allItemsResult({
      total: questions.length,
      failures,
      summary: `All ${questions.length} questions have feedback.`,
      emptyMessage: "The course has no assessment questions.",
      fix: "Add feedback to every question that explains why the right answer is right (for an essay, what a strong answer covers).",
    });
  },
};

/** Assessment Quality rules, in display order. */
export const assessmentRules: readonly QualityRule[] = [
  assessmentExistsRule,
  questionQualityRule,
  objectiveCoverageRule,
  questionsMappedRule,
  assessmentVarietyRule,
  assessmentDistributionRule,
  questionFeedbackRule,
];
