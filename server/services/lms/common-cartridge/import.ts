/**
 * Reads an IMS Common Cartridge (.imscc, CC 1.0-1.3, including Canvas exports that use 1.1
 * resource type names in 1.3 namespaces) into an ImportedCourse (LMS.md "IMS Common Cartridge";
 * IMS CC 1.3 spec: manifest, organizations, resources; QTI 1.2.1 CC profile). Every resource of
 * the manifest is accounted for (issue #12): imported, part of another resource, or named in a
 * warning with the reason; `resourceReport` lists what became of each.
 */
import type { ImportedAssessment, ImportedCourse, ImportedModule } from "../types.ts";
import { CartridgeError } from "./errors.ts";
import { EXTENSION_RESOURCE_ID, cartridgeExtensionSchema, type CartridgeExtension } from "./extension.ts";
import { lomString, moduleItems, readResources, resourceKind, type Resource } from "./manifest.ts";
import { readOverviewPage, type OverviewFacts } from "./overview.ts";
import { CartridgeReader, type ModuleRef } from "./resource-reader.ts";
import type { ResourceReportEntry } from "./resource-report.ts";
import { placeUnorganized } from "./unorganized.ts";
import { attr, child, list, parseXml, text, type XmlNode } from "./xml.ts";
import { DEFAULT_CARTRIDGE_LIMITS, openZip, type CartridgeLimits } from "./zip-reader.ts";

export interface ImportCartridgeOptions {
  /** Override the archive limits (tests use small ones). */
  limits?: Partial<CartridgeLimits>;
}

/** A cartridge's course, with what became of each manifest resource. */
export interface CartridgeImport extends ImportedCourse {
  resourceReport: ResourceReportEntry[];
  /** QTI items in the quizzes and question banks that became assessments. */
  sourceQuestionCount: number;
}

/** The lessons (and assessments) one organization item produces, sub-items included. */
async function lessonsOf(
  reader: CartridgeReader,
  item: XmlNode,
  module: ModuleRef,
  out: ImportedCourse["modules"][number]["lessons"],
): Promise<void> {
  const identifier = attr(item, "identifier") ?? "";
  const title = text(child(item, "title")).trim();
  const ref = attr(item, "identifierref");
  if (!ref) {
    // An item without a resource is a sub-header (LMS.md "IMS Common Cartridge").
    if (title) out.push(reader.lesson(title));
    for (const sub of list(item.item)) await lessonsOf(reader, sub, module, out);
    return;
  }
  const resource = reader.resources.get(ref);
  const name = title || "Untitled";
  if (!resource) {
    reader.warnings.push(
      `"${name}" refers to content missing from the cartridge (${ref}); it was imported as an empty text lesson.`,
    );
    out.push(reader.lesson(name));
  } else {
    const lesson = await reader.readResource(resource, name, identifier, module);
    if (lesson) out.push(lesson);
  }
  for (const sub of list(item.item)) await lessonsOf(reader, sub, module, out);
}

/** Course title and start from Canvas's course_settings.xml, when the cartridge has one. */
async function courseSettings(reader: CartridgeReader): Promise<{ title: string; start: Date | null }> {
  const settings = await reader.readText("course_settings/course_settings.xml");
  if (!settings) return { title: "", start: null };
  const course = child(parseXml(settings, "course_settings.xml"), "course");
  const start = new Date(text(child(course, "start_at")).trim());
  return { title: text(child(course, "title")).trim(), start: Number.isNaN(start.getTime()) ? null : start };
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
 * Our course-overview page, when `item` is it (a page marked as such, alone in its module item or
 * on its own): its facts, the resource recorded as imported course settings. Null otherwise.
 */
async function overviewOf(reader: CartridgeReader, item: XmlNode, courseTitle: string): Promise<OverviewFacts | null> {
  const subs = list(item.item);
  const single = subs.length === 1 && list(subs[0]?.item).length === 0 ? subs[0] : undefined;
  const leaf = attr(item, "identifierref") ? item : single;
  const resource = reader.resources.get(attr(leaf, "identifierref") ?? "");
  if (!resource || resourceKind(resource.type) !== "webcontent") return null;
  const facts = readOverviewPage((await reader.readText(reader.mainFileOf(resource))) ?? "");
  if (facts) reader.report.imported(resource, "course_settings", courseTitle, null);
  return facts;
}

/**
 * Imports a Common Cartridge.
 * @param buffer - the uploaded .imscc file
 * @param options.limits - archive limits (defaults: 2 000 entries, 50 MB per file, 200 MB total)
 * @returns the course; `lmsType: 'common_cartridge'`, `lmsId: null`; warnings for what was not
 *   imported or was converted; `files`: the images and attachments lessons use (their HTML names
 *   each by its placeholder URL until saveImportedCourse stores it); `links`: where each Canvas link
 *   between items points (lesson HTML names each by its placeholder URL until saved); `resourceReport`: each manifest resource's outcome. Resources no
 *   module holds go into a last module titled UNORGANIZED_MODULE_TITLE ("Unorganized content").
 * @throws CartridgeError: `not_a_zip`, `not_a_cartridge` ("This file is not an IMS Common
 *   Cartridge: imsmanifest.xml is missing"), `too_many_entries`, `too_large`, `unsafe_path`, `invalid_xml`
 */
export async function importCommonCartridge(
  buffer: Buffer,
  options: ImportCartridgeOptions = {},
): Promise<CartridgeImport> {
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
    const duplicates: Resource[] = [];
    const resources = readResources(manifest, duplicates);
    const bootstrap = new CartridgeReader(zip, resources, null);
    const reader = new CartridgeReader(zip, resources, await readExtension(bootstrap, resources));

    const general = child(child(child(manifest, "metadata"), "lom"), "general");
    const organization = list(child(manifest, "organizations")?.organization)[0];
    const settings = await courseSettings(reader);
    reader.courseStart = settings.start;
    const title =
      lomString(child(general, "title")) ||
      settings.title ||
      text(child(organization, "title")).trim() ||
      "Imported course";

    const modules: ImportedModule[] = [];
    let loose: ImportedModule | null = null;
    let overview: OverviewFacts | null = null;
    for (const item of moduleItems(organization)) {
      // Our own course-overview page gives the course's objectives, duration and level, not a lesson.
      const facts: OverviewFacts | null = overview ? null : await overviewOf(reader, item, title);
      if (facts) {
        overview = facts;
        continue;
      }
      const isLeaf = attr(item, "identifierref") && list(item.item).length === 0;
      if (isLeaf) {
        // A lesson straight under the organization: gather such lessons in one module.
        if (!loose) {
          loose = { lmsModuleId: null, title: "Course content", description: null, lessons: [] };
          modules.push(loose);
        }
        await lessonsOf(reader, item, { index: modules.indexOf(loose), title: loose.title }, loose.lessons);
        continue;
      }
      const identifier = attr(item, "identifier") ?? null;
      const module: ImportedModule = {
        lmsModuleId: identifier,
        title: text(child(item, "title")).trim() || `Module ${modules.length + 1}`,
        description: (identifier && reader.extension?.modules[identifier]?.description) ?? null,
        lessons: [],
      };
      const color = identifier ? reader.extension?.modules[identifier]?.color : undefined;
      if (color) module.color = color;
      modules.push(module);
      const ref = { index: modules.length - 1, title: module.title };
      for (const sub of list(item.item)) await lessonsOf(reader, sub, ref, module.lessons);
    }
    await placeUnorganized(reader, modules, title);
    for (const duplicate of duplicates) {
      const files = [duplicate.href, ...duplicate.files].filter(Boolean).join(", ") || "no files";
      reader.warnings.push(
        `The manifest declares the resource identifier ${duplicate.identifier} more than once; only the first was read, so the other (${duplicate.type || "no type"}; ${files}) was not imported.`,
      );
    }
    reader.finish();

    return {
      lmsType: "common_cartridge",
      lmsId: null,
      title,
      description: lomString(child(general, "description")) || null,
      modules,
      assessments: orderAssessments(reader.assessments, modules),
      ...(overview ?? {}),
      warnings: [...new Set(reader.warnings)],
      files: reader.files.files,
      links: await reader.links.resolve(modules, (path) => reader.readText(path)),
      resourceReport: reader.report.list(),
      sourceQuestionCount: reader.sourceQuestionCount,
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
