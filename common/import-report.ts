/**
 * The import report (issue #12 "Import report"), shared by client and server: what the source
 * held against what was imported, per kind; every item not converted, with the reason; every item
 * converted with a change. Stored per import (table `import_reports`), returned by the import
 * routes and by `GET /api/courses/:id/import-report`.
 *
 * Honesty rule: a count the importer did not measure is `null` ("not counted"), never a guess.
 */

/** Where an imported course came from. */
export const IMPORT_SOURCE_KINDS = ["canvas", "blackboard", "common_cartridge"] as const;
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number];

/** Display names of the sources. */
export const IMPORT_SOURCE_NAMES: Record<ImportSourceKind, string> = {
  canvas: "Canvas",
  blackboard: "Blackboard",
  common_cartridge: "IMS Common Cartridge",
};

/** One row of the counts table. */
export interface ImportReportCount {
  /** What is counted, e.g. "Pages", "Quizzes", "Questions", "Modules". */
  kind: string;
  /** How many the source held; null when the importer could not count them. */
  inSource: number | null;
  /** How many are in the course now. */
  imported: number;
}

/** An item of the source that is not in the course. */
export interface ImportReportNotConverted {
  /** What it is: "Page", "File", "Question", "Resource"... */
  kind: string;
  title: string;
  /** The source's own id of the item (a manifest resource identifier), when known. */
  identifier?: string;
  /** Why it was not converted, in a sentence. */
  reason: string;
}

/** An item that is in the course, but changed on the way (a question type, a link, a position). */
export interface ImportReportChanged {
  kind: string;
  title: string;
  /** What changed, in a sentence. */
  detail: string;
  /**
   * For a rewritten image, file link or link between lessons (issue #12): the lesson it is in,
   * the reference as the source wrote it, and where it points now (`/api/files/<id>`, or
   * `/course/<id>#lesson-<id>`). Absent on other changes and on reports stored before.
   */
  lesson?: string;
  from?: string;
  to?: string;
}

/** `kind` of the Changed entries that are rewritten references, grouped per lesson by the UI. */
export const REWRITTEN_REFERENCE_KINDS = {
  image: "Image",
  file: "File link",
  link: "Link",
} as const;

/** The report of one import. */
export interface ImportReport {
  counts: ImportReportCount[];
  notConverted: ImportReportNotConverted[];
  changed: ImportReportChanged[];
  /** Every warning sentence of the import, as the importer wrote it. */
  warnings: string[];
  /** The warnings not itemised in `notConverted` or `changed` (shown as "Other notes"). */
  notes: string[];
}

/** A stored report, as `GET /api/courses/:id/import-report` returns it. */
export interface StoredImportReport {
  id: number;
  courseId: number;
  sourceKind: ImportSourceKind;
  /** The LMS course id, or the uploaded file's name; null when unknown. */
  sourceName: string | null;
  /** ISO 8601. */
  createdAt: string;
  report: ImportReport;
}
