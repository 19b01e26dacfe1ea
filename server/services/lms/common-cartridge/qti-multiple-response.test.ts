/**
 * QTI multiple response (IMS CC QTI profile cc.multiple_response.v0p1) read as our multiple-answer
 * type: the CC all-or-nothing scoring as is, partial credit named, and an item our type cannot
 * hold kept as an essay with its key.
 */
import { describe, expect, it } from "vitest";
import { parseQti } from "./qti.ts";

function item(choices: string[], scoring: string, ident = "q1"): string {
  const labels = choices
    .map((c, i) => `<response_label ident="c${i}"><material><mattext>${c}</mattext></material></response_label>`)
    .join("");
  return `<item ident="${ident}"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.multiple_response.v0p1</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext>Pick the even numbers.</mattext></material><response_lid ident="response1" rcardinality="Multiple"><render_choice>${labels}</render_choice></response_lid></presentation>
<resprocessing><outcomes><decvar varname="SCORE" maxvalue="100"/></outcomes>${scoring}</resprocessing></item>`;
}

function quiz(...items: string[]): string {
  return `<?xml version="1.0"?><questestinterop><assessment ident="a" title="Numbers"><section ident="s">${items.join("")}</section></assessment></questestinterop>`;
}

const eq = (i: number) => `<varequal respident="response1">c${i}</varequal>`;
const allOrNothing = `<respcondition continue="No"><conditionvar><and>${eq(0)}<not>${eq(1)}</not>${eq(2)}</and></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`;

describe("QTI multiple response", () => {
  it("reads the CC all-or-nothing form as multiple answer, without a warning", () => {
    const parsed = parseQti(quiz(item(["2", "3", "4"], allOrNothing)), "q.xml");
    expect(parsed.questions).toEqual([
      {
        type: "multiple_answer",
        stem: "Pick the even numbers.",
        options: ["2", "3", "4"],
        correctAnswer: "",
        correctAnswers: ["2", "4"],
      },
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it("names Canvas's partial credit for a quiz of a Canvas export, even in its CC copy", () => {
    const parsed = parseQti(quiz(item(["2", "3", "4"], allOrNothing)), "q.xml", { canvas: true });
    expect(parsed.questions[0]).toMatchObject({ type: "multiple_answer", correctAnswers: ["2", "4"] });
    expect(parsed.warnings).toEqual([
      'Assessment "Numbers": question 1 (“Pick the even numbers.”) is multiple answer with partial credit in Canvas, imported as multiple answer scored all or nothing.',
    ]);
  });

  it("names partial credit per choice (Add, Subtract) since ours is all or nothing", () => {
    const perChoice = [0, 2]
      .map(
        (i) =>
          `<respcondition continue="Yes"><conditionvar>${eq(i)}</conditionvar><setvar action="Add" varname="SCORE">50</setvar></respcondition>`,
      )
      .join("");
    const penalty = `<respcondition continue="Yes"><conditionvar>${eq(1)}</conditionvar><setvar action="Subtract" varname="SCORE">50</setvar></respcondition>`;
    const parsed = parseQti(quiz(item(["2", "3", "4"], perChoice + penalty)), "q.xml");
    expect(parsed.questions[0]).toMatchObject({ type: "multiple_answer", correctAnswers: ["2", "4"] });
    expect(parsed.warnings).toEqual([
      'Assessment "Numbers": question 1 (“Pick the even numbers.”) is multiple answer with partial credit, imported as multiple answer scored all or nothing.',
    ]);
  });

  it("keeps an item with more than 6 choices as an essay with its key, saying why", () => {
    const choices = ["1", "2", "3", "4", "5", "6", "7"];
    const scoring = `<respcondition><conditionvar><and>${eq(1)}${eq(3)}${eq(5)}</and></conditionvar><setvar action="Set">100</setvar></respcondition>`;
    const parsed = parseQti(quiz(item(choices, scoring)), "q.xml");
    expect(parsed.questions).toEqual([
      {
        type: "essay",
        stem: "Pick the even numbers. (Select all that apply: 1; 2; 3; 4; 5; 6; 7)",
        options: [],
        correctAnswer: "Correct choices: 2; 4; 6",
      },
    ]);
    expect(parsed.warnings).toEqual([
      'Assessment "Numbers": question 1 (“Pick the even numbers.”) is multiple answer that our type cannot hold (options: a multiple-answer question needs 2-6 options), imported as an essay listing the choices, with the correct ones in its grading notes.',
    ]);
  });

  it("leaves out an item with no correct choice, saying so", () => {
    const parsed = parseQti(quiz(item(["2", "3"], "")), "q.xml");
    expect(parsed.questions).toEqual([]);
    expect(parsed.warnings[0]).toMatch(/question 1 .* was not imported: no choice is marked correct\.$/);
  });
});
