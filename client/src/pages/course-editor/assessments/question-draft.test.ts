import { describe, expect, it } from "vitest";
import { questionSchema, type Question } from "@common/assessment-schemas";
import { QUESTION_TYPE_LABELS, blankDraft, toDraft, toInput, withType } from "./question-draft";

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
