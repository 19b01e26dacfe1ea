/**
 * One QTI 1.2 item -> one of our questions, or the reason it cannot be one (IMS QTI 1.2.1 ASI:
 * response_lid / response_str, resprocessing with varequal, vargte/varlte; the CC profiles and
 * Canvas's `question_type` names). Our question types are multiple choice, multiple answer,
 * true/false, short answer and essay (common/assessment-schemas.ts): multiple answer keeps its
 * type (partial credit in the source is reported, ours is all or nothing); matching, fill-in-
 * multiple-blanks and dropdowns become essays whose stem lists the choices and whose grading notes
 * hold the key; numerical becomes short answer; each such item is reported as converted. Items we
 * cannot represent (calculated formulas, text-only blocks) are reported as not imported.
 */
import { questionSchema } from "../../../../common/assessment-schemas.ts";
import { multipleAnswerQuestion, question, trueFalseQuestion } from "../questions.ts";
import type { ImportedQuestion } from "../types.ts";
import { attr, child, list, text, type XmlNode } from "./xml.ts";

/** What became of one item: a question (maybe converted, with how), or why it was left out. */
export type ItemOutcome = { question: ImportedQuestion; converted?: string } | { skipped: string };

/** Helpers parseQti lends (material and feedback reading live there). */
export interface ItemReaders {
  materialText(node: unknown): string;
  feedback(item: XmlNode): string;
  /** The item comes from a Canvas export, even when it has no Canvas `question_type`. */
  canvas?: boolean;
}

/** The kinds of item we tell apart, from `cc_profile` or Canvas's `question_type`. */
export type ItemKind =
  | "multiple_choice"
  | "true_false"
  | "short_answer"
  | "multiple_response"
  | "essay"
  | "numerical"
  | "matching"
  | "blanks"
  | "file_upload"
  | "calculated"
  | "text_only";

export const ITEM_KINDS: Record<string, ItemKind> = {
  "cc.multiple_choice.v0p1": "multiple_choice",
  multiple_choice_question: "multiple_choice",
  "cc.true_false.v0p1": "true_false",
  true_false_question: "true_false",
  "cc.fib.v0p1": "short_answer",
  "cc.pattern_match.v0p1": "short_answer",
  short_answer_question: "short_answer",
  "cc.multiple_response.v0p1": "multiple_response",
  multiple_answers_question: "multiple_response",
  "cc.essay.v0p1": "essay",
  essay_question: "essay",
  numerical_question: "numerical",
  matching_question: "matching",
  fill_in_multiple_blanks_question: "blanks",
  multiple_dropdowns_question: "blanks",
  file_upload_question: "file_upload",
  calculated_question: "calculated",
  text_only_question: "text_only",
};

/** Conditions that add score: any setvar that is not a subtraction and is above 0. */
function scoringConditions(item: XmlNode): XmlNode[] {
  return list(child(item, "resprocessing")?.respcondition).filter((c) =>
    list(c.setvar).some((s) => attr(s, "action") !== "Subtract" && Number(text(s)) > 0),
  );
}

/** Conditions that give full marks (setvar >= 100), else every scoring one. */
function fullMarkConditions(item: XmlNode): XmlNode[] {
  const scoring = scoringConditions(item);
  const full = scoring.filter((c) => list(c.setvar).some((s) => Number(text(s)) >= 100));
  return full.length > 0 ? full : scoring;
}

interface Test {
  op: "equal" | "gte" | "lte";
  respident: string;
  value: string;
}

/** varequal / vargte / varlte tests of a condition (through and/or, not under <not>), in order. */
function tests(node: XmlNode | undefined): Test[] {
  if (!node) return [];
  const out: Test[] = [];
  const push = (op: Test["op"], v: unknown) =>
    out.push({ op, respident: attr(v, "respident") ?? "", value: text(v).trim() });
  for (const v of [...list(node.varequal), ...list(node.varsubstring)]) push("equal", v);
  for (const v of list(node.vargte)) push("gte", v);
  for (const v of list(node.varlte)) push("lte", v);
  for (const group of [...list<XmlNode>(node.and), ...list<XmlNode>(node.or)]) out.push(...tests(group));
  return out;
}

function conditionTests(conditions: XmlNode[]): Test[] {
  return conditions.flatMap((c) => tests(child(c, "conditionvar")));
}

interface Lid {
  ident: string;
  prompt: string;
  labels: Array<{ ident: string; text: string }>;
}

function lids(item: XmlNode, read: ItemReaders): Lid[] {
  return list(child(item, "presentation")?.response_lid).map((lid) => ({
    ident: attr(lid, "ident") ?? "",
    prompt: read.materialText(lid),
    labels: list(child(lid, "render_choice")?.response_label).map((label) => ({
      ident: attr(label, "ident") ?? "",
      text: read.materialText(label),
    })),
  }));
}

/** Stem and every option within the question rules; else the rule broken. */
function checked(q: ImportedQuestion, converted?: string): ItemOutcome {
  const parsed = questionSchema.safeParse({
    ...q,
    stem: q.stem.slice(0, 2000),
    correctAnswer: q.correctAnswer.slice(0, 2000),
    correctAnswers: q.correctAnswers?.map((a) => a.slice(0, 2000)),
    feedback: q.feedback?.slice(0, 2000),
  });
  if (!parsed.success) return { skipped: parsed.error.issues[0]?.message ?? "it breaks a question rule" };
  return converted ? { question: q, converted } : { question: q };
}

function choiceQuestion(kind: "multiple_choice" | "true_false", item: XmlNode, stem: string, read: ItemReaders) {
  const labels = lids(item, read).flatMap((l) => l.labels);
  const correctIdent = conditionTests(fullMarkConditions(item)).find((t) => t.op === "equal")?.value ?? "";
  const correct = labels.find((l) => l.ident === correctIdent)?.text ?? "";
  const feedback = read.feedback(item);
  if (kind === "true_false")
    return checked(
      trueFalseQuestion(
        stem,
        labels.map((l) => l.text),
        correct,
        feedback || undefined,
      ),
    );
  if (!correct) return { skipped: "no choice is marked correct" };
  return checked(
    question(
      "multiple_choice",
      stem,
      labels.map((l) => l.text),
      correct,
      feedback,
    ),
  );
}

/** Multiple answer, matching, blanks and dropdowns: per response, the choices and the correct ones. */
function keyedResponses(item: XmlNode, read: ItemReaders) {
  const scoring = conditionTests(scoringConditions(item)).filter((t) => t.op === "equal");
  return lids(item, read).map((lid) => {
    const correctIdents = scoring.filter((t) => t.respident === lid.ident || t.respident === "").map((t) => t.value);
    const correct = lid.labels.filter((l) => correctIdents.includes(l.ident)).map((l) => l.text);
    return { prompt: lid.prompt, choices: lid.labels.map((l) => l.text), correct };
  });
}

/**
 * Whether an item's scoring gives partial credit: more than one condition adds score, a score is
 * added (`action="Add"`) rather than set, or a condition subtracts (a penalty per wrong choice).
 * The CC profile's own form, one condition requiring every correct choice and `<not>` each wrong
 * one that sets 100, is all or nothing, as our multiple answer is.
 */
function givesPartialCredit(item: XmlNode): boolean {
  const conditions = list(child(item, "resprocessing")?.respcondition);
  const setvars = conditions.flatMap((c) => list(c.setvar));
  return (
    scoringConditions(item).length > 1 ||
    setvars.some((s) => attr(s, "action") === "Add" && Number(text(s)) > 0) ||
    setvars.some((s) => attr(s, "action") === "Subtract" || Number(text(s)) < 0)
  );
}

/** Canvas's `question_type` of an item, '' when it has none. */
function canvasQuestionType(item: XmlNode): string {
  const fields = list(child(child(child(item, "itemmetadata"), "qtimetadata"), "qtimetadatafield"));
  const field = fields.find((f) => text(child(f, "fieldlabel")).trim() === "question_type");
  return field ? text(child(field, "fieldentry")).trim() : "";
}

/**
 * Multiple answer (cc.multiple_response, Canvas multiple_answers_question): our multiple-answer
 * type with the choices the scoring conditions require. Partial credit in the source (in its
 * scoring, or Canvas's, which Classic Quizzes apply to every multiple answer) is named, since ours
 * is all or nothing; an item our type cannot hold (more than 6 or repeated choices)
 * becomes an essay listing the choices, with the correct ones in its grading notes.
 */
function multipleAnswer(item: XmlNode, stem: string, read: ItemReaders): ItemOutcome {
  const [response] = keyedResponses(item, read);
  if (!response || response.correct.length === 0) return { skipped: "no choice is marked correct" };
  const feedback = read.feedback(item);
  const kept = checked(multipleAnswerQuestion(stem, response.choices, response.correct, feedback));
  if ("question" in kept) {
    // Canvas (Classic Quizzes) scores its multiple answers with partial credit whatever its QTI says.
    const partial = givesPartialCredit(item) ? "partial credit" : "";
    const fromCanvas = read.canvas || canvasQuestionType(item) === "multiple_answers_question";
    const canvas = fromCanvas ? "partial credit in Canvas" : "";
    const source = partial || canvas;
    if (!source) return kept;
    return { ...kept, converted: `multiple answer with ${source}, imported as multiple answer scored all or nothing` };
  }
  return essayFrom(
    `${stem} (Select all that apply: ${response.choices.join("; ")})`,
    `Correct choices: ${response.correct.join("; ")}`,
    feedback,
    `multiple answer that our type cannot hold (${kept.skipped}), imported as an essay listing the choices, with the correct ones in its grading notes`,
  );
}

function essayFrom(stem: string, notes: string, feedback: string, converted: string): ItemOutcome {
  return checked(question("essay", stem, [], notes, feedback), converted);
}

function numerical(item: XmlNode, stem: string, read: ItemReaders): ItemOutcome {
  const found = conditionTests(fullMarkConditions(item));
  const exact = found.filter((t) => t.op === "equal").map((t) => t.value);
  const low = found.filter((t) => t.op === "gte").map((t) => t.value);
  const high = found.filter((t) => t.op === "lte").map((t) => t.value);
  const ranges: string[] = [];
  low.forEach((lo, i) => {
    const hi = high[i] ?? "";
    // A range from a value to itself is that value (Canvas writes exact answers so).
    if (Number(lo) === Number(hi)) exact.push(lo);
    else ranges.push(`between ${lo} and ${hi || "∞"}`);
  });
  const accepted = exact.length > 0 ? [...new Set(exact)] : ranges;
  if (accepted.length === 0) return { skipped: "it has no correct answer" };
  const note = ranges.length > 0 ? ` (accepted range ${ranges.join(", ")}: check answers by hand)` : "";
  return checked(
    question("short_answer", stem, [], accepted.join(" | "), read.feedback(item)),
    `numerical, imported as short answer${note}`,
  );
}

/**
 * Converts one item of the given kind (see the file comment for the mapping).
 * @param stem - the item's question text (plain), already known to be non-empty
 */
export function convertItem(kind: ItemKind, item: XmlNode, stem: string, read: ItemReaders): ItemOutcome {
  const feedback = read.feedback(item);
  switch (kind) {
    case "multiple_choice":
    case "true_false":
      return choiceQuestion(kind, item, stem, read);
    case "short_answer": {
      const answers = conditionTests(fullMarkConditions(item))
        .filter((t) => t.op === "equal")
        .map((t) => t.value);
      if (answers.length === 0) return { skipped: "it has no accepted answer" };
      return checked(question("short_answer", stem, [], answers.join(" | "), feedback));
    }
    case "multiple_response":
      return multipleAnswer(item, stem, read);
    case "matching":
    case "blanks": {
      const responses = keyedResponses(item, read);
      if (responses.length === 0) return { skipped: "it has no responses" };
      const pairs = responses.map((r) => `${r.prompt} → ${r.correct.join(" | ") || "?"}`).join("; ");
      const choices = kind === "matching" ? ` (Match each with one of: ${responses[0]?.choices.join("; ")})` : "";
      return essayFrom(
        `${stem}${choices}`,
        `Answer key: ${pairs}`,
        feedback,
        `${kind === "matching" ? "matching" : "fill in multiple blanks / dropdowns"}, imported as an essay with the answer key in its grading notes`,
      );
    }
    case "essay":
      return checked(question("essay", stem, [], "", feedback));
    case "numerical":
      return numerical(item, stem, read);
    case "file_upload":
      return essayFrom(stem, "", feedback, "file upload, imported as an essay (learners answer in text)");
    case "calculated":
      return { skipped: "a calculated question needs generated variables and a formula, which we have no type for" };
    case "text_only":
      return { skipped: "it is a block of text, not a question" };
  }
}
