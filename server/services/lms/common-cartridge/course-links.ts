/**
 * Canvas links between a cartridge's items (issue #12): `$WIKI_REFERENCE$/pages/<page url>`,
 * `$CANVAS_OBJECT_REFERENCE$/<assignments|discussion_topics|quizzes|modules|...>/<identifier>` and
 * `$CANVAS_COURSE_REFERENCE$/<path>` (Canvas's CC export, CC::CCHelper, writes them in place of
 * course URLs; its importer, Importers::LinkParser, resolves them the same way). While pages are
 * read, each such href becomes a placeholder URL (`https://course-link.invalid/<n>`, RFC 2606,
 * kept by the sanitiser); once every module is built, `resolve()` says which lesson or module of
 * the import each one points at, or why none. Saving the import then puts the editor's URL of
 * that lesson in its place (save-import.ts), or drops the href and keeps the text.
 */
import type { ImportedLesson, ImportedLink, ImportedModule } from "../types.ts";
import { associatedRole, resourceKind, type Resource } from "./manifest.ts";

/** Origin of link placeholder URLs (`.invalid` never resolves). */
export const LINK_PLACEHOLDER_ORIGIN = "https://course-link.invalid/";

const TOKEN = /^(?:\$|%24)(WIKI_REFERENCE|CANVAS_OBJECT_REFERENCE|CANVAS_COURSE_REFERENCE)(?:\$|%24)(\/[^?#]*)?/i;

/** What a reference names. */
type Wanted =
  | { kind: "page"; slug: string }
  | { kind: "object"; type: string; id: string }
  | { kind: "module_item"; id: string }
  | { kind: "module"; id: string }
  | { kind: "syllabus" }
  | { kind: "course" }
  | { kind: "elsewhere"; path: string };

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** What `reference` names, or null when it is not a Canvas course reference. */
export function parseCourseReference(reference: string): Wanted | null {
  const match = TOKEN.exec(reference.trim());
  if (!match) return null;
  const token = match[1]!.toUpperCase();
  const parts = (match[2] ?? "").split("/").filter(Boolean).map(decoded);
  if (token === "WIKI_REFERENCE") {
    const slug = parts[0] === "pages" ? parts[1] : parts[0];
    return slug ? { kind: "page", slug } : { kind: "elsewhere", path: "pages" };
  }
  if (token === "CANVAS_OBJECT_REFERENCE") {
    const [type = "", id] = parts;
    if (!id) return { kind: "elsewhere", path: type };
    if (type === "modules") return { kind: "module", id };
    if (type === "pages" || type === "wiki") return { kind: "page", slug: id };
    return { kind: "object", type, id };
  }
  if (parts.length === 0 || (parts.length === 1 && parts[0] === "modules")) return { kind: "course" };
  if (parts[0] === "modules" && parts[1] === "items" && parts[2]) return { kind: "module_item", id: parts[2] };
  if (parts[0] === "assignments" && parts[1] === "syllabus") return { kind: "syllabus" };
  if (parts[0] === "pages" && parts[1]) return { kind: "page", slug: parts[1] };
  if (["assignments", "discussion_topics", "quizzes"].includes(parts[0]!) && parts[1]) {
    return { kind: "object", type: parts[0]!, id: parts[1] };
  }
  return { kind: "elsewhere", path: parts.join("/") };
}

const OBJECT_NAMES: Record<string, string> = {
  assignments: "assignment",
  quizzes: "quiz",
  discussion_topics: "discussion topic",
  announcements: "announcement",
  files: "file",
};

/** Names of what Canvas's course pages are, for the report ("the course's grades page"). */
function describe(wanted: Wanted): string {
  switch (wanted.kind) {
    case "page":
      return `the page "${wanted.slug}"`;
    case "object":
      return `the ${OBJECT_NAMES[wanted.type] ?? wanted.type.replace(/_/g, " ")} ${wanted.id}`;
    case "module_item":
      return `the module item ${wanted.id}`;
    case "module":
      return `the module ${wanted.id}`;
    case "syllabus":
      return "the syllabus";
    case "course":
      return "the course";
    case "elsewhere":
      return `the Canvas course page "${wanted.path || "/"}"`;
  }
}

/** The slug Canvas gives a page: its file name in wiki_content/ without the extension. */
function pageSlug(path: string | null): string | null {
  const name = path?.split("/").pop();
  return name ? name.replace(/\.x?html?$/i, "").toLowerCase() : null;
}

/** The links one import met and the lessons they may point at. */
export class CourseLinks {
  private readonly pending: Array<{ placeholder: string; reference: string; wanted: Wanted }> = [];
  private readonly byReference = new Map<string, string>();
  /** Lesson a resource became, by resource identifier (the first, when several). */
  private readonly lessonOfResource = new Map<string, ImportedLesson>();
  /** Lesson an organization item became, by item identifier. */
  private readonly lessonOfItem = new Map<string, ImportedLesson>();
  /** A graded quiz's or discussion's assignment id -> the settings resource that names it. */
  private readonly aliases = new Map<string, string>();

  constructor(private readonly resources: ReadonlyMap<string, Resource>) {}

  /**
   * The placeholder URL for `reference` when it is a Canvas course reference (the same one for the
   * same reference), else null.
   * @param reference - the href as the page wrote it, entities decoded
   */
  placeholderFor(reference: string): string | null {
    const known = this.byReference.get(reference);
    if (known) return known;
    const wanted = parseCourseReference(reference);
    if (!wanted) return null;
    const placeholder = `${LINK_PLACEHOLDER_ORIGIN}${this.pending.length + 1}`;
    this.pending.push({ placeholder, reference, wanted });
    this.byReference.set(reference, placeholder);
    return placeholder;
  }

  /** Records the lesson a resource (and the organization item that placed it) became. */
  lessonRead(resource: Resource, itemId: string, lesson: ImportedLesson): void {
    if (!this.lessonOfResource.has(resource.identifier)) this.lessonOfResource.set(resource.identifier, lesson);
    if (itemId && !this.lessonOfItem.has(itemId)) this.lessonOfItem.set(itemId, lesson);
  }

  /**
   * Canvas's graded quizzes and discussions carry an assignment of their own, and pages link to
   * that assignment: `<assignment identifier="...">` in the quiz's assessment_meta.xml or the
   * topic's settings. Reads those settings files (once) into assignment id -> their resource.
   */
  private async readAssignmentAliases(readText: (path: string) => Promise<string | null>): Promise<void> {
    for (const resource of this.resources.values()) {
      if (resourceKind(resource.type) !== "associated") continue;
      for (const file of [resource.href, ...resource.files]) {
        if (!file || !/\.xml$/i.test(file) || /assignment_settings\.xml$/i.test(file)) continue;
        const xml = (await readText(file)) ?? "";
        const id = /<assignment\s+identifier="([^"]+)"/.exec(xml)?.[1];
        if (id && !this.aliases.has(id)) this.aliases.set(id, resource.identifier);
      }
    }
  }

  /** The lesson of a resource, of a resource that depends on it (a quiz's assessment_meta), or of an alias. */
  private lessonOf(identifier: string, seen = new Set<string>()): ImportedLesson | undefined {
    if (seen.has(identifier)) return undefined;
    seen.add(identifier);
    const own = this.lessonOfResource.get(identifier);
    if (own) return own;
    const alias = this.aliases.get(identifier);
    if (alias) return this.lessonOf(alias, seen);
    for (const resource of this.resources.values()) {
      if (resource.dependencies.includes(identifier) && this.lessonOfResource.has(resource.identifier)) {
        return this.lessonOfResource.get(resource.identifier);
      }
    }
    return undefined;
  }

  private lessonOfPage(slug: string): ImportedLesson | undefined {
    const wanted = slug.toLowerCase();
    const byId = this.lessonOfResource.get(slug);
    if (byId) return byId;
    for (const resource of this.resources.values()) {
      if (resourceKind(resource.type) !== "webcontent") continue;
      const slugs = [resource.href, ...resource.files].map(pageSlug);
      if (slugs.includes(wanted) && this.lessonOfResource.has(resource.identifier)) {
        return this.lessonOfResource.get(resource.identifier);
      }
    }
    return undefined;
  }

  private lessonWanted(wanted: Wanted): ImportedLesson | undefined {
    if (wanted.kind === "page") return this.lessonOfPage(wanted.slug);
    if (wanted.kind === "object") return this.lessonOf(wanted.id);
    if (wanted.kind === "module_item") return this.lessonOfItem.get(wanted.id);
    if (wanted.kind === "syllabus") {
      const syllabus = [...this.resources.values()].find(
        (r) => resourceKind(r.type) === "associated" && associatedRole(r) === "syllabus",
      );
      return syllabus ? this.lessonOfResource.get(syllabus.identifier) : undefined;
    }
    return undefined;
  }

  /**
   * Where each link points, now that `modules` are final.
   * @param readText - reads an archive file (null when missing), for Canvas's quiz and topic settings
   * @returns one entry per distinct reference: a lesson or module by position, the course, or
   *   null with the reason (the target was not imported, or is a Canvas page the course has no
   *   equivalent of)
   */
  async resolve(
    modules: readonly ImportedModule[],
    readText: (path: string) => Promise<string | null>,
  ): Promise<ImportedLink[]> {
    if (this.pending.some((p) => p.wanted.kind === "object")) await this.readAssignmentAliases(readText);
    const position = new Map<ImportedLesson, { moduleIndex: number; lessonIndex: number }>();
    modules.forEach((module, moduleIndex) =>
      module.lessons.forEach((lesson, lessonIndex) => position.set(lesson, { moduleIndex, lessonIndex })),
    );
    return this.pending.map(({ placeholder, reference, wanted }): ImportedLink => {
      if (wanted.kind === "course") return { placeholder, reference, target: { kind: "course" } };
      if (wanted.kind === "module") {
        const moduleIndex = modules.findIndex((m) => m.lmsModuleId === wanted.id);
        if (moduleIndex >= 0) return { placeholder, reference, target: { kind: "module", moduleIndex } };
      }
      const lesson = this.lessonWanted(wanted);
      const at = lesson ? position.get(lesson) : undefined;
      if (at) return { placeholder, reference, target: { kind: "lesson", ...at } };
      const id = wanted.kind === "object" || wanted.kind === "module" ? wanted.id : null;
      const inCartridge = id !== null && (this.resources.has(id) || this.aliases.has(id));
      const why =
        wanted.kind === "elsewhere"
          ? `it points to ${describe(wanted)}, which a course here does not have`
          : inCartridge
            ? `it points to ${describe(wanted)}, which is in the cartridge but did not become a lesson`
            : `it points to ${describe(wanted)}, which is not in the cartridge`;
      return { placeholder, reference, target: null, reason: why };
    });
  }
}
