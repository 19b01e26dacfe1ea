/**
 * Builds the report of one import (issue #12 "Import report") from what the importer measured:
 * the cartridge's per-resource ledger (`resourceReport`) when there is one, the counts written to
 * the database, and the import's warning sentences. A count nobody measured is `null`, never a
 * guess: the REST connectors do not count their source, so their "in source" column is empty.
 */
import {
  REWRITTEN_REFERENCE_KINDS,
  type ImportReport,
  type ImportReportChanged,
  type ImportReportCount,
  type ImportReportNotConverted,
} from "../../../common/import-report.ts";
import type { RewrittenReference } from "./import-links.ts";
import {
  NOT_IMPORTED_REASONS,
  type ResourceCategory,
  type ResourceReportEntry,
} from "./common-cartridge/resource-report.ts";

/** Plural and singular names of the resource categories, in the order the counts table lists them. */
const CATEGORY_NAMES: Record<ResourceCategory, [plural: string, singular: string]> = {
  page: ["Pages", "Page"],
  assignment: ["Assignments", "Assignment"],
  discussion: ["Discussions", "Discussion"],
  quiz: ["Quizzes", "Quiz"],
  question_bank: ["Question banks", "Question bank"],
  web_link: ["Web links", "Web link"],
  external_tool: ["External tools (LTI)", "External tool (LTI)"],
  file: ["Files", "File"],
  syllabus: ["Syllabus", "Syllabus"],
  course_settings: ["Course settings", "Course settings"],
  canvas_data: ["Other Canvas data", "Canvas data"],
  other: ["Other resources", "Resource"],
};

/** What was written to the database. */
export interface WrittenCounts {
  modules: number;
  lessons: number;
  assessments: number;
  /** Questions stored, after the question rules dropped what they drop. */
  questions: number;
}

/** Cartridge rows: manifest resources per category, in the source vs imported. */
function resourceCounts(entries: readonly ResourceReportEntry[]): ImportReportCount[] {
  const rows: ImportReportCount[] = [];
  for (const category of Object.keys(CATEGORY_NAMES) as ResourceCategory[]) {
    const own = entries.filter((e) => e.category === category && e.status !== "part_of");
    if (own.length === 0) continue;
    rows.push({
      kind: CATEGORY_NAMES[category][0],
      inSource: own.length,
      imported: own.filter((e) => e.status === "imported").length,
    });
  }
  const partOf = entries.filter((e) => e.status === "part_of").length;
  if (partOf > 0) rows.push({ kind: "Settings files read with their item", inSource: partOf, imported: partOf });
  return rows;
}

/** The names a sentence quotes ("..."; the curly “...” quote question stems, not names). */
function quotedNames(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(/"([^"]+)"/g)].map((m) => m[1]!))];
}

/** What a sentence is about, read from its words outside the quoted names. */
function warningKind(sentence: string): string {
  const words = sentence.replace(/"[^"]*"|“[^”]*”/g, "");
  if (/\bquestions?\b \d|\d+ questions?\b|\bquestions of type\b/i.test(words)) return "Question";
  if (/^(Assessment|Quiz|Test)\b/.test(words)) return "Assessment";
  if (/^Assignment\b/.test(words)) return "Assignment";
  if (/external tools?|\bLTI\b/i.test(words)) return "External tool";
  if (/^File\b|\bfiles?\b/i.test(words)) return "File";
  if (/\bthe list of\b/i.test(words)) return "List";
  return "Content";
}

/** The item's name: the quoted names (the first one and its question number for a question), else "Whole course". */
function warningTitle(sentence: string, kind: string): string {
  const names = quotedNames(sentence);
  if (names.length === 0) return "Whole course";
  const question = kind === "Question" ? /\bquestion \d+/i.exec(sentence)?.[0] : undefined;
  return question ? `${names[0]}, ${question}` : names.join(", ");
}

const CHANGED_FIRST = /\bbecame\b|\bimported without\b/i;
const NOT_CONVERTED =
  /\bnot (?:imported|copied)\b|\bcontent missing\b|\bleft out\b|\btruncated\b|\bonly a note\b|\bonly its text\b/i;
const CHANGED = /\bimported as\b|\bis (?:converted|read as)\b|\bread as\b|\bimported once\b|\bimported at the end\b/i;

/** Sentences the cartridge ledger already itemises (one per not-imported reason). */
function isLedgerSentence(sentence: string): boolean {
  return Object.values(NOT_IMPORTED_REASONS).some((reason) => sentence.startsWith(`${reason}: `));
}

/**
 * Builds an import's report.
 * @param written - what was written to the database
 * @param warnings - the import's final warning sentences (reader's and the save's)
 * @param measured.resourceReport - the cartridge's per-resource ledger, when the source is a cartridge
 * @param measured.sourceQuestionCount - questions (QTI items) the source held, when counted
 * @param measured.references - images, file links and links between lessons the import rewrote
 *   (import-links.ts): each one rewritten is a Changed item with its lesson, `from` and `to`; each
 *   link that lost its target is a Not converted item ("Nothing is lost silently")
 * @returns counts (source vs imported), items not converted with the reason, items changed, every
 *   warning, and `notes`: the warnings not itemised above
 */
export function buildImportReport(
  written: WrittenCounts,
  warnings: readonly string[],
  measured: {
    resourceReport?: readonly ResourceReportEntry[];
    sourceQuestionCount?: number;
    /** Files the lessons named vs stored (REST imports: services/lms/rest-files.ts). */
    lessonFiles?: { inSource: number; imported: number };
    references?: readonly RewrittenReference[];
  } = {},
): ImportReport {
  const { resourceReport, sourceQuestionCount, references = [] } = measured;
  const counts: ImportReportCount[] = resourceReport ? resourceCounts(resourceReport) : [];
  counts.push(
    { kind: "Modules", inSource: null, imported: written.modules },
    { kind: "Lessons", inSource: null, imported: written.lessons },
    { kind: "Assessments", inSource: null, imported: written.assessments },
    { kind: "Questions", inSource: sourceQuestionCount ?? null, imported: written.questions },
  );
  if (measured.lessonFiles) counts.push({ kind: "Files used in lessons", ...measured.lessonFiles });

  const notConverted: ImportReportNotConverted[] = [];
  for (const entry of resourceReport ?? []) {
    if (entry.status !== "not_imported") continue;
    const reason = NOT_IMPORTED_REASONS[entry.reason];
    notConverted.push({
      kind: CATEGORY_NAMES[entry.category][1],
      title: entry.title,
      identifier: entry.identifier,
      reason: entry.detail ? `${reason} (${entry.detail}).` : `${reason}.`,
    });
  }
  const changed: ImportReportChanged[] = [];
  const notes: string[] = [];
  for (const sentence of warnings) {
    if (isLedgerSentence(sentence)) continue;
    const kind = warningKind(sentence);
    const title = warningTitle(sentence, kind);
    if (CHANGED_FIRST.test(sentence)) changed.push({ kind, title, detail: sentence });
    else if (NOT_CONVERTED.test(sentence)) notConverted.push({ kind, title, reason: sentence });
    else if (CHANGED.test(sentence)) changed.push({ kind, title, detail: sentence });
    else notes.push(sentence);
  }
  for (const reference of references) {
    const kind = REWRITTEN_REFERENCE_KINDS[reference.kind];
    if (reference.to) {
      const { lesson, from, to } = reference;
      changed.push({ kind, title: lesson, detail: `${from} -> ${to}`, lesson, from, to });
    } else {
      notConverted.push({
        kind,
        title: reference.lesson,
        reason: `The link to ${reference.from} was removed because ${reference.reason ?? "its target is not in the course"}; its text was kept.`,
      });
    }
  }
  return { counts, notConverted, changed, warnings: [...warnings], notes };
}
