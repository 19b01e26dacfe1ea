/**
 * Writing our assessments as QTI 1.2 in the Common Cartridge 1.3 profile (IMS CC 1.3 "QTI 1.2.1
 * profile": cc.exam.v0p1 assessments, cc.multiple_choice / multiple_response / true_false / fib /
 * essay items), in a
 * form other converters read: Open edX's cc2olx reads an essay's feedback through the item's first
 * `<respcondition>`, so an essay never carries an `<itemfeedback>` without one (cc2olx otherwise
 * fails on the item and drops the whole quiz). `parseQti` (qti.ts) reads all of it back.
 */
import type { BloomLevel } from "../../../../common/editor-schemas.ts";
import { escapeHtml } from "../sanitize.ts";
import type { ImportedQuestion } from "../types.ts";
import { xmlEscape } from "./xml.ts";

/** qtimetadatafield label of an essay's grading notes (instructor-only, so not a learner-facing feedback). */
export const GRADING_NOTES_FIELD = "cw_grading_notes";
/** qtimetadatafield label of a question's Bloom level. */
export const BLOOM_LEVEL_FIELD = "cw_bloom_level";
/** qtimetadatafield label of the objectives a question measures: positions in the course's objective list, comma-separated. */
export const OBJECTIVES_FIELD = "cw_objectives";

/** What `writeQti` needs of an assessment. */
export interface QtiAssessmentInput {
  ident: string;
  title: string;
  type: string;
  position: number;
  questions: Array<
    Pick<ImportedQuestion, "type" | "stem" | "options" | "correctAnswer" | "correctAnswers" | "feedback"> & {
      bloomLevel?: BloomLevel | null;
      /** Positions (0-based) in the course's objective list. */
      objectiveIndexes?: number[];
    }
  >;
}

type QuestionInput = QtiAssessmentInput["questions"][number];

function field(label: string, entry: string): string {
  return `<qtimetadatafield><fieldlabel>${xmlEscape(label)}</fieldlabel><fieldentry>${xmlEscape(entry)}</fieldentry></qtimetadatafield>`;
}

/**
 * Our texts (stems, options, feedback) are plain text that may hold any character, "<" and "&"
 * included: written as HTML that displays exactly that text (escaped once for HTML, once for
 * XML), because most LMSes (Canvas, cc2olx) render mattext as HTML whatever its texttype says.
 */
function mattext(value: string): string {
  return `<material><mattext texttype="text/html">${xmlEscape(escapeHtml(value))}</mattext></material>`;
}

const PROFILES = {
  multiple_choice: "cc.multiple_choice.v0p1",
  multiple_answer: "cc.multiple_response.v0p1",
  true_false: "cc.true_false.v0p1",
  short_answer: "cc.fib.v0p1",
  essay: "cc.essay.v0p1",
} as const;

const FREE_TEXT = `<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str>`;

/** The response and its scoring condition (none for an essay). */
function responseAndScoring(q: QuestionInput, ident: string): { response: string; scoring: string } {
  if (q.type === "essay") return { response: FREE_TEXT, scoring: "" };
  if (q.type === "short_answer") {
    const answers = q.correctAnswer ? q.correctAnswer.split(" | ") : [];
    const scoring = answers.length
      ? `<respcondition continue="No"><conditionvar>${answers
          .map((a) => `<varequal respident="response1" case="No">${xmlEscape(a)}</varequal>`)
          .join("")}</conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`
      : "";
    return { response: FREE_TEXT, scoring };
  }
  const labels = q.options.map((option, i) => ({ ident: `${ident}_a${i + 1}`, option }));
  const cardinality = q.type === "multiple_answer" ? "Multiple" : "Single";
  const response = `<response_lid ident="response1" rcardinality="${cardinality}"><render_choice>${labels
    .map((l) => `<response_label ident="${l.ident}">${mattext(l.option)}</response_label>`)
    .join("")}</render_choice></response_lid>`;
  if (q.type === "multiple_answer") {
    // IMS CC QTI profile, cc.multiple_response: full marks only for every correct choice and no other.
    const key = new Set(q.correctAnswers ?? []);
    const tests = labels.map((l) => {
      const test = `<varequal respident="response1">${l.ident}</varequal>`;
      return key.has(l.option) ? test : `<not>${test}</not>`;
    });
    const scoring = key.size
      ? `<respcondition continue="No"><conditionvar><and>${tests.join("")}</and></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`
      : "";
    return { response, scoring };
  }
  const correct = labels.find((l) => l.option === q.correctAnswer);
  const scoring = correct
    ? `<respcondition continue="No"><conditionvar><varequal respident="response1">${correct.ident}</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`
    : "";
  return { response, scoring };
}

function writeItem(q: QuestionInput, ident: string): string {
  // The feedback's condition comes first: cc2olx reads an essay's feedback from respcondition[0].
  const feedbackCondition = q.feedback
    ? `<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>`
    : "";
  const { response, scoring } = responseAndScoring(q, ident);
  const feedback = q.feedback
    ? `<itemfeedback ident="general_fb"><flow_mat>${mattext(q.feedback)}</flow_mat></itemfeedback>`
    : "";
  const metadata = [
    field("cc_profile", PROFILES[q.type]),
    field("cc_weighting", "1"),
    q.type === "essay" ? field("qmd_computerscored", "No") : "",
    q.type === "essay" && q.correctAnswer ? field(GRADING_NOTES_FIELD, q.correctAnswer) : "",
    q.bloomLevel ? field(BLOOM_LEVEL_FIELD, q.bloomLevel) : "",
    q.objectiveIndexes?.length ? field(OBJECTIVES_FIELD, q.objectiveIndexes.join(",")) : "",
  ].join("");
  return (
    `<item ident="${ident}" title="${xmlEscape(q.stem.slice(0, 80))}">` +
    `<itemmetadata><qtimetadata>${metadata}</qtimetadata></itemmetadata>` +
    `<presentation>${mattext(q.stem)}${response}</presentation>` +
    `<resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>${feedbackCondition}${scoring}</resprocessing>` +
    `${feedback}</item>`
  );
}

/**
 * Writes a QTI 1.2 assessment in the CC 1.3 profile (cc.exam.v0p1) with our question types:
 * multiple choice / true-false as `response_lid` with the correct `varequal` scoring 100, multiple
 * answer (cc.multiple_response.v0p1) as `response_lid rcardinality="Multiple"` scoring 100 under
 * one `<and>` of every correct choice's `varequal` and a `<not>` of every other's, short
 * answer as `render_fib` with one `varequal` per accepted answer (" | "-separated), essay
 * (cc.essay.v0p1, qmd_computerscored No) as `render_fib` with no scoring; feedback as
 * `itemfeedback ident="general_fb"` shown by an `<other/>` condition. Texts are written as HTML
 * showing the exact text (`mattext`). An essay's grading notes are for graders, not learners, so
 * they ride in the item's qtimetadata (`cw_grading_notes`) rather than in a QTI `<solution>`,
 * which LMSes show to learners and which, without a response condition, makes cc2olx drop the
 * quiz. Our assessment type, position and Bloom levels ride in qtimetadata too (cw_*), which
 * other LMSes ignore. `parseQti` reads all of it back; like every QTI text we read, texts come
 * back with runs of whitespace (line breaks included) collapsed to one space.
 */
export function writeQti(assessment: QtiAssessmentInput): string {
  const items = assessment.questions.map((q, i) => writeItem(q, `${assessment.ident}_q${i + 1}`)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_qtiasiv1p2p1_v1p0.xsd">
<assessment ident="${xmlEscape(assessment.ident)}" title="${xmlEscape(assessment.title)}">
<qtimetadata>${field("cc_profile", "cc.exam.v0p1")}${field("qmd_assessmenttype", "Examination")}${field("cc_maxattempts", "unlimited")}${field("cw_assessment_type", assessment.type)}${field("cw_position", String(assessment.position))}</qtimetadata>
<section ident="${xmlEscape(assessment.ident)}_root">
${items}
</section>
</assessment>
</questestinterop>
`;
}
