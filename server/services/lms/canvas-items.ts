/**
 * What one Canvas module item becomes (LMS.md "Mapping we use"): pages, discussions and
 * assignments become text or assessment lessons, quizzes assessments with their questions,
 * files a link to the file copied into the course (issue #12; video files stay in Canvas),
 * external tools a link with a warning. Links to Canvas files in their HTML go to RestFiles,
 * links to other items of the course to CanvasLinks; the lesson lists both (`references`).
 */
import { canvasFileRef, type CanvasFileMeta } from "./canvas-files.ts";
import { CANVAS_TEXT_ONLY_QUESTION, mapCanvasQuestion, type CanvasQuestion } from "./canvas-questions.ts";
import type { CanvasLinks } from "./canvas-links.ts";
import type { LmsHttpClient } from "./http.ts";
import type { RestFiles } from "./rest-files.ts";
import { escapeHtml, sanitizeImportedHtml } from "./sanitize.ts";
import {
  LmsError,
  type ImportedAssessment,
  type ImportedLesson,
  type ImportedQuestion,
  type LessonReference,
} from "./types.ts";
import { findEmbeddedVideo, isVideoContentType, isVideoUrl } from "./video.ts";

export interface CanvasModuleItem {
  id: number | string;
  position?: number;
  title?: string;
  type?: string;
  content_id?: number | string;
  page_url?: string;
  external_url?: string;
  url?: string;
  html_url?: string;
}

/** What one module item became: a lesson, maybe an assessment, maybe warnings. */
export interface ItemResult {
  lesson: ImportedLesson | null;
  assessment: Omit<ImportedAssessment, "moduleIndex"> | null;
  warnings: string[];
  /** Other `<collection>:<id>` keys links may use for it (a graded quiz's or topic's `assignments:<id>`). */
  aliases?: string[];
}

/** What the item readers need from the connector: its HTTP client and its list reader. */
export interface CanvasReader {
  http: LmsHttpClient;
  /** Every page of a list (see http-pagination.ts); warnings go to `warnings`. */
  getAllPages<T>(firstPath: string, listName: string, warnings: string[]): Promise<T[]>;
}

/**
 * Reads one module item's content and maps it (LMS.md "Mapping we use").
 * @param files - where links to Canvas files are collected (absent: links are left to the sanitiser)
 * @param links - where links to the course's other items are collected (absent: likewise)
 * @returns the item's lesson (with the `references` its HTML makes to files and items), its
 *   assessment, warnings
 * @throws LmsError when a request for the item fails (the connector isolates it)
 */
export async function readCanvasItemContent(
  reader: CanvasReader,
  coursePath: string,
  item: CanvasModuleItem,
  title: string,
  files?: RestFiles,
  links?: CanvasLinks,
): Promise<ItemResult> {
  const references: LessonReference[] = [];
  const html = (raw: string | null | undefined) => {
    const withFiles = files ? files.rewrite(raw, title, references) : (raw ?? "");
    return sanitizeImportedHtml(links ? links.rewrite(withFiles, references) : withFiles);
  };
  const result = await readItem(reader, coursePath, item, title, html, files, references);
  if (result.lesson && references.length > 0) result.lesson.references = references;
  return result;
}

async function readItem(
  reader: CanvasReader,
  coursePath: string,
  item: CanvasModuleItem,
  title: string,
  html: (raw: string | null | undefined) => string,
  files: RestFiles | undefined,
  references: LessonReference[],
): Promise<ItemResult> {
  const id = encodeURIComponent(String(item.content_id ?? ""));
  switch (item.type) {
    case "Page": {
      const { data } = await reader.http.getJson<{ body?: string | null }>(
        `${coursePath}/pages/${encodeURIComponent(item.page_url ?? "")}`,
      );
      const body = html(data?.body);
      const video = findEmbeddedVideo(body);
      return {
        lesson: video ? { ...textLesson(title, body), type: "video", videoUrl: video } : textLesson(title, body),
        assessment: null,
        warnings: [],
      };
    }
    case "SubHeader":
      return { lesson: textLesson(title, ""), assessment: null, warnings: [] };
    case "ExternalUrl": {
      const url = item.external_url ?? "";
      if (isVideoUrl(url))
        return { lesson: { ...textLesson(title, ""), type: "video", videoUrl: url }, assessment: null, warnings: [] };
      return { lesson: textLesson(title, linkHtml(url, title)), assessment: null, warnings: [] };
    }
    case "File": {
      const { data } = await reader.http.getJson<CanvasFileMeta | null>(`${coursePath}/files/${id}`);
      if (isVideoContentType(data?.["content-type"])) {
        return {
          lesson: { ...textLesson(title, ""), type: "video", videoUrl: item.html_url ?? data?.url ?? null },
          assessment: null,
          warnings: [`Video file "${title}" stays in Canvas: the lesson links to it there.`],
        };
      }
      if (files && data?.url) {
        // The file as Canvas's course pages name it (the item's html_url is the module item's page).
        const from = `${coursePath.replace(/^\/api\/v1/, "")}/files/${item.content_id}`;
        const ref = canvasFileRef(reader.http, String(item.content_id), null, data);
        const placeholder = files.add(ref, title, { references, from });
        return {
          lesson: textLesson(title, linkHtml(placeholder, data.display_name ?? title)),
          assessment: null,
          warnings: [],
        };
      }
      return {
        lesson: textLesson(title, item.html_url ? linkHtml(item.html_url, data?.display_name ?? title) : ""),
        assessment: null,
        warnings: [`File "${title}" was not copied: the lesson links to it in Canvas.`],
      };
    }
    case "Discussion": {
      const { data } = await reader.http.getJson<{ message?: string | null; assignment_id?: number | string | null }>(
        `${coursePath}/discussion_topics/${id}`,
      );
      return {
        lesson: textLesson(title, html(data?.message)),
        assessment: null,
        warnings: [],
        // A graded topic's assignment (DiscussionTopic `assignment_id`): links to it open the topic.
        ...(data?.assignment_id != null && { aliases: [`assignments:${data.assignment_id}`] }),
      };
    }
    case "Assignment": {
      const { data } = await reader.http.getJson<{ name?: string; description?: string | null }>(
        `${coursePath}/assignments/${id}`,
      );
      return {
        lesson: { ...textLesson(title, html(data?.description)), type: "assessment" },
        assessment: { title: data?.name ?? title, type: "assignment", questions: [] },
        warnings: [],
      };
    }
    case "Quiz":
      return readQuiz(reader, coursePath, id, title, html);
    case "ExternalTool":
      return {
        lesson: textLesson(
          title,
          `<p>This lesson opens an external tool in Canvas${item.external_url ? `: ${linkHtml(item.external_url, title)}` : "."}</p>`,
        ),
        assessment: null,
        warnings: [`"${title}" is an external tool (LTI); only a note about it was imported.`],
      };
    default:
      return {
        lesson: textLesson(title, ""),
        assessment: null,
        warnings: [
          `"${title}" has a Canvas item type we do not import (${item.type ?? "unknown"}); it was imported as an empty text lesson.`,
        ],
      };
  }
}

async function readQuiz(
  reader: CanvasReader,
  coursePath: string,
  id: string,
  title: string,
  html: (raw: string | null | undefined) => string,
): Promise<ItemResult> {
  const { data: quiz } = await reader.http.getJson<{
    title?: string;
    description?: string | null;
    quiz_type?: string;
    /** A graded quiz's assignment: Canvas sends it, its Quiz object doc does not list it (read when present). */
    assignment_id?: number | string | null;
  }>(`${coursePath}/quizzes/${id}`);
  const warnings: string[] = [];
  const questions: ImportedQuestion[] = [];
  try {
    const raw = await reader.getAllPages<CanvasQuestion>(
      `${coursePath}/quizzes/${id}/questions?per_page=100`,
      `questions of quiz "${title}"`,
      warnings,
    );
    const converted = new Set<string>();
    let textOnly = 0;
    let allOrNothing = 0;
    for (const q of raw) {
      if (q.question_type === CANVAS_TEXT_ONLY_QUESTION) {
        textOnly++;
        continue;
      }
      const mapped = mapCanvasQuestion(q);
      if (mapped.converted) converted.add(q.question_type ?? "unknown");
      if (mapped.scoringChanged) allOrNothing++;
      questions.push(mapped.question);
    }
    if (converted.size > 0) {
      warnings.push(
        `Quiz "${title}": questions of type ${[...converted].join(", ")} were imported as short answer questions.`,
      );
    }
    if (allOrNothing > 0) {
      warnings.push(
        `Quiz "${title}": ${allOrNothing} multiple answers question(s) were imported as multiple answer scored all or nothing; Canvas gives partial credit for them.`,
      );
    }
    if (textOnly > 0) {
      warnings.push(
        `Quiz "${title}": ${textOnly} text-only item(s) between the questions were left out; they have nothing to answer.`,
      );
    }
  } catch (error) {
    if (!(error instanceof LmsError) || (error.kind !== "missing_permission" && error.kind !== "not_found"))
      throw error;
    warnings.push(`Quiz "${title}": its questions were not imported because the token may not edit this quiz.`);
  }
  return {
    lesson: { ...textLesson(title, html(quiz?.description)), type: "assessment" },
    assessment: {
      title: quiz?.title ?? title,
      type: quiz?.quiz_type === "practice_quiz" ? "practice" : "quiz",
      questions,
    },
    warnings,
    ...(quiz?.assignment_id != null && { aliases: [`assignments:${quiz.assignment_id}`] }),
  };
}

/** A text lesson with the given title and (sanitised) HTML. */
export function textLesson(title: string, contentHtml: string): ImportedLesson {
  return { title, type: "text", contentHtml, videoUrl: null, captionsUrl: null, durationMinutes: null };
}

function linkHtml(url: string, text: string): string {
  return sanitizeImportedHtml(`<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`);
}
