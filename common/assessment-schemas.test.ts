import { describe, expect, it } from "vitest";
import { createAssessmentSchema, questionSchema } from "./assessment-schemas.ts";

const base = {
  type: "multiple_answer",
  stem: "Which are primary colours?",
  options: ["Red", "Green", "Blue", "Yellow"],
};

function issues(input: unknown) {
  const result = questionSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("questionSchema: multiple answer", () => {
  it("keeps a set of correct options, in the options' order, with correctAnswer empty", () => {
    const parsed = questionSchema.parse({ ...base, correctAnswers: [" Yellow", "Red"] });
    expect(parsed).toEqual({
      type: "multiple_answer",
      stem: "Which are primary colours?",
      options: ["Red", "Green", "Blue", "Yellow"],
      correctAnswer: "",
      correctAnswers: ["Red", "Yellow"],
      objectiveIds: [],
    });
  });

  it("accepts every option correct, and a single one", () => {
    expect(questionSchema.parse({ ...base, correctAnswers: base.options }).correctAnswers).toEqual(base.options);
    expect(questionSchema.parse({ ...base, correctAnswers: ["Blue"] }).correctAnswers).toEqual(["Blue"]);
  });

  it("names correctAnswers when the key is missing, empty, foreign or repeated", () => {
    const message = "correctAnswers must mark at least one option correct";
    expect(issues(base)).toEqual([{ path: "correctAnswers", message }]);
    expect(issues({ ...base, correctAnswers: [] })).toEqual([{ path: "correctAnswers", message }]);
    expect(issues({ ...base, correctAnswers: ["Red", "Purple"] })).toEqual([
      { path: "correctAnswers", message: "correctAnswers must all be options of the question" },
    ]);
    expect(issues({ ...base, correctAnswers: ["Red", "Red"] })).toEqual([
      { path: "correctAnswers", message: "correctAnswers must not repeat an option" },
    ]);
    expect(issues({ ...base, correctAnswers: "Red" })).toEqual([
      { path: "correctAnswers", message: "correctAnswers must be a list of text" },
    ]);
  });

  it("refuses a single correctAnswer in place of the set", () => {
    expect(issues({ ...base, correctAnswer: "Red", correctAnswers: ["Red"] })).toEqual([
      {
        path: "correctAnswer",
        message: "correctAnswer must be empty: a multiple-answer question lists its correct options in correctAnswers",
      },
    ]);
  });

  it("has the option rules of multiple choice: 2-6, non-empty, distinct ignoring case", () => {
    expect(issues({ ...base, options: ["Red"], correctAnswers: ["Red"] })[0]).toEqual({
      path: "options",
      message: "options: a multiple-answer question needs 2-6 options",
    });
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    expect(issues({ ...base, options: seven, correctAnswers: ["a"] })[0]!.path).toBe("options");
    expect(issues({ ...base, options: ["Red", " "], correctAnswers: ["Red"] })[0]!.message).toBe(
      "options must not be empty",
    );
    expect(issues({ ...base, options: ["Red", "red"], correctAnswers: ["Red"] })[0]!.message).toBe(
      "options must be distinct",
    );
  });
});

describe("questionSchema: the other types are unchanged", () => {
  const choice = { type: "multiple_choice", stem: "Pick one", options: ["A", "B"], correctAnswer: "B" };

  it("parses a stored question without correctAnswers as before (no correctAnswers key)", () => {
    const parsed = questionSchema.parse(choice);
    expect(parsed).toEqual({ ...choice, objectiveIds: [] });
    expect("correctAnswers" in parsed).toBe(false);
  });

  it("drops an empty correctAnswers and refuses a non-empty one", () => {
    expect("correctAnswers" in questionSchema.parse({ ...choice, correctAnswers: [] })).toBe(false);
    expect(issues({ ...choice, correctAnswers: ["B"] })).toEqual([
      { path: "correctAnswers", message: "correctAnswers is only for a multiple-answer question" },
    ]);
    expect(issues({ type: "essay", stem: "Discuss", correctAnswers: ["x"] })[0]!.path).toBe("correctAnswers");
  });

  it("still requires correctAnswer for multiple choice, true/false and short answer", () => {
    expect(issues({ ...choice, correctAnswer: "" })).toEqual([
      { path: "correctAnswer", message: "correctAnswer is required" },
    ]);
    expect(issues({ type: "short_answer", stem: "2 + 2?" })[0]!.path).toBe("correctAnswer");
  });

  it("reports the question's position in an assessment body", () => {
    const result = createAssessmentSchema.safeParse({
      courseId: 1,
      title: "Quiz",
      questions: [choice, { ...base, correctAnswers: ["Teal"] }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["questions.1.correctAnswers"]);
  });
});
