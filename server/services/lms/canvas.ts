/**
 * Canvas LMS connector (LMS.md "Canvas LMS REST API"; Canvas doc/api: users, courses, modules,
 * pages, assignments, quizzes, quiz_questions, discussion_topics, files). Reads a course's
 * modules and items and maps them per LMS.md "Mapping we use".
 */
import { describeCanvasError, isCanvasRateLimited } from "./canvas-errors.ts";
import {
  readCanvasItemContent,
  textLesson,
  type CanvasModuleItem,
  type CanvasReader,
  type ItemResult,
} from "./canvas-items.ts";
import { connectorHttpClient, isItemFailure, rethrowAsNotThisLms } from "./describe-failure.ts";
import { LmsHttpClient, type LmsResponse } from "./http.ts";
import { readAllPages } from "./http-pagination.ts";
import { canvasFileRecogniser } from "./canvas-files.ts";
import { CanvasLinks } from "./canvas-links.ts";
import { RestFiles } from "./rest-files.ts";
import {
  LmsError,
  type ImportedAssessment,
  type ImportedCourse,
  type ImportedLesson,
  type ImportedModule,
  type LmsConnector,
  type LmsConnectorOptions,
  type LmsCourseSummary,
  type LmsUser,
  type ProgressListener,
} from "./types.ts";

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

/** Reads courses, modules, pages, quizzes, assignments from one Canvas site with one token. */
export class CanvasConnector implements LmsConnector, CanvasReader {
  readonly lmsType = "canvas" as const;
  readonly http: LmsHttpClient;
  private readonly options: LmsConnectorOptions;

  /** @throws LmsError `blocked_address` for a base URL that is not http(s) */
  constructor(options: LmsConnectorOptions) {
    this.options = options;
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
    // The Import tab has no place for warnings: a truncated list shows what was read.
    const courses = await this.http.withDeadline(
      () =>
        this.getAllPages<CanvasCourse>(
          "/api/v1/courses?enrollment_type=teacher&include[]=total_students&include[]=term&per_page=100",
          "your courses",
          [],
        ),
      this.options.importDeadlineMs,
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
   * them), then every item's content with at most `concurrency` requests in flight, all within
   * the import deadline (`importDeadlineMs`).
   * @param courseId - Canvas course id (or `sis_course_id:...`)
   * @param onProgress - called after each item's content is read
   * @throws LmsError for course-level failures (`timeout` 504 past the deadline); an item that
   *   cannot be read becomes a warning naming it (see isItemFailure)
   */
  async fetchCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse> {
    return this.http.withDeadline(() => this.readCourse(courseId, onProgress), this.options.importDeadlineMs);
  }

  private async readCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse> {
    const coursePath = `/api/v1/courses/${encodeURIComponent(courseId)}`;
    const warnings: string[] = [];
    onProgress?.({ phase: "course", done: 0, total: 1 });
    const { data: course } = await this.http.getJson<CanvasCourse>(coursePath);
    onProgress?.({ phase: "modules", done: 0, total: 1 });
    const modules = await this.getAllPages<CanvasModule>(
      `${coursePath}/modules?include[]=items&include[]=content_details&per_page=100`,
      "modules",
      warnings,
    );
    modules.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const itemLists = await Promise.all(modules.map((m) => this.moduleItems(coursePath, m, warnings)));

    const total = itemLists.reduce((n, items) => n + items.length, 0);
    let done = 0;
    const files = new RestFiles(this.http, "Canvas", canvasFileRecogniser(this.http));
    const links = new CanvasLinks(this.http, [courseId, ...(course?.id !== undefined ? [String(course.id)] : [])]);
    const results = await Promise.all(
      itemLists.map((items) =>
        Promise.all(
          items.map(async (item) => {
            const result = await this.readItem(coursePath, item, files, links);
            onProgress?.({ phase: "items", done: ++done, total });
            return result;
          }),
        ),
      ),
    );

    const assessments: ImportedAssessment[] = [];
    const importedModules: ImportedModule[] = modules.map((m, moduleIndex) => {
      const lessons: ImportedLesson[] = [];
      for (const [itemIndex, result] of (results[moduleIndex] ?? []).entries()) {
        warnings.push(...result.warnings);
        if (!result.lesson) continue;
        const item = itemLists[moduleIndex]![itemIndex]!;
        links.lessonRead(item, { moduleIndex, lessonIndex: lessons.length }, result.aliases);
        if (result.assessment) {
          assessments.push({ ...result.assessment, moduleIndex });
          lessons.push({ ...result.lesson, assessmentIndex: assessments.length - 1 });
        } else lessons.push(result.lesson);
      }
      return { lmsModuleId: String(m.id), title: m.name ?? `Module ${moduleIndex + 1}`, description: null, lessons };
    });
    // Every file the lessons use, each once (issue #12); what cannot be fetched is named.
    await files.fetchAll();
    warnings.push(...files.problems);

    return {
      lmsType: "canvas",
      lmsId: String(course?.id ?? courseId),
      title: course?.name ?? course?.course_code ?? `Canvas course ${courseId}`,
      description: course?.public_description || null,
      modules: importedModules,
      assessments,
      warnings,
      files: files.files,
      sourceFileCount: files.referencedCount,
      // Links between the course's items: which lesson or module each points at (issue #12).
      links: links.resolve(importedModules),
    };
  }

  /**
   * A module's items in order: from the listing, or (Canvas omits `items` when a module has many)
   * from the module's items endpoint. An item id that comes twice is kept once, with a warning.
   */
  private async moduleItems(coursePath: string, m: CanvasModule, warnings: string[]): Promise<CanvasModuleItem[]> {
    const name = `items of module "${m.name ?? m.id}"`;
    let items: CanvasModuleItem[];
    if (Array.isArray(m.items)) {
      const seen = new Set<string>();
      items = m.items.filter((item) => !seen.has(String(item.id)) && seen.add(String(item.id)));
      if (items.length < m.items.length) {
        warnings.push(
          `Canvas: the list of ${name} sent ${m.items.length - items.length} item(s) twice; each was imported once.`,
        );
      }
    } else {
      items = await this.getAllPages<CanvasModuleItem>(
        `${coursePath}/modules/${encodeURIComponent(String(m.id))}/items?per_page=100`,
        name,
        warnings,
      );
    }
    return [...items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  }

  /**
   * Follows Link rel="next" (same origin only, see LmsHttpClient.resolve) to the end of the list
   * within the documented maximum (http-pagination.ts), warning about truncation, loops, repeats.
   * @param listName - what the list holds, for warnings
   * @throws LmsError `bad_response` when a page is not a JSON array
   */
  async getAllPages<T>(firstPath: string, listName: string, warnings: string[]): Promise<T[]> {
    return readAllPages<T>({
      lmsName: "Canvas",
      listName,
      first: firstPath,
      warnings,
      maxPages: this.options.maxListPages,
      maxItems: this.options.maxListItems,
      resolve: (link) => this.http.resolve(link),
      keyOf: (item) => {
        const id = (item as { id?: unknown } | null)?.id;
        return typeof id === "number" || typeof id === "string" ? String(id) : null;
      },
      readPage: async (pathOrUrl) => {
        const response: LmsResponse<T[]> = await this.http.getJson<T[]>(pathOrUrl);
        if (!Array.isArray(response.data)) {
          throw new LmsError(
            "bad_response",
            "Canvas sent a list we could not read. Try again; if it keeps happening, check the base URL.",
          );
        }
        return { items: response.data, next: nextLink(response.headers.get("link")), url: response.url };
      },
    });
  }

  private async readItem(
    coursePath: string,
    item: CanvasModuleItem,
    files: RestFiles,
    links: CanvasLinks,
  ): Promise<ItemResult> {
    const title = item.title?.trim() || "Untitled";
    try {
      return await readCanvasItemContent(this, coursePath, item, title, files, links);
    } catch (error) {
      // One missing, forbidden, broken or oversized item does not sink the whole import.
      if (!isItemFailure(error, this.http)) throw error;
      const status = error.upstreamStatus ? `HTTP ${error.upstreamStatus}, ` : "";
      return {
        lesson: textLesson(title, ""),
        assessment: null,
        warnings: [
          `"${title}" (${item.type ?? "item"}) could not be read from Canvas (${status}${error.kind.replace("_", " ")}): ${error.message} It was imported without content.`,
        ],
      };
    }
  }
}

function notCanvas(host: string, cause?: unknown): LmsError {
  return new LmsError(
    "not_an_lms",
    `${host} does not answer like a Canvas site. Check the base URL (for example https://school.instructure.com).`,
    { cause },
  );
}
