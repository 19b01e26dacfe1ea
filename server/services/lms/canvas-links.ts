/**
 * Links between the items of a Canvas course read over REST (issue #12): page, assignment,
 * discussion and quiz bodies link to each other by the course URLs Canvas shows
 * (`/courses/:id/pages/:url`, `/courses/:id/wiki/:url`, `/courses/:id/assignments/:id`,
 * `/courses/:id/discussion_topics/:id`, `/courses/:id/quizzes/:id`, `/courses/:id/modules/items/:id`,
 * `/courses/:id/modules#module_:id`, `/courses/:id/modules/:id`, `/courses/:id`; root-relative or
 * absolute on the Canvas host; `?module_item_id=` names the module item the link opens). These
 * are the same pages Canvas's cartridge export writes as `$WIKI_REFERENCE$` /
 * `$CANVAS_OBJECT_REFERENCE$` / `$CANVAS_COURSE_REFERENCE$` (common-cartridge/course-links.ts).
 *
 * While items are read, each such href becomes a link placeholder (`https://course-link.invalid/<n>`,
 * kept by the sanitiser; the lesson HTML would otherwise lose a relative href silently); once every
 * module is built, `resolve()` says which lesson or module of the import it points at, or why
 * none. Saving the import (import-links.ts linkImportedLessons) then writes the editor's URL of
 * that lesson, or drops the href, keeps the text, and lists the link under "Not converted".
 * Links to Canvas files are RestFiles' (canvas-files.ts) and are rewritten before this runs.
 */
import { LINK_PLACEHOLDER_ORIGIN } from "./common-cartridge/course-links.ts";
import type { CanvasModuleItem } from "./canvas-items.ts";
import type { LmsHttpClient } from "./http.ts";
import { recordReference, urlOnLms } from "./rest-files.ts";
import type { ImportedLink, ImportedModule, LessonReference } from "./types.ts";
import { decodeEntities } from "./common-cartridge/xml.ts";

/** What a Canvas course URL names. */
type Wanted =
  | { kind: "page"; slug: string }
  | { kind: "object"; type: string; id: string }
  | { kind: "module_item"; id: string }
  | { kind: "module"; id: string }
  | { kind: "course" }
  | { kind: "syllabus" }
  | { kind: "other_course"; courseId: string }
  | { kind: "elsewhere"; path: string };

/** Module item types whose `content_id` a course URL names, by the URL's collection. */
const OBJECT_TYPES: Record<string, string> = {
  Assignment: "assignments",
  Quiz: "quizzes",
  Discussion: "discussion_topics",
};

const OBJECT_NAMES: Record<string, string> = {
  assignments: "assignment",
  quizzes: "quiz",
  discussion_topics: "discussion topic",
  announcements: "announcement",
};

/** `href` attributes, double- or single-quoted. */
const HREF = /\b(href)(\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * What a course URL's path below `/courses/:id` names.
 * @param parts - the path segments after the course id, decoded
 * @param url - for `#module_<id>` and `?module_item_id=<id>`
 */
function wantedBelowCourse(parts: string[], url: URL): Wanted {
  const moduleItem = url.searchParams.get("module_item_id");
  if (moduleItem && /^\d+$/.test(moduleItem)) return { kind: "module_item", id: moduleItem };
  const [first = "", second, third] = parts;
  if (first === "" || (first === "modules" && !second)) {
    const moduleId = /^#module_(\d+)$/.exec(url.hash)?.[1];
    return moduleId ? { kind: "module", id: moduleId } : { kind: "course" };
  }
  if (first === "modules" && second === "items" && third) return { kind: "module_item", id: third };
  if (first === "modules" && second && /^\d+$/.test(second)) return { kind: "module", id: second };
  if ((first === "pages" || first === "wiki") && second) return { kind: "page", slug: second };
  if (first === "assignments" && second === "syllabus") return { kind: "syllabus" };
  if (OBJECT_NAMES[first] && second && /^\d+$/.test(second)) return { kind: "object", type: first, id: second };
  return { kind: "elsewhere", path: parts.join("/") };
}

/** Words for the report: what the link named. */
function describe(wanted: Wanted): string {
  switch (wanted.kind) {
    case "page":
      return `the Canvas page "${wanted.slug}"`;
    case "object":
      return `the Canvas ${OBJECT_NAMES[wanted.type]} ${wanted.id}`;
    case "module_item":
      return `the Canvas module item ${wanted.id}`;
    case "module":
      return `the Canvas module ${wanted.id}`;
    case "other_course":
      return `Canvas course ${wanted.courseId}`;
    case "syllabus":
      return "the Canvas syllabus";
    case "course":
      return "the course";
    case "elsewhere":
      return `the Canvas course page "${wanted.path}"`;
  }
}

/** Why a link's target is not in the imported course, a clause for the report. */
function whyNotImported(wanted: Wanted): string {
  const what = describe(wanted);
  if (wanted.kind === "other_course") return `it points to ${what}, not the course imported`;
  if (wanted.kind === "syllabus") return `it points to ${what}, which the import does not read`;
  if (wanted.kind === "elsewhere") return `it points to ${what}, which a course here does not have`;
  if (wanted.kind === "module")
    return `it points to ${what}, which is not among the modules Canvas listed for the course`;
  if (wanted.kind === "module_item") {
    return `it points to ${what}, which is not among the items of the modules Canvas listed for the course`;
  }
  return `it points to ${what}, which was not imported (only items placed in modules are imported)`;
}

/** A lesson's position in `ImportedCourse.modules`. */
interface At {
  moduleIndex: number;
  lessonIndex: number;
}

/** The Canvas course links one REST import met, and the lessons they may point at. */
export class CanvasLinks {
  private readonly pending: Array<{ placeholder: string; reference: string; wanted: Wanted }> = [];
  private readonly byReference = new Map<string, string>();
  /** Lesson positions by `item:<module item id>`, `page:<url>`, `<collection>:<content id>`. */
  private readonly lessons = new Map<string, At>();
  private readonly courseIds: Set<string>;

  /**
   * @param http - the import's client: its base URL says which absolute URLs are on Canvas
   * @param courseIds - the ids that name the imported course in URLs (Canvas's numeric id, and
   *   the id the import was asked for)
   */
  constructor(
    private readonly http: LmsHttpClient,
    courseIds: readonly string[],
  ) {
    this.courseIds = new Set(courseIds);
  }

  /** What `reference` names when it is a course URL on the import's Canvas site, else null. */
  private parse(reference: string): Wanted | null {
    const url = urlOnLms(this.http, reference);
    if (!url) return null;
    const prefix = this.http.baseUrl.pathname;
    const path =
      prefix !== "/" && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length - 1) : url.pathname;
    const match = /^\/courses\/([^/]+)(?:\/(.*))?$/.exec(path);
    if (!match) return null;
    const courseId = decoded(match[1]!);
    if (!this.courseIds.has(courseId)) {
      // An absolute link to another course still works for whoever may see it: left as written.
      return /^https?:/i.test(reference) ? null : { kind: "other_course", courseId };
    }
    const parts = (match[2] ?? "").split("/").filter(Boolean).map(decoded);
    return wantedBelowCourse(parts, url);
  }

  /**
   * The raw HTML with each href naming a page of the imported Canvas course replaced by a link
   * placeholder (the same one for the same href), each recorded in `references` as a link.
   */
  rewrite(html: string, references?: LessonReference[]): string {
    if (!html.includes("courses/")) return html;
    return html.replace(HREF, (whole, name: string, equals: string, double?: string, single?: string) => {
      const from = decodeEntities(double ?? single ?? "").trim();
      const placeholder = this.placeholderFor(from);
      if (!placeholder) return whole;
      recordReference(references, { kind: "link", from, placeholder });
      return `${name}${equals}"${placeholder}"`;
    });
  }

  private placeholderFor(reference: string): string | null {
    const known = this.byReference.get(reference);
    if (known) return known;
    const wanted = this.parse(reference);
    if (!wanted) return null;
    const placeholder = `${LINK_PLACEHOLDER_ORIGIN}${this.pending.length + 1}`;
    this.pending.push({ placeholder, reference, wanted });
    this.byReference.set(reference, placeholder);
    return placeholder;
  }

  /**
   * Records the lesson a module item became (the first one, when an item is placed twice).
   * @param aliases - other `<collection>:<id>` keys that open it (a graded quiz's or discussion's
   *   `assignments:<assignment_id>`, Canvas redirects those to the quiz or topic)
   */
  lessonRead(item: CanvasModuleItem, at: At, aliases: readonly string[] = []): void {
    const keys = [`item:${item.id}`, ...aliases];
    if (item.type === "Page" && item.page_url) keys.push(`page:${item.page_url.toLowerCase()}`);
    if (item.type === "Page" && item.content_id !== undefined) keys.push(`page:${item.content_id}`);
    const collection = item.type ? OBJECT_TYPES[item.type] : undefined;
    if (collection && item.content_id !== undefined) keys.push(`${collection}:${item.content_id}`);
    for (const key of keys) if (!this.lessons.has(key)) this.lessons.set(key, at);
  }

  private lessonWanted(wanted: Wanted): At | undefined {
    if (wanted.kind === "page") return this.lessons.get(`page:${wanted.slug.toLowerCase()}`);
    if (wanted.kind === "object") return this.lessons.get(`${wanted.type}:${wanted.id}`);
    if (wanted.kind === "module_item") return this.lessons.get(`item:${wanted.id}`);
    return undefined;
  }

  /**
   * Where each link points, now that `modules` are final.
   * @returns one entry per distinct href: a lesson or module by position, the course, or null
   *   with the reason (not imported, another course, a Canvas page a course here has no equivalent of)
   */
  resolve(modules: readonly ImportedModule[]): ImportedLink[] {
    return this.pending.map(({ placeholder, reference, wanted }): ImportedLink => {
      if (wanted.kind === "course") return { placeholder, reference, target: { kind: "course" } };
      if (wanted.kind === "module") {
        const moduleIndex = modules.findIndex((m) => m.lmsModuleId === wanted.id);
        if (moduleIndex >= 0) return { placeholder, reference, target: { kind: "module", moduleIndex } };
      }
      const at = this.lessonWanted(wanted);
      if (at) return { placeholder, reference, target: { kind: "lesson", ...at } };
      return { placeholder, reference, target: null, reason: whyNotImported(wanted) };
    });
  }
}
