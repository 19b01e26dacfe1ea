/**
 * What became of each `<resource>` of a cartridge's manifest (issue #12 "every resource accounted
 * for"): imported (as a lesson, an assessment or the course's settings), part of another resource
 * (a quiz's metadata, a topic's settings), or not imported with the reason. Every resource not
 * imported is named, with its identifier, in one of the import's warnings.
 */
import { associatedRole, resourceKind, type Resource } from "./manifest.ts";

/** What a resource is, for the import report's counts (issue #12 "counts in the source vs imported per kind"). */
export type ResourceCategory =
  | "page"
  | "file"
  | "web_link"
  | "discussion"
  | "quiz"
  | "question_bank"
  | "external_tool"
  | "assignment"
  | "syllabus"
  | "course_settings"
  | "canvas_data"
  | "other";

const HTML_NAME = /\.x?html?$/i;

/** The category of a manifest resource, from its type and (for web content and Canvas data) its files. */
export function resourceCategory(resource: Resource): ResourceCategory {
  switch (resourceKind(resource.type)) {
    case "webcontent":
      return [resource.href, ...resource.files].some((f) => f && HTML_NAME.test(f)) ? "page" : "file";
    case "weblink":
      return "web_link";
    case "discussion":
      return "discussion";
    case "qti":
      return "quiz";
    case "question_bank":
      return "question_bank";
    case "lti":
      return "external_tool";
    case "assignment":
      return "assignment";
    case "associated": {
      const role = associatedRole(resource);
      if (role === "canvas_assignment") return "assignment";
      if (role === "data") return "canvas_data";
      return role;
    }
    default:
      return "other";
  }
}

/** How a resource was imported; "file": a course file the lessons show (issue #12, cartridge-files.ts). */
export type ImportedAs = "lesson" | "assessment" | "course_settings" | "file";

export type ResourceReportEntry = (
  | {
      identifier: string;
      type: string;
      status: "imported";
      as: ImportedAs;
      /** Title of the lesson / assessment (the course title for course settings; the file name for a file). */
      title: string;
      /** Title of the module holding the lesson; null for an assessment outside modules or settings. */
      module: string | null;
    }
  | { identifier: string; type: string; status: "part_of"; parent: string }
  | {
      identifier: string;
      type: string;
      status: "not_imported";
      title: string;
      reason: NotImportedReason;
      /** What the reason is about: the file, the type... ('' when nothing to add). */
      detail: string;
    }
) & { category: ResourceCategory };

/** Why a resource was not imported: each is one warning sentence, followed by the resources it names. */
export const NOT_IMPORTED_REASONS = {
  file_not_copied:
    "Files of the original course (PDFs, images, documents) were not copied; lessons that show them carry their title only",
  file_missing: "Content missing from the cartridge (the manifest names a file the archive does not hold)",
  unreadable: "Content that could not be read (invalid XML)",
  unknown_type: "Content of a type we do not import",
  canvas_data: "Canvas data we do not import (neither a page, quiz, assignment, topic nor question bank)",
  no_questions: "Question banks without any question we could read",
} as const;
export type NotImportedReason = keyof typeof NOT_IMPORTED_REASONS;

/** The ledger of one import. An imported resource stays imported; the first other outcome wins. */
export class ResourceReport {
  private readonly entries = new Map<string, ResourceReportEntry>();

  imported(resource: Resource, as: ImportedAs, title: string, module: string | null): void {
    if (this.entries.get(resource.identifier)?.status === "imported") return;
    this.entries.set(resource.identifier, {
      identifier: resource.identifier,
      type: resource.type,
      category: resourceCategory(resource),
      status: "imported",
      as,
      title,
      module,
    });
  }

  partOf(resource: Resource, parent: string): void {
    if (this.entries.has(resource.identifier)) return;
    this.entries.set(resource.identifier, {
      identifier: resource.identifier,
      type: resource.type,
      category: resourceCategory(resource),
      status: "part_of",
      parent,
    });
  }

  notImported(resource: Resource, title: string, reason: NotImportedReason, detail = ""): void {
    if (this.entries.has(resource.identifier)) return;
    this.entries.set(resource.identifier, {
      identifier: resource.identifier,
      type: resource.type,
      category: resourceCategory(resource),
      status: "not_imported",
      title,
      reason,
      detail,
    });
  }

  has(identifier: string): boolean {
    return this.entries.has(identifier);
  }

  isImported(identifier: string): boolean {
    return this.entries.get(identifier)?.status === "imported";
  }

  /** The entries, in the order they were recorded. */
  list(): ResourceReportEntry[] {
    return [...this.entries.values()];
  }

  /**
   * One warning per reason, naming every resource it covers as `"title" (identifier; detail)`, e.g.
   * `Content of a type we do not import: "Unknown content" (res_1; imsunknwn_xmlv1p3).`
   */
  warnings(): string[] {
    const byReason = new Map<NotImportedReason, string[]>();
    for (const entry of this.entries.values()) {
      if (entry.status !== "not_imported") continue;
      const names = byReason.get(entry.reason) ?? [];
      names.push(`"${entry.title}" (${[entry.identifier, entry.detail].filter(Boolean).join("; ")})`);
      byReason.set(entry.reason, names);
    }
    return [...byReason].map(([reason, names]) => `${NOT_IMPORTED_REASONS[reason]}: ${names.join(", ")}.`);
  }
}
