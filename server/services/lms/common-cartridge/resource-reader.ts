/**
 * Reads one manifest resource into a lesson (and, for quizzes, assignments, discussions and
 * question banks, an assessment), recording what became of it in the import's ResourceReport
 * (IMS CC 1.1-1.3 resource types; Canvas's learning-application-resources; LMS.md "IMS Common
 * Cartridge").
 */
import { escapeHtml, sanitizeImportedHtml } from "../sanitize.ts";
import type { ImportedAssessment, ImportedLesson } from "../types.ts";
import { isVideoUrl, parseLink } from "../video.ts";
import {
  assignmentFactsHtml,
  readCanvasAssignment,
  readCanvasQuizMeta,
  readCcAssignment,
  readCanvasTopicMeta,
  type AssignmentFacts,
  type CanvasQuizMeta,
  type CanvasTopicMeta,
} from "./assignment.ts";
import { CartridgeFiles } from "./cartridge-files.ts";
import { CourseLinks } from "./course-links.ts";
import { CartridgeError } from "./errors.ts";
import type { CartridgeExtension } from "./extension.ts";
import { readLessonPage } from "./lesson-html.ts";
import { CANVAS_ASSIGNMENT_SETTINGS, associatedRole, resourceKind, type Resource } from "./manifest.ts";
import { readQuizCopies } from "./quiz-source.ts";
import { ResourceReport } from "./resource-report.ts";
import { attr, child, decodeEntities, parseXml, text } from "./xml.ts";
import type { ZipArchive } from "./zip-reader.ts";

export const HTML_FILE = /\.x?html?$/i;

/** The module a lesson goes into. */
export interface ModuleRef {
  index: number;
  title: string;
}

type PendingAssessment = ImportedAssessment & { position: number | null };

/** The work of one import: the archive, its resources, and what has been built so far. */
export class CartridgeReader {
  readonly warnings: string[] = [];
  readonly assessments: PendingAssessment[] = [];
  readonly report = new ResourceReport();
  readonly pageSources: string[] = []; // raw HTML of what was imported, to tell which course files pages use
  courseStart: Date | null = null;
  /** QTI items in the quizzes and banks that became assessments (the import report's "Questions" in source). */
  sourceQuestionCount = 0;
  /** Images and attachments the pages use, copied from the archive (issue #12). */
  readonly files: CartridgeFiles;
  /** Canvas links between the cartridge's items, and the lessons they may point at (issue #12). */
  readonly links: CourseLinks;
  /** External tools read, as `"title" (identifier; launch URL)`. */
  private readonly ltiLinks: string[] = [];

  constructor(
    private readonly zip: ZipArchive,
    readonly resources: Map<string, Resource>,
    readonly extension: CartridgeExtension | null,
  ) {
    this.links = new CourseLinks(resources);
    this.files = new CartridgeFiles(zip, undefined, this.links);
  }

  async readText(path: string | null): Promise<string | null> {
    if (!path || !this.zip.find(path)) return null;
    return this.zip.readText(path);
  }

  lesson(title: string, partial: Partial<ImportedLesson> = {}): ImportedLesson {
    return {
      title,
      type: "text",
      contentHtml: "",
      videoUrl: null,
      captionsUrl: null,
      durationMinutes: null,
      ...partial,
    };
  }

  private html(raw: string): string {
    this.pageSources.push(raw);
    return sanitizeImportedHtml(raw);
  }

  /**
   * HTML of a resource whose images and attachments are copied: references to archive files
   * become placeholders (cartridge-files.ts), then the HTML is sanitised.
   * @param pagePath - the archive file the HTML comes from (relative references resolve against it)
   */
  private async pageHtml(raw: string, pagePath: string | null, resource: Resource): Promise<string> {
    this.pageSources.push(raw);
    return sanitizeImportedHtml(await this.files.rewrite(raw, pagePath, resource.identifier));
  }

  /** The resource's file that exists in the archive: its href, else its first <file> (HTML preferred). */
  mainFileOf(resource: Resource): string | null {
    const candidates = [resource.href, ...resource.files].filter((f): f is string => Boolean(f));
    const present = candidates.filter((f) => this.zip.find(f));
    return present.find((f) => HTML_FILE.test(f)) ?? present[0] ?? candidates[0] ?? null;
  }

  private addAssessment(assessment: PendingAssessment): number {
    this.assessments.push(assessment);
    return this.assessments.length - 1;
  }

  /**
   * The lesson one resource becomes (null for an assessment carried without a lesson), its
   * outcome recorded in `report`. `title` '' means: take the resource's own title.
   */
  async readResource(
    resource: Resource,
    title: string,
    itemId: string,
    module: ModuleRef,
  ): Promise<ImportedLesson | null> {
    try {
      const lesson = await this.build(resource, title, itemId, module);
      const references = this.files.referencesOf(resource.identifier);
      if (lesson && this.report.isImported(resource.identifier)) this.links.lessonRead(resource, itemId, lesson);
      if (lesson && references.length > 0) lesson.references = references;
      return lesson;
    } catch (error) {
      // One unreadable file costs one lesson's content, not the import; size/path refusals still stop it.
      if (!(error instanceof CartridgeError) || error.reason !== "invalid_xml") throw error;
      const name = title || resource.identifier;
      this.report.notImported(resource, name, "unreadable", error.message);
      return this.lesson(name);
    }
  }

  private imported(resource: Resource, lesson: ImportedLesson, module: ModuleRef): ImportedLesson {
    this.report.imported(resource, "lesson", lesson.title, module.title);
    for (const dependency of resource.dependencies) {
      const dep = this.resources.get(dependency);
      if (dep && resourceKind(dep.type) === "associated") this.report.partOf(dep, resource.identifier);
    }
    return lesson;
  }

  private async build(resource: Resource, title: string, itemId: string, module: ModuleRef) {
    const kind = resourceKind(resource.type);
    const mainFile = this.mainFileOf(resource);
    const fallbackName = title || mainFile?.split("/").pop() || resource.identifier;
    if (kind === "other") {
      this.report.notImported(resource, fallbackName, "unknown_type", resource.type || "no type");
      return this.lesson(fallbackName);
    }
    if (kind === "webcontent" && mainFile && !HTML_FILE.test(mainFile)) {
      // A PDF, image or document: copied as a course file the lesson links to (issue #12).
      const link = await this.files.linkHtml(mainFile, fallbackName, resource.identifier);
      if (link) return this.imported(resource, this.lesson(fallbackName, { contentHtml: link }), module);
      this.report.notImported(resource, fallbackName, "file_not_copied", mainFile);
      return this.lesson(fallbackName, {
        contentHtml: `<p>${escapeHtml(fallbackName)} (a file in the original course; it was not copied).</p>`,
      });
    }
    if (kind === "associated") return this.associated(resource, title, fallbackName, module);
    const content = await this.readText(mainFile);
    if (content === null && kind !== "qti") {
      this.report.notImported(resource, fallbackName, "file_missing", mainFile ?? "no file");
      return this.lesson(fallbackName);
    }
    const body = content ?? "";
    const named = (own: string) => title || own.trim() || fallbackName;
    switch (kind) {
      case "webcontent": {
        this.pageSources.push(body);
        const page = readLessonPage(await this.files.rewrite(body, mainFile, resource.identifier));
        const pageTitle = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1] ?? "";
        return this.imported(resource, this.lesson(named(decodeEntities(pageTitle).trim()), page), module);
      }
      case "weblink": {
        const link = child(parseXml(body, mainFile ?? "web link"), "webLink");
        const url = parseLink(attr(child(link, "url"), "href") ?? "")?.href ?? null;
        const name = named(text(child(link, "title")));
        const lesson =
          url && isVideoUrl(url)
            ? this.lesson(name, { type: "video", videoUrl: url })
            : this.lesson(name, {
                contentHtml: url
                  ? this.html(
                      `<p><a href="${escapeHtml(url)}">${escapeHtml(text(child(link, "title")) || name)}</a></p>`,
                    )
                  : "",
              });
        return this.imported(resource, lesson, module);
      }
      case "discussion": {
        const topic = child(parseXml(body, mainFile ?? "discussion"), "topic");
        const name = named(text(child(topic, "title")));
        const meta = await this.topicMeta(resource);
        if (meta?.announcement) {
          // A Canvas announcement is a message to read, not an activity.
          const contentHtml = await this.pageHtml(text(child(topic, "text")), mainFile, resource);
          return this.imported(resource, this.lesson(name, { contentHtml }), module);
        }
        const details = meta?.graded ? assignmentFactsHtml(meta.graded, this.courseStart, "Discussion details") : "";
        const prompt = `${await this.pageHtml(text(child(topic, "text")), mainFile, resource)}${details}`;
        // Our own topics keep the assessment's title (the lesson's may differ).
        const own = this.extension?.activities[resource.identifier] ? text(child(topic, "title")).trim() : "";
        return this.activity(resource, itemId, module, { title: own || name, type: "discussion", name, prompt });
      }
      case "lti":
        return this.imported(resource, this.ltiLesson(resource, body, mainFile, named), module);
      case "qti":
      case "question_bank":
        return this.quizLesson(resource, title, itemId, module);
      case "assignment":
        return this.assignmentLesson(
          resource,
          readCcAssignment(body, mainFile ?? "assignment"),
          title,
          module,
          mainFile,
          itemId,
        );
    }
  }

  /** Canvas's settings of a topic (a dependency's topicMeta), when the cartridge has them. */
  private async topicMeta(resource: Resource): Promise<CanvasTopicMeta | null> {
    for (const dependency of resource.dependencies) {
      const dep = this.resources.get(dependency);
      const xml = dep ? await this.readText(this.mainFileOf(dep)) : null;
      if (xml && /<topicMeta\b/.test(xml)) return readCanvasTopicMeta(xml, this.mainFileOf(dep!) ?? "topic settings");
    }
    return null;
  }

  private ltiLesson(resource: Resource, body: string, mainFile: string | null, named: (own: string) => string) {
    const link = child(parseXml(body, mainFile ?? "LTI link"), "cartridge_basiclti_link");
    const launch = parseLink(text(child(link, "secure_launch_url")) || text(child(link, "launch_url")));
    const name = named(text(child(link, "title")));
    this.ltiLinks.push(`"${name}" (${resource.identifier}; ${launch?.href ?? "no launch URL"})`);
    const where = launch ? ` at <a href="${escapeHtml(launch.href)}">${escapeHtml(launch.host)}</a>` : "";
    return this.lesson(name, { contentHtml: this.html(`<p>This lesson opens an external tool${where}.</p>`) });
  }

  private async associated(resource: Resource, title: string, fallbackName: string, module: ModuleRef) {
    const role = associatedRole(resource);
    if (role === "canvas_assignment") {
      const files = [resource.href, ...resource.files].filter((f): f is string => Boolean(f));
      const settingsFile = files.find((f) => CANVAS_ASSIGNMENT_SETTINGS.test(f)) ?? null;
      const settings = await this.readText(settingsFile);
      if (settings === null) {
        this.report.notImported(resource, fallbackName, "file_missing", settingsFile ?? "assignment_settings.xml");
        return this.lesson(fallbackName);
      }
      const pageFile = files.find((f) => HTML_FILE.test(f)) ?? null;
      const page = await this.readText(pageFile);
      const facts = readCanvasAssignment(settings, settingsFile ?? "assignment_settings.xml", page);
      return this.assignmentLesson(resource, facts, title, module, pageFile);
    }
    if (role === "question_bank") return this.quizLesson(resource, title, resource.identifier, module);
    if (role === "syllabus") {
      const syllabusFile = this.mainFileOf(resource);
      const content = (await this.readText(syllabusFile)) ?? "";
      this.pageSources.push(content);
      const page = readLessonPage(await this.files.rewrite(content, syllabusFile, resource.identifier));
      return this.imported(resource, this.lesson(title || "Syllabus", page), module);
    }
    this.report.notImported(resource, fallbackName, "canvas_data", resource.files.join(", ") || resource.href || "");
    return this.lesson(fallbackName);
  }

  private async assignmentLesson(
    resource: Resource,
    facts: AssignmentFacts,
    title: string,
    module: ModuleRef,
    pagePath: string | null,
    itemId = "",
  ) {
    const name = title || facts.title || resource.identifier;
    let instructions = "";
    if (facts.instructionsHtml) {
      this.pageSources.push(facts.instructionsHtml); // a page that may use course files
      const rewritten = await this.files.rewrite(facts.instructionsHtml, pagePath, resource.identifier);
      instructions = readLessonPage(rewritten).contentHtml;
    }
    // Our own assignments allow every submission format and have no points: nothing to add.
    const own = this.extension?.activities[resource.identifier];
    const details = own ? "" : assignmentFactsHtml(facts, this.courseStart);
    const prompt = `${instructions}${details}`;
    return this.activity(resource, itemId, module, { title: facts.title || name, type: "assignment", name, prompt });
  }

  /**
   * An assignment or discussion: its assessment, and the lesson that opens it with `prompt`. For
   * our own (the extension's `activities`), type and position are ours, the lesson's duration
   * is restored, and an activity without lesson (outside modules or marked so) gives none.
   */
  private activity(
    resource: Resource,
    itemId: string,
    module: ModuleRef,
    a: { title: string; type: string; name: string; prompt: string },
  ): ImportedLesson | null {
    const own = this.extension?.activities[resource.identifier];
    const outside = Boolean(own?.outsideModules) || module.index < 0;
    const index = this.addAssessment({
      title: a.title,
      type: own?.type ?? a.type,
      moduleIndex: outside ? null : module.index,
      questions: [],
      position: own?.position ?? null,
    });
    if (own && (outside || this.extension?.assessmentsWithoutLesson.includes(itemId))) {
      this.report.imported(resource, "assessment", a.title, null);
      return null;
    }
    const durationMinutes = own ? (this.extension?.assessmentLessons[itemId]?.durationMinutes ?? null) : null;
    const lesson = this.lesson(a.name, {
      type: "assessment",
      contentHtml: a.prompt,
      durationMinutes,
      assessmentIndex: index,
    });
    return this.imported(resource, lesson, module);
  }

  /** Canvas's settings of a quiz (a dependency's assessment_meta.xml), when the cartridge has them. */
  private async quizMeta(resource: Resource): Promise<CanvasQuizMeta | null> {
    const files = resource.dependencies.flatMap((d) => this.resources.get(d)?.files ?? []);
    const file = files.find((f) => /(?:^|\/)assessment_meta\.xml$/i.test(f)) ?? null;
    const xml = await this.readText(file);
    return xml === null ? null : readCanvasQuizMeta(xml, file ?? "assessment_meta.xml");
  }

  /** The body of a quiz's lesson: our extension's, else Canvas's instructions and points / due date. */
  private async quizLessonHtml(resource: Resource, itemId: string, meta: CanvasQuizMeta | null): Promise<string> {
    const extra = this.extension?.assessmentLessons[itemId];
    if (extra) return sanitizeImportedHtml(await this.files.rewrite(extra.contentHtml, null, resource.identifier));
    if (!meta) return "";
    const description = meta.descriptionHtml ? await this.pageHtml(meta.descriptionHtml, null, resource) : "";
    return `${description}${assignmentFactsHtml(meta.facts, this.courseStart, "Quiz details")}`;
  }

  private async quizLesson(resource: Resource, title: string, itemId: string, module: ModuleRef | null) {
    const qti = await readQuizCopies(resource, this.resources, {
      exists: (path) => Boolean(this.zip.find(path)),
      readText: (path) => this.readText(path),
    });
    const meta = qti ? await this.quizMeta(resource) : null;
    if (!qti) {
      const name = title || resource.identifier;
      this.report.notImported(resource, name, "file_missing", this.mainFileOf(resource) ?? "no file");
      return module ? this.lesson(name) : null;
    }
    this.warnings.push(...qti.warnings);
    const isBank = associatedRole(resource) === "question_bank" || resourceKind(resource.type) === "question_bank";
    if (isBank && qti.questions.length === 0) {
      this.report.notImported(resource, qti.title, "no_questions", `${qti.itemCount} item(s)`);
      return null;
    }
    this.sourceQuestionCount += qti.itemCount;
    const index = this.addAssessment({
      title: qti.title,
      type: qti.assessmentType ?? (isBank ? "practice" : (meta?.type ?? "quiz")),
      moduleIndex: module && !isBank ? module.index : null,
      questions: qti.questions,
      position: qti.position,
    });
    if (!module || isBank || this.extension?.assessmentsWithoutLesson.includes(itemId)) {
      this.report.imported(resource, "assessment", qti.title, null);
      for (const dependency of resource.dependencies) {
        const dep = this.resources.get(dependency);
        if (dep) this.report.partOf(dep, resource.identifier);
      }
      return null;
    }
    const lesson = this.lesson(title || qti.title, {
      type: "assessment",
      contentHtml: await this.quizLessonHtml(resource, itemId, meta),
      durationMinutes: this.extension?.assessmentLessons[itemId]?.durationMinutes ?? null,
      assessmentIndex: index,
    });
    return this.imported(resource, lesson, module);
  }

  /** A QTI resource or question bank no item points at: an assessment outside every module. */
  async assessmentOutsideModules(resource: Resource): Promise<void> {
    await this.quizLesson(resource, "", resource.identifier, null);
  }

  /** Summary warnings: external tools, resources not imported (by reason), files pages use that were not copied. */
  finish(): void {
    if (this.ltiLinks.length > 0) {
      this.warnings.push(
        `External tools (LTI) became lessons that link to the tool's launch URL; the tools themselves, and any grades they keep, were not imported: ${this.ltiLinks.join(", ")}.`,
      );
    }
    this.warnings.push(...this.report.warnings());
    this.warnings.push(...this.files.problems);
  }
}
