import { describe, expect, it } from "vitest";
import {
  buildAssessment,
  buildContext,
  buildCourse,
  buildLesson,
  buildModule,
  buildObjective,
  buildQuestion,
} from "../test-helpers.ts";
import {
  bloomProgressionRule,
  objectiveAlignmentRule,
  practiceBeforeGradedRule,
  readabilityRule,
  workloadRule,
} from "./pedagogy.ts";

const ctx = buildContext();

/** 40+ words of real lesson text on survey data. */
const SURVEY_TEXT =
  "Survey data comes from questionnaires answered by a sample of people. Before you analyze it, check how many people answered each item, remove duplicate responses, and code open answers into categories so that you can count them and compare the groups you care about.";

describe("pedagogy.objective-alignment", () => {
  it("passes when the objective's topic words appear in lessons", () => {
    const course = buildCourse({
      objectives: [buildObjective("Students will be able to analyze survey data")],
      modules: [buildModule({ lessons: [buildLesson({ title: "Surveys", contentHtml: `<p>${SURVEY_TEXT}</p>` })] })],
    });
    expect(objectiveAlignmentRule.check(course, ctx).passed).toBe(true);
  });
  it("fails an objective no lesson teaches, naming the missing terms", () => {
    const objective = buildObjective("Evaluate regression diagnostics");
    const course = buildCourse({
      objectives: [objective],
      modules: [buildModule({ lessons: [buildLesson({ title: "Surveys" })] })],
    });
    const result = objectiveAlignmentRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      {
        message: '"Evaluate regression diagnostics": no lesson mentions "regression", "diagnostics".',
        objectiveId: objective.id,
      },
    ]);
    expect(result.fix).toMatch(/topic is taught/);
  });
});

describe("pedagogy.bloom-progression", () => {
  const modules = () => [buildModule(), buildModule(), buildModule(), buildModule()];
  it("passes when question levels rise from the first to the second half", () => {
    const ms = modules();
    const course = buildCourse({
      modules: ms,
      assessments: [
        buildAssessment({ moduleId: ms[0]!.id, questions: [buildQuestion([], { bloomLevel: "remember" })] }),
        buildAssessment({ moduleId: ms[3]!.id, questions: [buildQuestion([], { bloomLevel: "evaluate" })] }),
      ],
    });
    const result = bloomProgressionRule.check(course, ctx);
    expect(result.passed).toBe(true);
    expect(result.evidence[0]!.message).toMatch(/questions: 1\.0 in the first half, 5\.0 in the second/);
  });
  it("fails when levels fall (questions take their level from mapped objectives)", () => {
    const ms = modules();
    const create = buildObjective("Design a study");
    const recall = buildObjective("Define sampling");
    const course = buildCourse({
      modules: ms,
      objectives: [create, recall],
      assessments: [
        buildAssessment({ moduleId: ms[1]!.id, questions: [buildQuestion([create.id])] }),
        buildAssessment({ moduleId: ms[2]!.id, questions: [buildQuestion([recall.id])] }),
      ],
    });
    const result = bloomProgressionRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0 });
    expect(result.evidence[0]!.message).toMatch(/6\.0 in the first half, 1\.0 in the second/);
    expect(result.fix).toMatch(/lower to higher/);
  });
  it("falls back to objective order without placed questions", () => {
    const course = buildCourse({ objectives: [buildObjective("Define a"), buildObjective("Design b")] });
    expect(bloomProgressionRule.check(course, ctx).evidence[0]!.message).toMatch(/objectives/);
  });
});

describe("pedagogy.readability", () => {
  const simple =
    "<p>The mean is the sum of the values divided by how many there are. It tells you the middle of the data. Add the numbers. Then divide by the count. That is all you need to do.</p>";
  const dense = `<p>${"Epistemological considerations regarding methodological pluralism necessitate comprehensive institutional reconsideration of interdisciplinary evaluation frameworks concerning quantitative operationalization. ".repeat(2)}</p>`;
  it("passes plain lesson text for a beginner course", () => {
    const course = buildCourse({
      level: "beginner",
      modules: [buildModule({ lessons: [buildLesson({ contentHtml: simple })] })],
    });
    expect(readabilityRule.check(course, ctx).passed).toBe(true);
  });
  it("fails dense text and names the lesson", () => {
    const hard = buildLesson({ title: "Theory", contentHtml: dense });
    const course = buildCourse({
      level: "beginner",
      modules: [buildModule({ lessons: [buildLesson({ contentHtml: simple }), hard] })],
    });
    const result = readabilityRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence[0]).toMatchObject({ lessonId: hard.id });
    expect(result.evidence[0]!.message).toMatch(/"Theory" reads at grade \d+\.\d \(limit 12 for a beginner course\)/);
    expect(result.fix).toMatch(/grade 12 or below/);
  });
});

describe("pedagogy.workload", () => {
  const lessonsOf = (minutes: number, n: number) =>
    Array.from({ length: n }, () => buildLesson({ durationMinutes: minutes }));
  it("passes 1-10 hours a week", () => {
    const course = buildCourse({ duration: "2 weeks", modules: [buildModule({ lessons: lessonsOf(60, 4) })] });
    expect(workloadRule.check(course, ctx)).toMatchObject({
      passed: true,
      evidence: [
        { message: "About 120 minutes of lessons per week over 2 weeks (a typical range is 30-600 minutes a week)." },
      ],
    });
  });
  it("fails a near-empty 12-week course with partial credit", () => {
    const course = buildCourse({ duration: "12 weeks", modules: [buildModule({ lessons: lessonsOf(30, 6) })] });
    const result = workloadRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.fix).toMatch(/per week/);
  });
  it("checks hour-based courses against their hours", () => {
    const course = buildCourse({ duration: "12 hours", modules: [buildModule({ lessons: lessonsOf(60, 20) })] });
    const result = workloadRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence[0]!.message).toBe(
      "About 1200 minutes of lessons for a 12 hours course (a typical range is 180-1080 minutes).",
    );
  });
});

describe("pedagogy.practice-before-graded", () => {
  it("passes with a practice quiz before the exam", () => {
    const [m1, m2] = [buildModule(), buildModule()];
    const course = buildCourse({
      modules: [m1!, m2!],
      assessments: [
        buildAssessment({ type: "exam", moduleId: m2!.id }),
        buildAssessment({ type: "practice", moduleId: m1!.id, questions: [buildQuestion([])] }),
      ],
    });
    expect(practiceBeforeGradedRule.check(course, ctx).passed).toBe(true);
  });
  it("accepts a practice lesson in the exam's module", () => {
    const m = buildModule({
      lessons: [buildLesson({ title: "Practice problems", contentHtml: `<p>${SURVEY_TEXT}</p>` })],
    });
    const course = buildCourse({ modules: [m], assessments: [buildAssessment({ type: "exam", moduleId: m.id })] });
    expect(practiceBeforeGradedRule.check(course, ctx).passed).toBe(true);
  });
  it("fails when the exam comes first", () => {
    const [m1, m2] = [buildModule(), buildModule()];
    const exam = buildAssessment({ title: "Midterm", type: "exam", moduleId: m1!.id });
    const course = buildCourse({
      modules: [m1!, m2!],
      assessments: [exam, buildAssessment({ type: "quiz", moduleId: m2!.id, questions: [buildQuestion([])] })],
    });
    const result = practiceBeforeGradedRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      { message: 'The first exam, "Midterm", comes before any practice.', assessmentId: exam.id },
    ]);
    expect(result.fix).toMatch(/practice/);
  });
});
