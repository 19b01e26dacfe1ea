/**
 * QTI 1.2 assessments as Common Cartridge profiles them (IMS CC 1.1-1.3 "QTI 1.2.1 profile":
 * cc.multiple_choice.v0p1, cc.true_false.v0p1, cc.fib.v0p1, cc.multiple_response.v0p1,
 * cc.essay.v0p1, cc.pattern_match.v0p1; Canvas also writes `question_type`, and its own
 * non_cc_assessments files add numerical, matching, blanks, calculated... items). Reading maps
 * them to our four question types (qti-items.ts); writing produces our types with their feedback,
 * and an essay's grading notes as the item's QTI `<solution>` (the model solution shown to graders).
 */
import { question } from "../questions.ts";
import { htmlToText } from "../sanitize.ts";
import type { ImportedQuestion } from "../types.ts";
import { ITEM_KINDS, convertItem, type ItemKind, type ItemOutcome, type ItemReaders } from "./qti-items.ts";
import { attr, child, list, parseXml, text, xmlEscape, type XmlNode } from "./xml.ts";

export interface ParsedQti {
  title: string;
  /** Our assessment type when the file says (cw_assessment_type), else null. */
  assessmentType: string | null;
  /** Position in the exporting course's assessment list (cw_position), else null. */
  position: number | null;
  questions: ImportedQuestion[];
  /** Items in the file, read or not. */
  itemCount: number;
  /** Question groups drawing at random from a bank (not imported; each named in a warning). */
  drawCount: number;
  warnings: string[];
}

/** qtimetadatafield label -> entry. */
function metadataFields(node: XmlNode | undefined): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of list(node?.qtimetadatafield)) {
    fields.set(text(child(field, "fieldlabel")).trim().toLowerCase(), text(child(field, "fieldentry")).trim());
  }
  return fields;
}

/** All mattext of a node's material(s), as plain text; an image-only material gives "[Image: alt]". */
function materialText(node: unknown): string {
  const html = materialHtml(node);
  const plain = htmlToText(html);
  if (plain) return plain;
  const alts = [...html.matchAll(/<img\b[^>]*\balt\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]?.trim()).filter(Boolean);
  return alts.map((alt) => `[Image: ${alt}]`).join(" ");
}

function materialHtml(node: unknown): string {
  const parts: string[] = [];
  for (const material of list(
    child(node, "flow_mat") ? collectFlowMaterials(node) : (node as XmlNode | undefined)?.material,
  )) {
    for (const mattext of list((material as XmlNode).mattext)) parts.push(text(mattext));
  }
  return parts.join(" ");
}

function collectFlowMaterials(node: unknown): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (n: unknown) => {
    for (const flow of list((n as XmlNode | undefined)?.flow_mat)) {
      out.push(...list<XmlNode>((flow as XmlNode).material));
      walk(flow);
    }
  };
  walk(node);
  out.push(...list<XmlNode>((node as XmlNode).material));
  return out;
}

/** Every item of an assessment, through nested sections, in document order. */
function collectItems(node: XmlNode | undefined): XmlNode[] {
  if (!node) return [];
  const items = list(node.item);
  for (const section of list(node.section)) items.push(...collectItems(section));
  return items;
}

/** Question groups that draw from a bank (Canvas: section/selection_ordering/selection/sourcebank_ref). */
function bankDraws(node: XmlNode | undefined): Array<{ bank: string; count: string }> {
  if (!node) return [];
  const out: Array<{ bank: string; count: string }> = [];
  for (const section of list(node.section)) {
    const selection = child(child(section, "selection_ordering"), "selection");
    const bank = text(child(selection, "sourcebank_ref")).trim();
    if (bank) out.push({ bank, count: text(child(selection, "selection_number")).trim() || "some" });
    out.push(...bankDraws(section));
  }
  return out;
}

/** Conditions that give full marks (setvar 100, or any positive setvar). */
function correctConditions(item: XmlNode): XmlNode[] {
  const conditions = list(child(item, "resprocessing")?.respcondition);
  const scored = (min: number) =>
    conditions.filter((c) => list(c.setvar).some((s) => attr(s, "action") !== "Subtract" && Number(text(s)) >= min));
  const full = scored(100);
  return full.length > 0 ? full : scored(Number.MIN_VALUE);
}

/**
 * The learner feedback of an item: general_fb, else correct_fb, else the feedback the scoring
 * condition shows, else the first one. `exclude` leaves one itemfeedback out (an essay's solution).
 */
function itemFeedback(item: XmlNode, exclude?: XmlNode): string {
  const feedbacks = list(item.itemfeedback).filter((f) => f !== exclude);
  if (feedbacks.length === 0) return "";
  const byIdent = new Map(feedbacks.map((f) => [attr(f, "ident") ?? "", f]));
  const linked = correctConditions(item)
    .flatMap((c) => list(c.displayfeedback))
    .map((d) => attr(d, "linkrefid") ?? "");
  const chosen =
    byIdent.get("general_fb") ??
    byIdent.get("correct_fb") ??
    linked.map((id) => byIdent.get(id)).find(Boolean) ??
    feedbacks[0];
  const solution = child(chosen, "solution");
  const source = solution ? child(solution, "solutionmaterial") : chosen;
  return materialText(source);
}

/** The first itemfeedback that holds a `<solution>` (a model answer), if any. */
function solutionFeedback(item: XmlNode): XmlNode | undefined {
  return list(item.itemfeedback).find((f) => child(f, "solution") !== undefined);
}

const READERS: ItemReaders = { materialText, feedback: (item) => itemFeedback(item) };

/** What one item became: its question (essays keep their `<solution>` as grading notes), or why not. */
function readItem(item: XmlNode, kind: ItemKind, stem: string): ItemOutcome {
  if (kind !== "essay") return convertItem(kind, item, stem, READERS);
  const solution = solutionFeedback(item);
  const notes = solution ? materialText(child(child(solution, "solution"), "solutionmaterial")) : "";
  return { question: question("essay", stem, [], notes, itemFeedback(item, solution)) };
}

/** "question 3 (“What is…”)" for messages. */
function itemLabel(index: number, stem: string): string {
  const short = stem.length > 60 ? `${stem.slice(0, 59).trimEnd()}…` : stem;
  return short ? `question ${index + 1} (“${short}”)` : `question ${index + 1}`;
}

/**
 * Reads a QTI 1.2 assessment file (CC profile) or a Canvas question bank (`<objectbank>`, as in
 * Canvas's non_cc_assessments/*.xml.qti). Items become our question types (qti-items.ts); an
 * essay (cc.essay.v0p1) keeps its type, with the text of its `<solution>` itemfeedback as
 * `correctAnswer` (the grading notes; '' when there is none) and its other feedback as `feedback`.
 * Every item converted to another type, and every item left out, is named in one warning with
 * its position, stem and reason.
 * @param xml - the file's text
 * @param fileName - for messages
 * @returns title, questions in order, the number of items in the file, and warnings
 * @throws CartridgeError `invalid_xml`
 */
export function parseQti(xml: string, fileName: string): ParsedQti {
  const root = child(parseXml(xml, fileName), "questestinterop");
  const bank = child(root, "objectbank");
  const assessment = child(root, "assessment") ?? bank;
  const fields = metadataFields(child(assessment, "qtimetadata"));
  const title =
    attr(assessment, "title")?.trim() || fields.get("bank_title") || (bank ? "Question bank" : "Untitled assessment");
  const warnings: string[] = [];
  const questions: ImportedQuestion[] = [];
  const items = collectItems(assessment);

  const draws = bankDraws(assessment);
  for (const draw of draws) {
    warnings.push(
      `Assessment "${title}": a question group draws ${draw.count} question(s) at random from question bank ${draw.bank}; we have no random draws, so the group was not imported (the bank itself is imported as a practice assessment when the cartridge holds it).`,
    );
  }
  items.forEach((item, index) => {
    const itemFields = metadataFields(child(child(item, "itemmetadata"), "qtimetadata"));
    const profile = itemFields.get("cc_profile") ?? itemFields.get("question_type") ?? "";
    const stem = materialText(child(item, "presentation"));
    let kind = ITEM_KINDS[profile];
    let guessed = "";
    if (!kind) {
      // Unknown profile: guess from the presentation.
      const hasChoices = list(child(item, "presentation")?.response_lid).length > 0;
      kind = hasChoices ? "multiple_choice" : "short_answer";
      guessed = `of unknown type ${profile || "(none)"}, read as ${hasChoices ? "multiple choice" : "short answer"}`;
    }
    const outcome: ItemOutcome = stem ? readItem(item, kind, stem) : { skipped: "it has no text" };
    const label = itemLabel(index, stem);
    if ("skipped" in outcome) {
      warnings.push(
        `Assessment "${title}": ${label}, ${profile || "of unknown type"}, was not imported: ${outcome.skipped}.`,
      );
      return;
    }
    questions.push(outcome.question);
    const how = [guessed, outcome.converted].filter(Boolean).join("; ");
    if (how) warnings.push(`Assessment "${title}": ${label} is ${how}.`);
  });
  const position = Number(fields.get("cw_position"));
  return {
    title,
    assessmentType: fields.get("cw_assessment_type") || null,
    position: fields.has("cw_position") && Number.isInteger(position) ? position : null,
    questions,
    itemCount: items.length,
    drawCount: draws.length,
    warnings,
  };
}

/** What `writeQti` needs of an assessment. */
export interface QtiAssessmentInput {
  ident: string;
  title: string;
  type: string;
  position: number;
  questions: Array<Pick<ImportedQuestion, "type" | "stem" | "options" | "correctAnswer" | "feedback">>;
}

function field(label: string, entry: string): string {
  return `<qtimetadatafield><fieldlabel>${xmlEscape(label)}</fieldlabel><fieldentry>${xmlEscape(entry)}</fieldentry></qtimetadatafield>`;
}

function mattext(value: string, type = "text/plain"): string {
  return `<material><mattext texttype="${type}">${xmlEscape(value)}</mattext></material>`;
}

function writeItem(q: QtiAssessmentInput["questions"][number], ident: string): string {
  const profile = {
    multiple_choice: "cc.multiple_choice.v0p1",
    true_false: "cc.true_false.v0p1",
    short_answer: "cc.fib.v0p1",
    essay: "cc.essay.v0p1",
  }[q.type];
  const feedbackCondition = q.feedback
    ? `<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>`
    : "";
  let response: string;
  let scoring: string;
  let solution = "";
  if (q.type === "essay") {
    // Graded by hand: a free-text box, no scoring condition; the grading notes are the solution.
    response = `<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str>`;
    scoring = "";
    solution = q.correctAnswer
      ? `<itemfeedback ident="solution"><solution><solutionmaterial><flow_mat>${mattext(q.correctAnswer)}</flow_mat></solutionmaterial></solution></itemfeedback>`
      : "";
  } else if (q.type === "short_answer") {
    response = `<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str>`;
    const answers = q.correctAnswer ? q.correctAnswer.split(" | ") : [];
    scoring = answers.length
      ? `<respcondition continue="No"><conditionvar>${answers
          .map((a) => `<varequal respident="response1" case="No">${xmlEscape(a)}</varequal>`)
          .join("")}</conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`
      : "";
  } else {
    const labels = q.options.map((option, i) => ({ ident: `${ident}_a${i + 1}`, option }));
    response = `<response_lid ident="response1" rcardinality="Single"><render_choice>${labels
      .map((l) => `<response_label ident="${l.ident}">${mattext(l.option)}</response_label>`)
      .join("")}</render_choice></response_lid>`;
    const correct = labels.find((l) => l.option === q.correctAnswer);
    scoring = correct
      ? `<respcondition continue="No"><conditionvar><varequal respident="response1">${correct.ident}</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`
      : "";
  }
  const feedback = q.feedback
    ? `<itemfeedback ident="general_fb"><flow_mat>${mattext(q.feedback)}</flow_mat></itemfeedback>`
    : "";
  return (
    `<item ident="${ident}" title="${xmlEscape(q.stem.slice(0, 80))}">` +
    `<itemmetadata><qtimetadata>${field("cc_profile", profile)}${field("cc_weighting", "1")}${q.type === "essay" ? field("qmd_computerscored", "No") : ""}</qtimetadata></itemmetadata>` +
    `<presentation>${mattext(q.stem)}${response}</presentation>` +
    `<resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>${feedbackCondition}${scoring}</resprocessing>` +
    `${feedback}${solution}</item>`
  );
}

/**
 * Writes a QTI 1.2 assessment in the CC 1.3 profile (cc.exam.v0p1) with our question types:
 * multiple choice / true-false as `response_lid` with the correct `varequal` scoring 100, short
 * answer as `render_fib` with one `varequal` per accepted answer (" | "-separated), essay
 * (cc.essay.v0p1, qmd_computerscored No) as `render_fib` with no scoring and its grading notes, when
 * there are some, as `itemfeedback ident="solution"` holding a QTI `<solution>`; feedback as
 * `itemfeedback ident="general_fb"`. Our assessment type and position ride in qtimetadata
 * (cw_assessment_type, cw_position), which other LMSes ignore. `parseQti` reads all of it back;
 * like every QTI text we read, grading notes and feedback come back with runs of whitespace (line
 * breaks included) collapsed to one space.
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
