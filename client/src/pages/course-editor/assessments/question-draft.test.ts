import { describe, expect, it } from "vitest";
import { questionSchema, type Question } from "@common/assessment-schemas";
import { QUESTION_TYPE_LABELS, blankDraft, checkDrafts, toDraft, toInput, withType } from "./question-draft";

const essay: Question = {
  id: "3f0c2f8e-9a51-4d7e-8a3b-2b1f4c5d6e7f",
  type: "essay",
  stem: "Explain osmosis in your own words.",
  options: [],
  correctAnswer: "Mentions water, a membrane and concentration.",
  objectiveIds: [1],
};

describe("question drafts: essay", () => {
  it('is labelled "Essay"', () => {
    expect(QUESTION_TYPE_LABELS.essay).toBe("Essay");
  });

  it("keeps the grading notes through draft and back, and the input passes the schema", () => {
    const draft = toDraft(essay);
    expect(draft).toMatchObject({ type: "essay", options: [], correct: null, answer: essay.correctAnswer });
    const input = toInput(draft, new Set([1]));
    expect(input).toEqual({ ...essay });
    expect(questionSchema.safeParse(input).success).toBe(true);
  });

  it("may have no grading notes", () => {
    const draft = { ...withType({ ...blankDraft(), stem: "Reflect on the lab." }, "essay"), answer: "  " };
    const input = toInput(draft, new Set());
    expect(input).toMatchObject({ type: "essay", options: [], correctAnswer: "" });
    expect(questionSchema.safeParse(input).success).toBe(true);
  });

  it("switching from short answer carries the text over; to multiple choice it gets options again", () => {
    const short = { ...withType(blankDraft(), "short_answer"), answer: "A model answer" };
    const asEssay = withType(short, "essay");
    expect(asEssay).toMatchObject({ type: "essay", options: [], correct: null, answer: "A model answer" });
    expect(withType(asEssay, "multiple_choice")).toMatchObject({ options: ["", ""], correct: null });
  });
});

const multipleAnswer: Question = {
  id: "6b1d8e0a-2c4f-4a9e-9d3b-7c5e1f2a3b4c",
  type: "multiple_answer",
  stem: "Which are prime?",
  options: ["2", "4", "7"],
  correctAnswer: "",
  correctAnswers: ["2", "7"],
  objectiveIds: [],
};

describe("question drafts: multiple answer", () => {
  it("keeps the set of correct options through draft and back, and the input passes the schema", () => {
    const draft = toDraft(multipleAnswer);
    expect(draft).toMatchObject({
      type: "multiple_answer",
      options: ["2", "4", "7"],
      correct: null,
      correctSet: [0, 2],
    });
    const input = toInput(draft, new Set());
    expect(input).toEqual(multipleAnswer);
    expect(questionSchema.safeParse(input).success).toBe(true);
  });

  it("carries options and the correct one over from multiple choice, and a set of one back", () => {
    const choice = { ...blankDraft(), options: ["a", "b", "c"], correct: 1 };
    const asMultiple = withType(choice, "multiple_answer");
    expect(asMultiple).toMatchObject({ options: ["a", "b", "c"], correct: null, correctSet: [1] });
    expect(withType({ ...asMultiple, correctSet: [2] }, "multiple_choice")).toMatchObject({
      correct: 2,
      correctSet: [],
    });
    expect(withType({ ...asMultiple, correctSet: [0, 2] }, "multiple_choice")).toMatchObject({ correct: null });
    expect(withType(asMultiple, "essay")).toMatchObject({ options: [], correctSet: [] });
  });

  it("asks for at least one correct option, shown with the answer's error", () => {
    const draft = { ...toDraft(multipleAnswer), key: "k1", correctSet: [] };
    const { errors } = checkDrafts([draft], new Set());
    expect(errors.k1?.correctAnswer).toBe("Mark at least one correct answer");
    expect(checkDrafts([toDraft(multipleAnswer)], new Set()).errors).toEqual({});
  });
});
