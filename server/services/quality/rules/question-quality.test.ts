import { describe, expect, it } from "vitest";
import {
  DEFAULT_LESSON_TEXTS,
  buildAssessment,
  buildContext,
  buildCourse,
  buildLesson,
  buildModule,
  buildQuestion,
} from "../test-helpers.ts";
import { isRealAssessmentLesson, questionQualityRule } from "./question-quality.ts";

const ctx = buildContext();
const lesson = () => buildLesson({ contentHtml: `<p>${DEFAULT_LESSON_TEXTS[0]}</p>` });
const courseWith = (...questions: ReturnType<typeof buildQuestion>[]) =>
  buildCourse({
    modules: [buildModule({ lessons: [lesson()] })],
    assessments: [buildAssessment({ title: "Quiz 1", questions })],
  });

describe("assessment.question-quality", () => {
  it("passes specific items about what the lessons teach", () => {
    expect(questionQualityRule.check(courseWith(buildQuestion([]), buildQuestion([])), ctx).passed).toBe(true);
  });

  it("names each template placeholder and what is wrong with it", () => {
    const template = buildQuestion([], {
      stem: "Question 1: [Enter question text]",
      options: ["Option A", "Option B", "Option C", "Option D"],
      correctAnswer: "Option A",
      feedback: "Feedback goes here.",
    });
    const result = questionQualityRule.check(courseWith(buildQuestion([]), template), ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence).toEqual([
      {
        message:
          '"Question 1: [Enter question text]" in "Quiz 1": the stem is a placeholder; the options are placeholders; the feedback is boilerplate.',
        assessmentId: expect.any(Number),
        questionId: template.id,
      },
    ]);
  });

  it("judges a multiple-answer item by its options too: a real one passes, a template one is named", () => {
    const real = buildQuestion([], {
      type: "multiple_answer",
      stem: "Which measures of centre are barely moved by one extreme value?",
      options: ["The median", "The mean", "The mode", "The maximum"],
      correctAnswer: "",
      correctAnswers: ["The median", "The mode"],
    });
    expect(questionQualityRule.check(courseWith(real), ctx).passed).toBe(true);
    const template = { ...real, id: "q-template", options: ["Option A", "Option B"], correctAnswers: ["Option A"] };
    const result = questionQualityRule.check(courseWith(real, template), ctx);
    expect(result.evidence.map((e) => e.message)).toEqual([
      '"Which measures of centre are barely moved by one extreme value?" in "Quiz 1": the options are placeholders.',
    ]);
  });

  it("takes the same feedback pasted under three questions for boilerplate", () => {
    const pasted = { feedback: "Review the lesson for this topic." };
    const result = questionQualityRule.check(
      courseWith(buildQuestion([], pasted), buildQuestion([], pasted), buildQuestion([], pasted)),
      ctx,
    );
    expect(result.score).toBe(0);
    expect(result.evidence[0]!.message).toMatch(/the feedback is boilerplate/);
  });

  it("fails a generic question that names nothing the lessons teach", () => {
    const generic = buildQuestion([], {
      type: "essay",
      stem: "Discuss the main themes of this course.",
      options: [],
      correctAnswer: "",
    });
    const result = questionQualityRule.check(courseWith(generic), ctx);
    expect(result.evidence[0]!.message).toMatch(/it names nothing the lessons teach/);
  });

  it("fails a course without questions", () => {
    expect(questionQualityRule.check(buildCourse(), ctx)).toMatchObject({ passed: false, score: 0 });
  });
});

describe("isRealAssessmentLesson", () => {
  it("follows the named assessment: an empty quiz is no assessment", () => {
    const empty = buildAssessment({ title: "Module 1 Quiz" });
    const full = buildAssessment({ title: "Module 2 Quiz", questions: [buildQuestion([])] });
    const course = buildCourse({ modules: [buildModule({ lessons: [lesson()] })], assessments: [empty, full] });
    const opens = (title: string) =>
      buildLesson({ type: "assessment", contentHtml: `<p>Assessment: ${title}</p><p>Add instructions here.</p>` });
    expect(isRealAssessmentLesson(course, opens("Module 1 Quiz"))).toBe(false);
    expect(isRealAssessmentLesson(course, opens("Module 2 Quiz"))).toBe(true);
  });
});
