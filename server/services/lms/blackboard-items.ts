/**
 * What one Blackboard content item becomes (LMS.md "Blackboard Learn REST API", "Mapping"):
 * documents text (or video) lessons, external links a link (or a video), tests and assignments
 * assessment lessons without questions (the REST API does not expose them), file items links to
 * their attachments copied into the course (issue #12), forum and LTI links a note. Content
 * Collection links in the bodies go to RestFiles; the lesson lists each file it names
 * (`references`, for the import report's "Changed" section).
 *
 * Links between content items in bodies are left as written: LMS.md documents no form for them
 * (only the `resource/x-bb-courselink` item type, imported as its text).
 */
import type { BbContent } from "./blackboard-tree.ts";
import type { RestFileRef, RestFiles } from "./rest-files.ts";
import { escapeHtml, sanitizeImportedHtml } from "./sanitize.ts";
import type { ImportedAssessment, ImportedLesson, LessonReference } from "./types.ts";
import { findEmbeddedVideo, isVideoUrl } from "./video.ts";

export const FOLDER = "resource/x-bb-folder";
export const FILE = "resource/x-bb-file";

/** What mapping items needs besides the item: the import's warnings, files, and file attachments. */
export interface MapContext {
  warnings: string[];
  files: RestFiles;
  /** Attachments of each x-bb-file item by content id (absent: the list could not be read). */
  attachments: Map<string, RestFileRef[]>;
}

/** An item's content handler id, e.g. `resource/x-bb-document` ('' when absent). */
export function handlerOf(content: BbContent): string {
  return content.contentHandler?.id ?? "";
}

/** A text lesson with the given title and (sanitised) HTML. */
export function textLesson(title: string, contentHtml: string): ImportedLesson {
  return { title, type: "text", contentHtml, videoUrl: null, captionsUrl: null, durationMinutes: null };
}

function titleOf(item: BbContent): string {
  return item.title?.trim() || "Untitled";
}

/** An item's body HTML, its Content Collection links given to `files` (and listed in `references`), sanitised. */
function lessonHtml(
  html: string | null | undefined,
  item: BbContent,
  files: RestFiles,
  references: LessonReference[],
): string {
  return sanitizeImportedHtml(files.rewrite(html, titleOf(item), references));
}

function withReferences(lesson: ImportedLesson, references: LessonReference[]): ImportedLesson {
  return references.length > 0 ? { ...lesson, references } : lesson;
}

/** The lesson of an Ultra document body found directly under a module's folder: the folder's title. */
export function ultraBodyLesson(folder: BbContent, body: string, context: MapContext): ImportedLesson {
  const references: LessonReference[] = [];
  return withReferences(textLesson(titleOf(folder), lessonHtml(body, folder, context.files, references)), references);
}

/**
 * Maps one content item (warnings about it go to `context.warnings`).
 * @returns its lesson, with the files its HTML names in `references`, and its assessment if any
 */
export function mapBlackboardItem(
  item: BbContent,
  context: MapContext,
): { lesson: ImportedLesson; assessment?: Omit<ImportedAssessment, "moduleIndex"> } {
  const references: LessonReference[] = [];
  const mapped = mapItem(item, context, references);
  return { ...mapped, lesson: withReferences(mapped.lesson, references) };
}

function mapItem(
  item: BbContent,
  context: MapContext,
  references: LessonReference[],
): { lesson: ImportedLesson; assessment?: Omit<ImportedAssessment, "moduleIndex"> } {
  const { warnings, files } = context;
  const title = titleOf(item);
  const html = (raw: string | null | undefined) => lessonHtml(raw, item, files, references);
  const body = html(item.body);
  const handler = handlerOf(item);
  switch (handler) {
    case FOLDER:
      // A sub-folder inside a module: a heading; its children follow it (orderTree).
      return { lesson: textLesson(title, body) };
    case "resource/x-bb-document": {
      const video = findEmbeddedVideo(body);
      return {
        lesson: video ? { ...textLesson(title, body), type: "video", videoUrl: video } : textLesson(title, body),
      };
    }
    case "resource/x-bb-externallink": {
      const url = item.contentHandler?.url ?? "";
      if (isVideoUrl(url)) return { lesson: { ...textLesson(title, body), type: "video", videoUrl: url } };
      const link = url ? sanitizeImportedHtml(`<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></p>`) : "";
      return { lesson: textLesson(title, [body, link].filter(Boolean).join("\n")) };
    }
    case "resource/x-bb-asmt-test-link":
    case "resource/x-bb-assignment": {
      const isTest = handler === "resource/x-bb-asmt-test-link";
      warnings.push(
        `${isTest ? "Test" : "Assignment"} "${title}" was imported without questions: Blackboard's REST API does not expose them. Add the questions in the editor or import a Common Cartridge export of the course.`,
      );
      return {
        lesson: { ...textLesson(title, body || html(item.description)), type: "assessment" },
        assessment: { title, type: isTest ? "quiz" : "assignment", questions: [] },
      };
    }
    case FILE: {
      // Its attachments are stored in the course and linked (issue #12).
      const attachments = context.attachments.get(item.id);
      if (attachments?.length === 0)
        warnings.push(`File "${title}" was not copied from Blackboard: it has no attachment.`);
      const links = (attachments ?? []).map((ref) => {
        // The report names an attachment by its file name: the REST API gives it no URL of its own.
        const placeholder = files.add(ref, title, { references, from: ref.name ?? ref.label });
        return `<p><a href="${placeholder}">${escapeHtml(ref.name ?? title)}</a></p>`;
      });
      return { lesson: textLesson(title, [body, sanitizeImportedHtml(links.join(""))].filter(Boolean).join("\n")) };
    }
    case "resource/x-bb-forumlink":
      return { lesson: textLesson(title, body || html(item.description)) };
    case "resource/x-bb-blti-link":
      warnings.push(`"${title}" is an external tool (LTI); only a note about it was imported.`);
      return { lesson: textLesson(title, body || "<p>This lesson opens an external tool in Blackboard.</p>") };
    default:
      if (handler !== "resource/x-bb-courselink") {
        warnings.push(
          `"${title}" has a Blackboard content type we do not import (${handler || "unknown"}); only its text was kept.`,
        );
      }
      return { lesson: textLesson(title, body) };
  }
}
