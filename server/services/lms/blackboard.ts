/**
 * Blackboard Learn connector (LMS.md "Blackboard Learn REST API"; docs.anthology.com / the
 * blackboard.github.io REST reference: users, courses, contents, children). Blackboard counts
 * calls per site per day, so an import uses one `children?recursive=true` call per top-level folder.
 */
import { blackboardFileRecogniser, readFileAttachments } from "./blackboard-files.ts";
import { orderTree, withUltraBody, type BbContent } from "./blackboard-tree.ts";
import {
  connectorHttpClient,
  describeLmsFailure,
  isItemFailure,
  rethrowAsNotThisLms,
  type LmsAdviceKind,
} from "./describe-failure.ts";
import { LmsHttpClient, type FailedResponse, type LmsResponse } from "./http.ts";
import { readAllPages } from "./http-pagination.ts";
import { FILE, FOLDER, handlerOf, mapBlackboardItem, ultraBodyLesson, type MapContext } from "./blackboard-items.ts";
import { RestFiles } from "./rest-files.ts";
import { sanitizeImportedHtml } from "./sanitize.ts";
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

const API = "/learn/api/public/v1";

interface BbPage<T> {
  results?: T[];
  paging?: { nextPage?: string };
}
interface BbCourse {
  id: string;
  courseId?: string;
  name?: string;
  description?: string | null;
  availability?: { duration?: { start?: string | null } | null } | null;
}
/**
 * Builds the LmsError for a failed Blackboard response (`{status, message, extraInfo}`):
 * 401 -> invalid_token; 403 -> missing_permission; 404 -> not_found; 5xx -> upstream_down.
 */
export function describeBlackboardError(response: FailedResponse): LmsError {
  const status = response.status;
  const authKind = status === 401 ? "invalid_token" : status === 403 ? "missing_permission" : null;
  return describeLmsFailure("Blackboard", status, authKind, BLACKBOARD_ADVICE);
}

const BLACKBOARD_ADVICE: Record<LmsAdviceKind, string> = {
  invalid_token:
    "Blackboard rejected the access token: it is invalid or expired (Blackboard tokens last one hour). Get a new token from your institution's Blackboard REST application and reconnect.",
  missing_permission:
    "Blackboard accepted the access token but it lacks the entitlement to read this. Ask your Blackboard administrator to grant the REST application course content read access.",
  not_found:
    "Blackboard could not find that course or content. Check that it still exists and that you are enrolled in it, then refresh the course list.",
};

function plainText(html: string | null | undefined): string | null {
  const text = sanitizeImportedHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text || null;
}

/** Reads courses and content trees from one Blackboard Learn site with one bearer token. */
export class BlackboardConnector implements LmsConnector {
  readonly lmsType = "blackboard" as const;
  private readonly http: LmsHttpClient;
  private readonly options: LmsConnectorOptions;

  /** @throws LmsError `blocked_address` for a base URL that is not http(s) */
  constructor(options: LmsConnectorOptions) {
    this.options = options;
    this.http = connectorHttpClient(options, {
      lmsName: "Blackboard",
      describeError: describeBlackboardError,
    });
  }

  /**
   * GET /learn/api/public/v1/users/me (needs a user-context token).
   * @returns `{ lmsUser: { id, name } }` (name = given + family, else userName)
   * @throws LmsError invalid_token (401), missing_permission (403), not_an_lms (502), timeout (504), ...
   */
  async verifyConnection(): Promise<{ lmsUser: LmsUser }> {
    try {
      const { data } = await this.http.getJson<{
        id?: string;
        userName?: string;
        name?: { given?: string; family?: string };
      }>(`${API}/users/me`);
      if (!data || typeof data !== "object" || !data.id) throw notBlackboard(this.http.baseUrl.host);
      const fullName = [data.name?.given, data.name?.family].filter(Boolean).join(" ");
      return { lmsUser: { id: data.id, name: fullName || data.userName || "" } };
    } catch (error) {
      rethrowAsNotThisLms(error, (cause) => notBlackboard(this.http.baseUrl.host, cause));
    }
  }

  /**
   * The token user's course memberships: GET /learn/api/public/v1/users/me/courses?expand=course,
   * following `paging.nextPage` (relative).
   * @throws LmsError
   */
  async listCourses(): Promise<LmsCourseSummary[]> {
    // The Import tab has no place for warnings: a truncated list shows what was read.
    const memberships = await this.http.withDeadline(
      () =>
        this.getAllPages<{ courseId?: string; course?: BbCourse }>(
          `${API}/users/me/courses?expand=course&limit=100`,
          "your courses",
          [],
          (m) => m.courseId ?? m.course?.id ?? null,
        ),
      this.options.importDeadlineMs,
    );
    return memberships.map((m) => {
      const course = m.course;
      const id = course?.id ?? m.courseId ?? "";
      return {
        id,
        name: course?.name ?? course?.courseId ?? id,
        description: plainText(course?.description),
        enrollmentCount: null,
        startDate: course?.availability?.duration?.start ?? null,
      };
    });
  }

  /**
   * Reads the course, its top-level contents, and the descendants (`children?recursive=true`) of
   * each top-level folder and Ultra document, then maps folders to modules (LMS.md "Mapping"),
   * all within the import deadline (`importDeadlineMs`). Top-level items that are not folders go
   * into one module titled "Course content". Each content id is imported once (blackboard-tree.ts).
   * @param courseId - `_4_1` form, or `courseId:ABC` / `externalId:...` / `uuid:...`
   * @throws LmsError for course-level failures (`timeout` 504 past the deadline); a folder whose
   *   contents cannot be read becomes a warning naming it (see isItemFailure)
   */
  async fetchCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse> {
    return this.http.withDeadline(() => this.readCourse(courseId, onProgress), this.options.importDeadlineMs);
  }

  private async readCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse> {
    const coursePath = `${API}/courses/${encodeURIComponent(courseId)}`;
    const warnings: string[] = [];
    onProgress?.({ phase: "course", done: 0, total: 1 });
    const { data: course } = await this.http.getJson<BbCourse>(coursePath);
    onProgress?.({ phase: "modules", done: 0, total: 1 });
    const top = await this.getAllPages<BbContent>(`${coursePath}/contents?limit=200`, "top-level contents", warnings);
    top.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const descendants = await this.readDescendants(coursePath, top, warnings, onProgress);
    const fileItems = [...top, ...[...descendants.values()].flat()].filter((c) => handlerOf(c) === FILE);
    const context: MapContext = {
      warnings,
      files: new RestFiles(this.http, "Blackboard", blackboardFileRecogniser(this.http)),
      attachments: await readFileAttachments(this.http, coursePath, fileItems, warnings),
    };

    const assessments: ImportedAssessment[] = [];
    const modules: ImportedModule[] = [];
    let looseModule: ImportedModule | null = null;
    const seen = new Set<string>();
    const addLessons = (moduleIndex: number, items: BbContent[], target: ImportedLesson[]) => {
      for (const item of items) {
        const mapped = mapBlackboardItem(item, context);
        if (mapped.assessment) {
          assessments.push({ ...mapped.assessment, moduleIndex });
          target.push({ ...mapped.lesson, assessmentIndex: assessments.length - 1 });
        } else target.push(mapped.lesson);
      }
    };

    for (const item of top) {
      if (handlerOf(item) !== FOLDER && seen.has(item.id)) continue;
      if (handlerOf(item) !== FOLDER) seen.add(item.id);
      const tree = orderTree(item, descendants.get(item) ?? [], seen, warnings);
      const items = tree.items.map((child) => withUltraBody(child, tree.ultraBodies));
      if (handlerOf(item) === FOLDER) {
        // An Ultra body directly under a module's folder: a lesson with the folder's title.
        const ownBody = tree.ultraBodies.get(item.id);
        const module: ImportedModule = {
          lmsModuleId: item.id,
          title: item.title?.trim() || `Module ${modules.length + 1}`,
          description: plainText(item.description ?? item.body),
          lessons: ownBody ? [ultraBodyLesson(item, ownBody, context)] : [],
        };
        modules.push(module);
        addLessons(modules.length - 1, items, module.lessons);
      } else {
        if (!looseModule) {
          looseModule = { lmsModuleId: null, title: "Course content", description: null, lessons: [] };
          modules.push(looseModule);
        }
        addLessons(
          modules.indexOf(looseModule),
          [withUltraBody(item, tree.ultraBodies), ...items],
          looseModule.lessons,
        );
      }
    }

    // Every file the lessons use, each once (issue #12); what cannot be fetched is named.
    await context.files.fetchAll();
    warnings.push(...context.files.problems);
    return {
      files: context.files.files,
      sourceFileCount: context.files.referencedCount,
      lmsType: "blackboard",
      lmsId: course?.id ?? courseId,
      title: course?.name ?? course?.courseId ?? `Blackboard course ${courseId}`,
      description: plainText(course?.description),
      modules,
      assessments,
      warnings,
    };
  }

  /**
   * The descendants of each top-level folder, and of each top-level item with children (an Ultra
   * document keeps its body in a child). A folder that cannot be read is reported by name and
   * imported empty; the rest goes on.
   */
  private async readDescendants(
    coursePath: string,
    top: BbContent[],
    warnings: string[],
    onProgress?: ProgressListener,
  ): Promise<Map<BbContent, BbContent[]>> {
    const parents = top.filter((c) => (handlerOf(c) === FOLDER ? c.hasChildren !== false : c.hasChildren === true));
    let done = 0;
    const lists = await Promise.all(
      parents.map(async (parent) => {
        const name = `"${parent.title?.trim() || parent.id}"`;
        try {
          return await this.getAllPages<BbContent>(
            `${coursePath}/contents/${encodeURIComponent(parent.id)}/children?recursive=true&limit=200`,
            `contents of ${name}`,
            warnings,
          );
        } catch (error) {
          if (!isItemFailure(error, this.http)) throw error;
          const status = error.upstreamStatus ? `HTTP ${error.upstreamStatus}, ` : "";
          warnings.push(
            `The contents of ${name} could not be read from Blackboard (${status}${error.kind.replace("_", " ")}): ${error.message} They were not imported.`,
          );
          return [];
        } finally {
          onProgress?.({ phase: "items", done: ++done, total: parents.length });
        }
      }),
    );
    return new Map(parents.map((parent, i) => [parent, lists[i] ?? []]));
  }

  /**
   * Follows `paging.nextPage` (relative; same origin only) to the end of the list within the
   * documented maximum (http-pagination.ts), warning about truncation, loops and repeats.
   * @param listName - what the list holds, for warnings
   * @param keyOf - the item's id (default: its `id`)
   * @throws LmsError `bad_response` when a page has no `results` array
   */
  private async getAllPages<T>(
    firstPath: string,
    listName: string,
    warnings: string[],
    keyOf: (item: T) => string | null = (item) => (item as { id?: string } | null)?.id ?? null,
  ): Promise<T[]> {
    return readAllPages<T>({
      lmsName: "Blackboard",
      listName,
      first: firstPath,
      warnings,
      keyOf,
      maxPages: this.options.maxListPages,
      maxItems: this.options.maxListItems,
      resolve: (link) => this.http.resolve(link),
      readPage: async (pathOrUrl) => {
        const response: LmsResponse<BbPage<T>> = await this.http.getJson<BbPage<T>>(pathOrUrl);
        const results = response.data?.results;
        if (!Array.isArray(results)) {
          throw new LmsError(
            "bad_response",
            "Blackboard sent a list we could not read. Try again; if it keeps happening, check the base URL.",
          );
        }
        return { items: results, next: response.data?.paging?.nextPage ?? null, url: response.url };
      },
    });
  }
}

function notBlackboard(host: string, cause?: unknown): LmsError {
  return new LmsError(
    "not_an_lms",
    `${host} does not answer like a Blackboard Learn site. Check the base URL (for example https://school.blackboard.com).`,
    { cause },
  );
}
