/**
 * Reads an IMS Common Cartridge (.imscc, CC 1.1 / 1.2 / 1.3, including Canvas exports that use
 * 1.1 resource type names in 1.3 namespaces) into an ImportedCourse (LMS.md "IMS Common
 * Cartridge"; IMS CC 1.3 spec: manifest, organizations, resources; QTI 1.2.1 CC profile).
 */
import { escapeHtml, sanitizeImportedHtml } from "../sanitize.ts";
import type { ImportedAssessment, ImportedCourse, ImportedLesson, ImportedModule } from "../types.ts";
import { isVideoUrl, parseLink } from "../video.ts";
import { CartridgeError } from "./errors.ts";
import { EXTENSION_RESOURCE_ID, cartridgeExtensionSchema, type CartridgeExtension } from "./extension.ts";
import { readLessonPage } from "./lesson-html.ts";
import { lomString, moduleItems, readResources, resourceKind, type Resource } from "./manifest.ts";
import { parseQti } from "./qti.ts";
import { attr, child, list, parseXml, text, type XmlNode } from "./xml.ts";
import { DEFAULT_CARTRIDGE_LIMITS, openZip, type CartridgeLimits, type ZipArchive } from "./zip-reader.ts";

export interface ImportCartridgeOptions {
  /** Override the archive limits (tests use small ones). */
  limits?: Partial<CartridgeLimits>;
}

const HTML_FILE = /\.x?html?$/i;
const FILEBASE_REF = /(?:\$|%24)IMS(?:-|_)CC(?:-|_)FILEBASE(?:\$|%24)/i;

/** The work of one import: the archive, its resources, and what has been built so far. */
class CartridgeReader {
  readonly warnings: string[] = [];
  readonly assessments: Array<ImportedAssessment & { position: number | null }> = [];
  readonly referenced = new Set<string>();
  private uncopiedFiles = 0;
  private filebaseRefs = 0;

  constructor(
    private readonly zip: ZipArchive,
    readonly resources: Map<string, Resource>,
    readonly extension: CartridgeExtension | null,
  ) {}

  async readText(path: string | null): Promise<string | null> {
    if (!path || !this.zip.find(path)) return null;
    return this.zip.readText(path);
  }

  private lesson(title: string, partial: Partial<ImportedLesson> = {}): ImportedLesson {
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
    if (FILEBASE_REF.test(raw)) this.filebaseRefs++;
    return sanitizeImportedHtml(raw);
  }

  /** The lessons (and assessments) one organization item produces, sub-items included. */
  async lessonsOf(item: XmlNode, moduleIndex: number, out: ImportedLesson[]): Promise<void> {
    const identifier = attr(item, "identifier") ?? "";
    const title = text(child(item, "title")).trim();
    const ref = attr(item, "identifierref");
    if (!ref) {
      // An item without a resource is a sub-header (LMS.md "IMS Common Cartridge").
      if (title) out.push(this.lesson(title));
      for (const sub of list(item.item)) await this.lessonsOf(sub, moduleIndex, out);
      return;
    }
    this.referenced.add(ref);
    const resource = this.resources.get(ref);
    const name = title || "Untitled";
    if (!resource) {
      this.warnings.push(
        `"${name}" refers to content missing from the cartridge; it was imported as an empty text lesson.`,
      );
      out.push(this.lesson(name));
      return;
    }
    try {
      const lesson = await this.lessonFromResource(resource, name, identifier, moduleIndex);
      if (lesson) out.push(lesson);
    } catch (error) {
      // One unreadable file costs one lesson's content, not the import; size/path refusals still stop it.
      if (!(error instanceof CartridgeError) || error.reason !== "invalid_xml") throw error;
      this.warnings.push(`"${name}" could not be read (${error.message}); it was imported as an empty text lesson.`);
      out.push(this.lesson(name));
    }
    for (const sub of list(item.item)) await this.lessonsOf(sub, moduleIndex, out);
  }

  private async lessonFromResource(
    resource: Resource,
    title: string,
    itemId: string,
    moduleIndex: number,
  ): Promise<ImportedLesson | null> {
    const kind = resourceKind(resource.type);
    if (kind === "other") {
      this.warnings.push(
        `"${title}" has a content type we do not import (${resource.type || "unknown"}); only its title was kept.`,
      );
      return this.lesson(title);
    }
    const mainFile = this.mainFileOf(resource);
    if (kind === "webcontent" && mainFile && !HTML_FILE.test(mainFile)) {
      // A PDF, image or document: not copied (and never inflated).
      this.uncopiedFiles++;
      return this.lesson(title, {
        contentHtml: `<p>${escapeHtml(title)} (a file in the original course; it was not copied).</p>`,
      });
    }
    const content = await this.readText(mainFile);
    if (content === null) {
      this.warnings.push(
        `"${title}": its file ${mainFile ?? "(none)"} is missing from the cartridge; it was imported as an empty text lesson.`,
      );
      return this.lesson(title);
    }
    switch (kind) {
      case "webcontent": {
        if (FILEBASE_REF.test(content)) this.filebaseRefs++;
        return this.lesson(title, readLessonPage(content));
      }
      case "weblink": {
        const root = parseXml(content, mainFile ?? "web link");
        const link = child(root, "webLink");
        const href = attr(child(link, "url"), "href") ?? "";
        const url = parseLink(href)?.href ?? null;
        if (url && isVideoUrl(url)) return this.lesson(title, { type: "video", videoUrl: url });
        return this.lesson(title, {
          contentHtml: url
            ? this.html(`<p><a href="${escapeHtml(url)}">${escapeHtml(text(child(link, "title")) || title)}</a></p>`)
            : "",
        });
      }
      case "discussion": {
        const topic = child(parseXml(content, mainFile ?? "discussion"), "topic");
        return this.lesson(title, { contentHtml: this.html(text(child(topic, "text"))) });
      }
      case "lti": {
        const link = child(parseXml(content, mainFile ?? "LTI link"), "cartridge_basiclti_link");
        const launch = parseLink(text(child(link, "secure_launch_url")) || text(child(link, "launch_url")));
        this.warnings.push(`"${title}" is an external tool (LTI); only a note about it was imported.`);
        const where = launch ? ` at <a href="${escapeHtml(launch.href)}">${escapeHtml(launch.host)}</a>` : "";
        return this.lesson(title, { contentHtml: this.html(`<p>This lesson opens an external tool${where}.</p>`) });
      }
      case "qti": {
        const qti = parseQti(content, mainFile ?? "assessment");
        this.warnings.push(...qti.warnings);
        this.assessments.push({
          title: qti.title,
          type: qti.assessmentType ?? "quiz",
          moduleIndex,
          questions: qti.questions,
          position: qti.position,
        });
        if (this.extension?.assessmentsWithoutLesson.includes(itemId)) return null;
        const extra = this.extension?.assessmentLessons[itemId];
        return this.lesson(title, {
          type: "assessment",
          contentHtml: extra ? sanitizeImportedHtml(extra.contentHtml) : "",
          durationMinutes: extra?.durationMinutes ?? null,
          assessmentIndex: this.assessments.length - 1,
        });
      }
      case "assignment": {
        const assignment = child(parseXml(content, mainFile ?? "assignment"), "assignment");
        this.assessments.push({
          title: text(child(assignment, "title")).trim() || title,
          type: "assignment",
          moduleIndex,
          questions: [],
          position: null,
        });
        return this.lesson(title, {
          type: "assessment",
          contentHtml: this.html(text(child(assignment, "text")) || text(child(assignment, "instructor_text"))),
          assessmentIndex: this.assessments.length - 1,
        });
      }
    }
  }

  /** The resource's file that exists in the archive: its href, else its first <file> (HTML preferred). */
  mainFileOf(resource: Resource): string | null {
    const candidates = [resource.href, ...resource.files].filter((f): f is string => Boolean(f));
    const present = candidates.filter((f) => this.zip.find(f));
    return present.find((f) => HTML_FILE.test(f)) ?? present[0] ?? candidates[0] ?? null;
  }

  /** QTI resources no item points at: assessments outside every module (Canvas exports unattached quizzes so). */
  async unattachedAssessments(): Promise<void> {
    for (const resource of this.resources.values()) {
      if (this.referenced.has(resource.identifier) || resourceKind(resource.type) !== "qti") continue;
      const file = this.mainFileOf(resource);
      const content = await this.readText(file);
      if (content === null) continue;
      const qti = parseQti(content, file ?? "assessment");
      this.warnings.push(...qti.warnings);
      this.assessments.push({
        title: qti.title,
        type: qti.assessmentType ?? "quiz",
        moduleIndex: null,
        questions: qti.questions,
        position: qti.position,
      });
    }
  }

  /** Summary warnings for what was counted along the way. */
  finish(): void {
    if (this.uncopiedFiles > 0) {
      this.warnings.push(
        `${this.uncopiedFiles} file(s) (PDFs, images, documents) were not copied; their lessons carry the title only.`,
      );
    }
    if (this.filebaseRefs > 0) {
      this.warnings.push(
        `${this.filebaseRefs} page(s) show images or links to files inside the cartridge, which were not copied; check those lessons.`,
      );
    }
  }
}

async function readExtension(
  reader: CartridgeReader,
  resources: Map<string, Resource>,
): Promise<CartridgeExtension | null> {
  const resource = resources.get(EXTENSION_RESOURCE_ID);
  const content = resource ? await reader.readText(reader.mainFileOf(resource)) : null;
  if (!content) return null;
  try {
    const parsed = cartridgeExtensionSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Imports a Common Cartridge.
 * @param buffer - the uploaded .imscc file
 * @param options.limits - archive limits (defaults: 2 000 entries, 50 MB per file, 200 MB total)
 * @returns the course; `lmsType: 'common_cartridge'`, `lmsId: null`; warnings for what was not imported
 * @throws CartridgeError: `not_a_zip`, `not_a_cartridge` ("This file is not an IMS Common
 *   Cartridge: imsmanifest.xml is missing"), `too_many_entries`, `too_large`, `unsafe_path`, `invalid_xml`
 */
export async function importCommonCartridge(
  buffer: Buffer,
  options: ImportCartridgeOptions = {},
): Promise<ImportedCourse> {
  const zip = await openZip(buffer, { ...DEFAULT_CARTRIDGE_LIMITS, ...options.limits });
  try {
    if (!zip.names.includes("imsmanifest.xml")) {
      throw new CartridgeError(
        "not_a_cartridge",
        "This file is not an IMS Common Cartridge: imsmanifest.xml is missing",
      );
    }
    const manifest = child(parseXml(await zip.readText("imsmanifest.xml"), "imsmanifest.xml"), "manifest");
    if (!manifest) {
      throw new CartridgeError(
        "not_a_cartridge",
        "This file is not an IMS Common Cartridge: imsmanifest.xml has no <manifest> element.",
      );
    }
    const resources = readResources(manifest);
    const bootstrap = new CartridgeReader(zip, resources, null);
    const reader = new CartridgeReader(zip, resources, await readExtension(bootstrap, resources));

    const general = child(child(child(manifest, "metadata"), "lom"), "general");
    const organization = list(child(manifest, "organizations")?.organization)[0];
    let title = lomString(child(general, "title"));
    if (!title) {
      const settings = await reader.readText("course_settings/course_settings.xml");
      if (settings) title = text(child(child(parseXml(settings, "course_settings.xml"), "course"), "title")).trim();
    }
    title ||= text(child(organization, "title")).trim() || "Imported course";

    const modules: ImportedModule[] = [];
    let loose: ImportedModule | null = null;
    for (const item of moduleItems(organization)) {
      const isLeaf = attr(item, "identifierref") && list(item.item).length === 0;
      if (isLeaf) {
        // A lesson straight under the organization: gather such lessons in one module.
        if (!loose) {
          loose = { lmsModuleId: null, title: "Course content", description: null, lessons: [] };
          modules.push(loose);
        }
        await reader.lessonsOf(item, modules.indexOf(loose), loose.lessons);
        continue;
      }
      const identifier = attr(item, "identifier") ?? null;
      const module: ImportedModule = {
        lmsModuleId: identifier,
        title: text(child(item, "title")).trim() || `Module ${modules.length + 1}`,
        description: (identifier && reader.extension?.modules[identifier]?.description) ?? null,
        lessons: [],
      };
      modules.push(module);
      for (const sub of list(item.item)) await reader.lessonsOf(sub, modules.length - 1, module.lessons);
    }
    await reader.unattachedAssessments();
    reader.finish();

    return {
      lmsType: "common_cartridge",
      lmsId: null,
      title,
      description: lomString(child(general, "description")) || null,
      modules,
      assessments: orderAssessments(reader.assessments, modules),
      warnings: [...new Set(reader.warnings)],
    };
  } finally {
    zip.close();
  }
}

/** Restores the exporting course's assessment order (cw_position) when every assessment has one, fixing lesson links. */
function orderAssessments(
  found: Array<ImportedAssessment & { position: number | null }>,
  modules: ImportedModule[],
): ImportedAssessment[] {
  const strip = ({ position: _position, ...a }: ImportedAssessment & { position: number | null }): ImportedAssessment =>
    a;
  if (found.length === 0 || found.some((a) => a.position === null)) return found.map(strip);
  const order = found.map((a, index) => ({ a, index })).sort((x, y) => (x.a.position ?? 0) - (y.a.position ?? 0));
  const newIndex = new Map(order.map((o, i) => [o.index, i]));
  for (const module of modules) {
    for (const lesson of module.lessons) {
      if (lesson.assessmentIndex !== undefined)
        lesson.assessmentIndex = newIndex.get(lesson.assessmentIndex) ?? lesson.assessmentIndex;
    }
  }
  return order.map((o) => strip(o.a));
}
