import { describe, expect, it } from "vitest";
import {
  buildAssessment,
  buildContext,
  buildCourse,
  buildLesson,
  buildModule,
  buildObjective,
  buildQuestion,
  DEFAULT_LESSON_TEXTS,
} from "../test-helpers.ts";
import {
  assessmentDistributionRule,
  assessmentExistsRule,
  assessmentVarietyRule,
  objectiveCoverageRule,
  questionFeedbackRule,
  questionsMappedRule,
} from "./assessment.ts";

const ctx = buildContext();

describe("assessment.exists", () => {
  it("passes with an assessment that has questions", () => {
    const quiz = buildAssessment({ questions: [buildQuestion([])] });
    expect(assessmentExistsRule.check(buildCourse({ assessments: [quiz] }), ctx).passed).toBe(true);
  });
  it("fails without", () => {
    const result = assessmentExistsRule.check(buildCourse(), ctx);
    expect(result).toMatchObject({ passed: false, score: 0, evidence: [{ message: "No assessments." }] });
    expect(result.fix).toMatch(/Add assessments/);
  });
  it("counts an assessment with no questions as a failure, not as presence", () => {
    const full = buildAssessment({ questions: [buildQuestion([])] });
    const empty = buildAssessment({ title: "Unit 2 quiz" });
    const result = assessmentExistsRule.check(buildCourse({ assessments: [full, empty] }), ctx);
    expect(result).toMatchObject({
      passed: false,
      score: 0.5,
      evidence: [{ message: '"Unit 2 quiz" has no questions.', assessmentId: empty.id }],
    });
  });
});

describe("assessment.objective-coverage", () => {
  // Questions count when they are about what the lessons teach: the course needs a lesson.
  const taught = () => [buildModule({ lessons: [buildLesson({ contentHtml: `<p>${DEFAULT_LESSON_TEXTS[0]}</p>` })] })];
  it("passes when each objective has two real questions", () => {
    const a = buildObjective("Analyze data");
    const course = buildCourse({
      modules: taught(),
      objectives: [a],
      assessments: [buildAssessment({ questions: [buildQuestion([a.id]), buildQuestion([a.id])] })],
    });
    expect(objectiveCoverageRule.check(course, ctx).passed).toBe(true);
  });
  it("gives half credit for one question and names unassessed objectives", () => {
    const a = buildObjective("Analyze data");
    const b = buildObjective("Design a survey");
    const course = buildCourse({
      modules: taught(),
      objectives: [a, b],
      assessments: [buildAssessment({ questions: [buildQuestion([a.id])] })],
    });
    const result = objectiveCoverageRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0.25 });
    expect(result.evidence).toEqual([
      { message: 'Only one real question measures "Analyze data".', objectiveId: a.id },
      { message: 'No real question measures "Design a survey".', objectiveId: b.id },
    ]);
    expect(result.fix).toMatch(/every learning objective/);
  });
  it("counts an essay as full evidence", () => {
    const a = buildObjective("Evaluate a study's conclusions");
    const essay = buildQuestion([a.id], {
      type: "essay",
      stem: "Explain why the median describes a typical income better than the mean.",
      options: [],
      correctAnswer: "",
    });
    const course = buildCourse({
      modules: taught(),
      objectives: [a],
      assessments: [buildAssessment({ questions: [essay] })],
    });
    expect(objectiveCoverageRule.check(course, ctx).passed).toBe(true);
    expect(questionsMappedRule.check(course, ctx).passed).toBe(true);
  });
  it("does not count template placeholders as measuring anything", () => {
    const a = buildObjective("Analyze data");
    const placeholder = (n: number) =>
      buildQuestion([a.id], {
        stem: `Question ${n}: [Enter question text]`,
        options: ["Option A", "Option B", "Option C", "Option D"],
        correctAnswer: "Option A",
      });
    const course = buildCourse({
      modules: taught(),
      objectives: [a],
      assessments: [buildAssessment({ questions: [placeholder(1), placeholder(2)] })],
    });
    expect(objectiveCoverageRule.check(course, ctx)).toMatchObject({ passed: false, score: 0 });
  });
});

describe("assessment.questions-mapped", () => {
  it("passes when every question maps to an existing objective", () => {
    const a = buildObjective("Analyze data");
    const course = buildCourse({
      objectives: [a],
      assessments: [buildAssessment({ questions: [buildQuestion([a.id])] })],
    });
    expect(questionsMappedRule.check(course, ctx).passed).toBe(true);
  });
  it("fails on unmapped or dangling questions", () => {
    const a = buildObjective("Analyze data");
    const unmapped = buildQuestion([], { stem: "What is a mean?" });
    const dangling = buildQuestion([999_999]);
    const quiz = buildAssessment({ title: "Quiz 1", questions: [buildQuestion([a.id]), unmapped, dangling] });
    const result = questionsMappedRule.check(buildCourse({ objectives: [a], assessments: [quiz] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence[0]).toEqual({
      message: 'Question "What is a mean?" in "Quiz 1" is not mapped to any objective.',
      assessmentId: quiz.id,
      questionId: unmapped.id,
    });
    expect(result.evidence).toHaveLength(2);
    expect(result.fix).toMatch(/Map every/);
  });
});

describe("assessment.variety", () => {
  it("passes with two types", () => {
    const course = buildCourse({ assessments: [buildAssessment(), buildAssessment({ type: "project" })] });
    expect(assessmentVarietyRule.check(course, ctx).passed).toBe(true);
  });
  it("fails with one type, half credit", () => {
    const result = assessmentVarietyRule.check(
      buildCourse({ assessments: [buildAssessment(), buildAssessment()] }),
      ctx,
    );
    expect(result).toMatchObject({ passed: false, score: 0.5, evidence: [{ message: "Assessment types: quiz." }] });
    expect(result.fix).toMatch(/two kinds/);
  });
});

describe("assessment.distribution", () => {
  it("passes when half the modules have an assessment or an assessment lesson", () => {
    const [m1, m2, m3, m4] = [
      buildModule(),
      buildModule({ lessons: [buildLesson({ type: "assessment", contentHtml: "<p>Assessment: Quiz 2</p>" })] }),
      buildModule(),
      buildModule(),
    ];
    const quiz = buildAssessment({ moduleId: m1!.id, questions: [buildQuestion([])] });
    const course = buildCourse({ modules: [m1!, m2!, m3!, m4!], assessments: [quiz] });
    expect(assessmentDistributionRule.check(course, ctx).passed).toBe(true);
  });
  it("fails when assessment is bunched, naming unassessed modules", () => {
    const modules = [
      buildModule({ title: "A" }),
      buildModule({ title: "B" }),
      buildModule({ title: "C" }),
      buildModule({ title: "D" }),
    ];
    const quiz = buildAssessment({ moduleId: modules[3]!.id, questions: [buildQuestion([])] });
    const course = buildCourse({ modules, assessments: [quiz] });
    const result = assessmentDistributionRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence[0]).toEqual({ message: 'Module "A" has no assessment.', moduleId: modules[0]!.id });
    expect(result.fix).toMatch(/half of the modules/);
  });
});

describe("assessment.feedback", () => {
  it("passes when questions have feedback", () => {
    const course = buildCourse({ assessments: [buildAssessment({ questions: [buildQuestion([])] })] });
    expect(questionFeedbackRule.check(course, ctx).passed).toBe(true);
  });
  it("fails on questions without feedback", () => {
    const bare = buildQuestion([], { feedback: " ", stem: "Pick one" });
    const quiz = buildAssessment({ title: "Quiz 2", questions: [bare] });
    const result = questionFeedbackRule.check(buildCourse({ assessments: [quiz] }), ctx);
    expect(result).toMatchObject({ passed: false, score: 0 });
    expect(result.evidence).toEqual([
      { message: 'Question "Pick one" in "Quiz 2" has no feedback.', assessmentId: quiz.id, questionId: bare.id },
    ]);
    expect(result.fix).toMatch(/feedback/);
  });
  it("asks an essay for feedback too: its grading notes are for the grader", () => {
    const essay = buildQuestion([], {
      type: "essay",
      stem: "Critique the study",
      options: [],
      correctAnswer: "Looks for sample size and confounders.",
      feedback: undefined,
    });
    const quiz = buildAssessment({ title: "Essay", questions: [essay] });
    const result = questionFeedbackRule.check(buildCourse({ assessments: [quiz] }), ctx);
    expect(result).toMatchObject({ passed: false, score: 0 });
    expect(result.fix).toMatch(/for an essay, what a strong answer covers/);
  });
});
