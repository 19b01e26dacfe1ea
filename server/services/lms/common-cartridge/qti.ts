/**
 * QTI 1.2 assessments as Common Cartridge profiles them (IMS CC 1.1-1.3 "QTI 1.2.1 profile":
 * cc.multiple_choice.v0p1, cc.true_false.v0p1, cc.fib.v0p1, cc.multiple_response.v0p1,
 * cc.essay.v0p1, cc.pattern_match.v0p1; Canvas also writes `question_type`, and its own
 * non_cc_assessments files add numerical, matching, blanks, calculated... items). Reading maps
 * them to our five question types (qti-items.ts). Writing is qti-writer.ts.
 */
import { question } from "../questions.ts";
import { htmlToText } from "../sanitize.ts";
import { BLOOM_LEVELS, type BloomLevel } from "../../../../common/editor-schemas.ts";
import type { ImportedQuestion } from "../types.ts";
import { ITEM_KINDS, convertItem, type ItemKind, type ItemOutcome, type ItemReaders } from "./qti-items.ts";
import { BLOOM_LEVEL_FIELD, GRADING_NOTES_FIELD, OBJECTIVES_FIELD } from "./qti-writer.ts";
import { attr, child, list, parseXml, text, type XmlNode } from "./xml.ts";

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

/**
 * The materials' text as HTML, whatever their texttype: Canvas and the cc2olx fixtures write HTML
 * in mattext marked text/plain, so text/plain cannot be trusted to be plain (our own writer
 * escapes its texts as HTML, qti-writer.ts).
 */
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

/**
 * What one item became: its question, or why not. An essay's grading notes are our
 * `cw_grading_notes` field, else the text of a QTI `<solution>` (other producers' model answer).
 * A known `cw_bloom_level` becomes the question's Bloom level; `cw_objectives` its objectiveIndexes.
 */
function readItem(
  item: XmlNode,
  kind: ItemKind,
  stem: string,
  fields: Map<string, string>,
  readers: ItemReaders,
): ItemOutcome {
  const outcome = kind === "essay" ? readEssay(item, stem, fields) : convertItem(kind, item, stem, readers);
  const bloom = fields.get(BLOOM_LEVEL_FIELD) ?? "";
  if ("question" in outcome && (BLOOM_LEVELS as readonly string[]).includes(bloom)) {
    outcome.question.bloomLevel = bloom as BloomLevel;
  }
  const objectives = (fields.get(OBJECTIVES_FIELD) ?? "")
    .split(",")
    .map((n) => (/^\s*\d+\s*$/.test(n) ? Number(n) : -1))
    .filter((n) => n >= 0);
  if ("question" in outcome && objectives.length > 0) outcome.question.objectiveIndexes = [...new Set(objectives)];
  return outcome;
}

function readEssay(item: XmlNode, stem: string, fields: Map<string, string>): ItemOutcome {
  const solution = solutionFeedback(item);
  const own = fields.get(GRADING_NOTES_FIELD);
  const notes = own ?? (solution ? materialText(child(child(solution, "solution"), "solutionmaterial")) : "");
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
 * essay (cc.essay.v0p1) keeps its type, with our `cw_grading_notes` field, else the text of its
 * `<solution>` itemfeedback, as `correctAnswer` (the grading notes; '' when there are none) and
 * its other feedback as `feedback`. Our `cw_bloom_level` field gives a question's Bloom level.
 * Every item converted to another type, and every item left out, is named in one warning with
 * its position, stem and reason.
 * @param xml - the file's text
 * @param fileName - for messages
 * @param source.canvas - the quiz comes from a Canvas export (which scores multiple answers with
 *   partial credit whatever its CC copy's QTI says)
 * @returns title, questions in order, the number of items in the file, and warnings
 * @throws CartridgeError `invalid_xml`
 */
export function parseQti(xml: string, fileName: string, source: { canvas?: boolean } = {}): ParsedQti {
  const readers: ItemReaders = { ...READERS, canvas: source.canvas === true };
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
    const outcome: ItemOutcome = stem ? readItem(item, kind, stem, itemFields, readers) : { skipped: "it has no text" };
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
