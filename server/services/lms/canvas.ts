/**
 * Canvas LMS connector (LMS.md "Canvas LMS REST API"; Canvas doc/api: users, courses, modules,
 * pages, assignments, quizzes, quiz_questions, discussion_topics, files). Reads a course's
 * modules and items and maps them per LMS.md "Mapping we use".
 */
import { describeCanvasError, isCanvasRateLimited } from "./canvas-errors.ts";
import { connectorHttpClient, rethrowAsNotThisLms } from "./describe-failure.ts";
import { LmsHttpClient, type LmsResponse } from "./http.ts";
import { CANVAS_TEXT_ONLY_QUESTION, mapCanvasQuestion, type CanvasQuestion } from "./canvas-questions.ts";
import { escapeHtml, sanitizeImportedHtml } from "./sanitize.ts";
import {
  LmsError,
  type ImportedAssessment,
  type ImportedCourse,
  type ImportedLesson,
  type ImportedModule,
  type ImportedQuestion,
  type LmsConnector,
  type LmsConnectorOptions,
  type LmsCourseSummary,
  type LmsUser,
  type ProgressListener,
} from "./types.ts";
import { findEmbeddedVideo, isVideoContentType, isVideoUrl } from "./video.ts";

/** Pages followed at most per listing (100 items each): a guard against a looping `next` link. */
const MAX_PAGES = 500;

interface CanvasUser {
  id: number | string;
  name?: string;
  short_name?: string;
}
interface CanvasCourse {
  id: number | string;
  name?: string;
  course_code?: string;
  public_description?: string | null;
  total_students?: number;
  start_at?: string | null;
  term?: { start_at?: string | null } | null;
}
interface CanvasModuleItem {
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
interface CanvasModule {
  id: number | string;
  name?: string;
  position?: number;
  items?: CanvasModuleItem[];
}
/**
 * The `rel="next"` URL of an RFC 8288 Link header (Canvas pagination: rels current|next|prev|
 * first|last, URLs opaque), or null.
 */
export function nextLink(linkHeader: string | null): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*((?:;\s*[^;]+)*)/.exec(part.trim());
    if (match && /;\s*rel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?/i.test(match[2] ?? "")) return match[1] ?? null;
  }
  return null;
}

/** What one module item became: a lesson, maybe an assessment, maybe warnings. */
interface ItemResult {
  lesson: ImportedLesson | null;
  assessment: Omit<ImportedAssessment, "moduleIndex"> | null;
  warnings: string[];
}

/** Reads courses, modules, pages, quizzes, assignments from one Canvas site with one token. */
export class CanvasConnector implements LmsConnector {
  readonly lmsType = "canvas" as const;
  private readonly http: LmsHttpClient;

  /** @throws LmsError `blocked_address` for a base URL that is not http(s) */
  constructor(options: LmsConnectorOptions) {
    this.http = connectorHttpClient(options, {
      lmsName: "Canvas",
      describeError: describeCanvasError,
      isRateLimited: isCanvasRateLimited,
    });
  }

  /**
   * GET /api/v1/users/self. A 404 or a non-JSON answer means the base URL is not Canvas.
   * @returns the token's user `{ id, name }`
   * @throws LmsError invalid_token (401), missing_permission (403), not_an_lms (502), timeout, ...
   */
  async verifyConnection(): Promise<{ lmsUser: LmsUser }> {
    try {
      const { data } = await this.http.getJson<CanvasUser>("/api/v1/users/self");
      if (!data || typeof data !== "object" || data.id === undefined) throw notCanvas(this.http.baseUrl.host);
      return { lmsUser: { id: String(data.id), name: data.name ?? data.short_name ?? "" } };
    } catch (error) {
      rethrowAsNotThisLms(error, (cause) => notCanvas(this.http.baseUrl.host, cause));
    }
  }

  /**
   * Courses the user teaches: GET /api/v1/courses?enrollment_type=teacher&include[]=total_students
   * &include[]=term&per_page=100, following Link rel="next".
   * @throws LmsError
   */
  async listCourses(): Promise<LmsCourseSummary[]> {
    const courses = await this.getAllPages<CanvasCourse>(
      "/api/v1/courses?enrollment_type=teacher&include[]=total_students&include[]=term&per_page=100",
    );
    return courses.map((c) => ({
      id: String(c.id),
      name: c.name ?? c.course_code ?? `Course ${c.id}`,
      description: c.public_description || null,
      enrollmentCount: typeof c.total_students === "number" ? c.total_students : null,
      startDate: c.start_at ?? c.term?.start_at ?? null,
    }));
  }

  /**
   * Reads the whole course: the course, its modules (items fetched separately when Canvas omits
   * them), then every item's content with at most `concurrency` requests in flight.
   * @param courseId - Canvas course id (or `sis_course_id:...`)
   * @param onProgress - called after each item's content is read
   * @throws LmsError for course-level failures; a single unreadable item (404/403) becomes a warning
   */
  async fetchCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse> {
    const coursePath = `/api/v1/courses/${encodeURIComponent(courseId)}`;
    onProgress?.({ phase: "course", done: 0, total: 1 });
    const { data: course } = await this.http.getJson<CanvasCourse>(coursePath);
    onProgress?.({ phase: "modules", done: 0, total: 1 });
    const modules = await this.getAllPages<CanvasModule>(
      `${coursePath}/modules?include[]=items&include[]=content_details&per_page=100`,
    );
    modules.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    // Canvas omits `items` when a module has many: read them from the module's items endpoint.
    const itemLists = await Promise.all(
      modules.map(async (m) => {
        const items = Array.isArray(m.items)
          ? m.items
          : await this.getAllPages<CanvasModuleItem>(
              `${coursePath}/modules/${encodeURIComponent(String(m.id))}/items?per_page=100`,
            );
        return [...items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      }),
    );

    const total = itemLists.reduce((n, items) => n + items.length, 0);
    let done = 0;
    const results = await Promise.all(
      itemLists.map((items) =>
        Promise.all(
          items.map(async (item) => {
            const result = await this.readItem(coursePath, item);
            onProgress?.({ phase: "items", done: ++done, total });
            return result;
          }),
        ),
      ),
    );

    const warnings: string[] = [];
    const assessments: ImportedAssessment[] = [];
    const importedModules: ImportedModule[] = modules.map((m, moduleIndex) => {
      const lessons: ImportedLesson[] = [];
      for (const result of results[moduleIndex] ?? []) {
        warnings.push(...result.warnings);
        if (!result.lesson) continue;
        if (result.assessment) {
          assessments.push({ ...result.assessment, moduleIndex });
          lessons.push({ ...result.lesson, assessmentIndex: assessments.length - 1 });
        } else lessons.push(result.lesson);
      }
      return { lmsModuleId: String(m.id), title: m.name ?? `Module ${moduleIndex + 1}`, description: null, lessons };
    });

    return {
      lmsType: "canvas",
      lmsId: String(course?.id ?? courseId),
      title: course?.name ?? course?.course_code ?? `Canvas course ${courseId}`,
      description: course?.public_description || null,
      modules: importedModules,
      assessments,
      warnings,
    };
  }

  /** Follows Link rel="next" (same origin only, see LmsHttpClient.resolve) and concatenates the pages. */
  private async getAllPages<T>(firstPath: string): Promise<T[]> {
    const all: T[] = [];
    const seen = new Set<string>();
    let next: string | null = firstPath;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const response: LmsResponse<T[]> = await this.http.getJson<T[]>(next);
      seen.add(response.url.href);
      if (!Array.isArray(response.data)) {
        throw new LmsError(
          "bad_response",
          "Canvas sent a list we could not read. Try again; if it keeps happening, check the base URL.",
        );
      }
      all.push(...response.data);
      const link = nextLink(response.headers.get("link"));
      next = link && !seen.has(this.http.resolve(link).href) ? link : null;
    }
    return all;
  }

  private async readItem(coursePath: string, item: CanvasModuleItem): Promise<ItemResult> {
    const title = item.title?.trim() || "Untitled";
    try {
      return await this.readItemContent(coursePath, item, title);
    } catch (error) {
      // One missing or forbidden item should not sink the whole import.
      if (error instanceof LmsError && (error.kind === "not_found" || error.kind === "missing_permission")) {
        return {
          lesson: textLesson(title, ""),
          assessment: null,
          warnings: [
            `"${title}" (${item.type ?? "item"}) could not be read from Canvas (${error.kind.replace("_", " ")}); it was imported without content.`,
          ],
        };
      }
      throw error;
    }
  }

  private async readItemContent(coursePath: string, item: CanvasModuleItem, title: string): Promise<ItemResult> {
    const id = encodeURIComponent(String(item.content_id ?? ""));
    switch (item.type) {
      case "Page": {
        const { data } = await this.http.getJson<{ body?: string | null }>(
          `${coursePath}/pages/${encodeURIComponent(item.page_url ?? "")}`,
        );
        const html = sanitizeImportedHtml(data?.body);
        const video = findEmbeddedVideo(html);
        return {
          lesson: video ? { ...textLesson(title, html), type: "video", videoUrl: video } : textLesson(title, html),
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
        const { data } = await this.http.getJson<{ "content-type"?: string; url?: string; display_name?: string }>(
          `${coursePath}/files/${id}`,
        );
        if (isVideoContentType(data?.["content-type"])) {
          return {
            lesson: { ...textLesson(title, ""), type: "video", videoUrl: item.html_url ?? data?.url ?? null },
            assessment: null,
            warnings: [`Video file "${title}" stays in Canvas: the lesson links to it there.`],
          };
        }
        return {
          lesson: textLesson(title, item.html_url ? linkHtml(item.html_url, data?.display_name ?? title) : ""),
          assessment: null,
          warnings: [`File "${title}" was not copied: the lesson links to it in Canvas.`],
        };
      }
      case "Discussion": {
        const { data } = await this.http.getJson<{ message?: string | null }>(`${coursePath}/discussion_topics/${id}`);
        return { lesson: textLesson(title, sanitizeImportedHtml(data?.message)), assessment: null, warnings: [] };
      }
      case "Assignment": {
        const { data } = await this.http.getJson<{ name?: string; description?: string | null }>(
          `${coursePath}/assignments/${id}`,
        );
        return {
          lesson: { ...textLesson(title, sanitizeImportedHtml(data?.description)), type: "assessment" },
          assessment: { title: data?.name ?? title, type: "assignment", questions: [] },
          warnings: [],
        };
      }
      case "Quiz":
        return this.readQuiz(coursePath, id, title);
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

  private async readQuiz(coursePath: string, id: string, title: string): Promise<ItemResult> {
    const { data: quiz } = await this.http.getJson<{ title?: string; description?: string | null; quiz_type?: string }>(
      `${coursePath}/quizzes/${id}`,
    );
    const warnings: string[] = [];
    const questions: ImportedQuestion[] = [];
    try {
      const raw = await this.getAllPages<CanvasQuestion>(`${coursePath}/quizzes/${id}/questions?per_page=100`);
      const converted = new Set<string>();
      let textOnly = 0;
      for (const q of raw) {
        if (q.question_type === CANVAS_TEXT_ONLY_QUESTION) {
          textOnly++;
          continue;
        }
        const mapped = mapCanvasQuestion(q);
        if (mapped.converted) converted.add(q.question_type ?? "unknown");
        questions.push(mapped.question);
      }
      if (converted.size > 0) {
        warnings.push(
          `Quiz "${title}": questions of type ${[...converted].join(", ")} were imported as short answer questions.`,
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
      lesson: { ...textLesson(title, sanitizeImportedHtml(quiz?.description)), type: "assessment" },
      assessment: {
        title: quiz?.title ?? title,
        type: quiz?.quiz_type === "practice_quiz" ? "practice" : "quiz",
        questions,
      },
      warnings,
    };
  }
}

function textLesson(title: string, contentHtml: string): ImportedLesson {
  return { title, type: "text", contentHtml, videoUrl: null, captionsUrl: null, durationMinutes: null };
}

function linkHtml(url: string, text: string): string {
  return sanitizeImportedHtml(`<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`);
}

function notCanvas(host: string, cause?: unknown): LmsError {
  return new LmsError(
    "not_an_lms",
    `${host} does not answer like a Canvas site. Check the base URL (for example https://school.instructure.com).`,
    { cause },
  );
}
