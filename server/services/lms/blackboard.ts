/**
 * Blackboard Learn connector (LMS.md "Blackboard Learn REST API"; docs.anthology.com / the
 * blackboard.github.io REST reference: users, courses, contents, children). Blackboard counts
 * calls per site per day, so an import uses one `children?recursive=true` call per top-level folder.
 */
import {
  connectorHttpClient,
  describeLmsFailure,
  rethrowAsNotThisLms,
  type LmsAdviceKind,
} from "./describe-failure.ts";
import { LmsHttpClient, type FailedResponse, type LmsResponse } from "./http.ts";
import { escapeHtml, sanitizeImportedHtml } from "./sanitize.ts";
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
import { findEmbeddedVideo, isVideoUrl } from "./video.ts";

const API = "/learn/api/public/v1";
const MAX_PAGES = 500;

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
interface BbContent {
  id: string;
  parentId?: string;
  title?: string;
  body?: string | null;
  description?: string | null;
  position?: number;
  hasChildren?: boolean;
  contentHandler?: { id?: string; url?: string; assessmentId?: string; isBbPage?: boolean } | null;
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

function handlerOf(content: BbContent): string {
  return content.contentHandler?.id ?? "";
}

function textLesson(title: string, contentHtml: string): ImportedLesson {
  return { title, type: "text", contentHtml, videoUrl: null, captionsUrl: null, durationMinutes: null };
}

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

  /** @throws LmsError `blocked_address` for a base URL that is not http(s) */
  constructor(options: LmsConnectorOptions) {
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
    const memberships = await this.getAllPages<{ courseId?: string; course?: BbCourse }>(
      `${API}/users/me/courses?expand=course&limit=100`,
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
   * Reads the course, its top-level contents, and each top-level folder's descendants
   * (`children?recursive=true`), then maps folders to modules (LMS.md "Mapping").
   * Top-level items that are not folders go into one module titled "Course content".
   * @param courseId - `_4_1` form, or `courseId:ABC` / `externalId:...` / `uuid:...`
   * @throws LmsError
   */
  async fetchCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse> {
    const coursePath = `${API}/courses/${encodeURIComponent(courseId)}`;
    onProgress?.({ phase: "course", done: 0, total: 1 });
    const { data: course } = await this.http.getJson<BbCourse>(coursePath);
    onProgress?.({ phase: "modules", done: 0, total: 1 });
    const top = await this.getAllPages<BbContent>(`${coursePath}/contents?limit=200`);
    top.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

    const folders = top.filter((c) => handlerOf(c) === "resource/x-bb-folder");
    let done = 0;
    const descendants = await Promise.all(
      folders.map(async (folder) => {
        const children =
          folder.hasChildren === false
            ? []
            : await this.getAllPages<BbContent>(
                `${coursePath}/contents/${encodeURIComponent(folder.id)}/children?recursive=true&limit=200`,
              );
        onProgress?.({ phase: "items", done: ++done, total: folders.length });
        return children;
      }),
    );

    const warnings: string[] = [];
    const assessments: ImportedAssessment[] = [];
    const modules: ImportedModule[] = [];
    let looseModule: ImportedModule | null = null;

    const addLessons = (moduleIndex: number, items: BbContent[], target: ImportedLesson[]) => {
      for (const item of items) {
        const mapped = this.mapItem(item, warnings);
        if (mapped.assessment) {
          assessments.push({ ...mapped.assessment, moduleIndex });
          target.push({ ...mapped.lesson, assessmentIndex: assessments.length - 1 });
        } else target.push(mapped.lesson);
      }
    };

    let folderIndex = 0;
    for (const item of top) {
      if (handlerOf(item) === "resource/x-bb-folder") {
        const ordered = orderTree(item.id, descendants[folderIndex++] ?? []);
        const module: ImportedModule = {
          lmsModuleId: item.id,
          title: item.title?.trim() || `Module ${modules.length + 1}`,
          description: plainText(item.description ?? item.body),
          lessons: [],
        };
        modules.push(module);
        addLessons(modules.length - 1, ordered, module.lessons);
      } else {
        if (!looseModule) {
          looseModule = { lmsModuleId: null, title: "Course content", description: null, lessons: [] };
          modules.push(looseModule);
        }
        addLessons(modules.indexOf(looseModule), [item], looseModule.lessons);
      }
    }

    return {
      lmsType: "blackboard",
      lmsId: course?.id ?? courseId,
      title: course?.name ?? course?.courseId ?? `Blackboard course ${courseId}`,
      description: plainText(course?.description),
      modules,
      assessments,
      warnings,
    };
  }

  private mapItem(
    item: BbContent,
    warnings: string[],
  ): { lesson: ImportedLesson; assessment?: Omit<ImportedAssessment, "moduleIndex"> } {
    const title = item.title?.trim() || "Untitled";
    const body = sanitizeImportedHtml(item.body);
    const handler = handlerOf(item);
    switch (handler) {
      case "resource/x-bb-folder":
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
          lesson: { ...textLesson(title, body || sanitizeImportedHtml(item.description)), type: "assessment" },
          assessment: { title, type: isTest ? "quiz" : "assignment", questions: [] },
        };
      }
      case "resource/x-bb-file":
        warnings.push(`File "${title}" was not copied from Blackboard.`);
        return { lesson: textLesson(title, body) };
      case "resource/x-bb-forumlink":
        return { lesson: textLesson(title, body || sanitizeImportedHtml(item.description)) };
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

  /** Follows `paging.nextPage` (relative; same origin only) and concatenates `results`. */
  private async getAllPages<T>(firstPath: string): Promise<T[]> {
    const all: T[] = [];
    const seen = new Set<string>();
    let next: string | undefined = firstPath;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const response: LmsResponse<BbPage<T>> = await this.http.getJson<BbPage<T>>(next);
      seen.add(response.url.href);
      const results = response.data?.results;
      if (!Array.isArray(results)) {
        throw new LmsError(
          "bad_response",
          "Blackboard sent a list we could not read. Try again; if it keeps happening, check the base URL.",
        );
      }
      all.push(...results);
      const candidate: string | undefined = response.data?.paging?.nextPage;
      next = candidate && !seen.has(this.http.resolve(candidate).href) ? candidate : undefined;
    }
    return all;
  }
}

/** Depth-first order of a recursive children list: each item, then its own children, by position. */
function orderTree(rootId: string, items: BbContent[]): BbContent[] {
  const byParent = new Map<string, BbContent[]>();
  for (const item of items) {
    const parent = item.parentId ?? rootId;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const out: BbContent[] = [];
  const visit = (parentId: string, depth: number) => {
    if (depth > 50) return;
    const children = (byParent.get(parentId) ?? []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    for (const child of children) {
      out.push(child);
      visit(child.id, depth + 1);
    }
  };
  visit(rootId, 0);
  return out;
}

function notBlackboard(host: string, cause?: unknown): LmsError {
  return new LmsError(
    "not_an_lms",
    `${host} does not answer like a Blackboard Learn site. Check the base URL (for example https://school.blackboard.com).`,
    { cause },
  );
}
