/**
 * Resources no organization item points at (Canvas exports every page, discussion, assignment,
 * quiz and file, whether a module holds it or not). Pages, discussions, assignments, web links,
 * LTI links and files no page uses become lessons of one last module, UNORGANIZED_MODULE_TITLE;
 * quizzes and question banks become assessments outside every module; course settings, quiz and
 * topic metadata are part of what they describe; anything else is named in a warning (issue #12).
 */
import { escapeHtml } from "../sanitize.ts";
import type { ImportedModule } from "../types.ts";
import { EXTENSION_RESOURCE_ID } from "./extension.ts";
import { associatedRole, resourceKind, type Resource } from "./manifest.ts";
import { HTML_FILE, type CartridgeReader, type ModuleRef } from "./resource-reader.ts";

/** Title of the module that gathers what the original course kept outside its modules. */
export const UNORGANIZED_MODULE_TITLE = "Unorganized content";
const UNORGANIZED_DESCRIPTION = "Content of the original course that none of its modules held.";

/** A webcontent resource whose file is not a page (image, PDF, document). */
function isFile(reader: CartridgeReader, resource: Resource): boolean {
  if (resourceKind(resource.type) !== "webcontent") return false;
  const main = reader.mainFileOf(resource);
  return Boolean(main && !HTML_FILE.test(main));
}

/** Whether a page, assignment or topic we imported names the file (as is or URL-encoded). */
function usedByPages(reader: CartridgeReader, path: string): boolean {
  const name = path.split("/").pop() ?? path;
  const forms = [name, encodeURIComponent(name), encodeURI(name), name.replace(/ /g, "+")];
  return reader.pageSources.some((html) => forms.some((form) => html.includes(form)));
}

/**
 * Places every resource the organization did not reach (see file comment); adds the
 * "Unorganized content" module to `modules` only when something goes into it.
 * @param courseTitle - reported as the title of the course-settings resource
 */
export async function placeUnorganized(
  reader: CartridgeReader,
  modules: ImportedModule[],
  courseTitle: string,
): Promise<void> {
  const { report } = reader;
  const dependencyOf = new Map<string, string>();
  for (const resource of reader.resources.values()) {
    for (const dep of resource.dependencies) if (!dependencyOf.has(dep)) dependencyOf.set(dep, resource.identifier);
  }
  let module: ImportedModule | null = null;
  const target = (): ModuleRef & { lessons: ImportedModule["lessons"] } => {
    if (!module) {
      module = {
        lmsModuleId: null,
        title: UNORGANIZED_MODULE_TITLE,
        description: UNORGANIZED_DESCRIPTION,
        lessons: [],
      };
      modules.push(module);
    }
    return { index: modules.indexOf(module), title: module.title, lessons: module.lessons };
  };
  const place = async (resource: Resource) => {
    const kind = resourceKind(resource.type);
    const role = kind === "associated" ? associatedRole(resource) : null;
    if (kind === "qti" || kind === "question_bank" || role === "question_bank") {
      await reader.assessmentOutsideModules(resource);
    } else if (role === "course_settings") {
      report.imported(resource, "course_settings", courseTitle, null);
    } else if (
      kind === "other" ||
      role === "data" ||
      reader.extension?.activities[resource.identifier]?.outsideModules
    ) {
      // Also our own assignments and topics outside every module: assessments without a lesson.
      await reader.readResource(resource, "", resource.identifier, { index: -1, title: "" });
    } else {
      const into = target();
      const lesson = await reader.readResource(resource, "", resource.identifier, into);
      // Outside modules, only what was imported takes a place (a missing file is named in a warning).
      if (lesson && report.isImported(resource.identifier)) into.lessons.push(lesson);
    }
  };

  const later: Resource[] = [];
  for (const resource of reader.resources.values()) {
    if (report.has(resource.identifier)) continue;
    if (resource.identifier === EXTENSION_RESOURCE_ID) {
      report.imported(resource, "course_settings", courseTitle, null);
    } else if (dependencyOf.has(resource.identifier) || resource.variantOf || isFile(reader, resource)) {
      later.push(resource); // after the content that may use or replace it
    } else {
      await place(resource);
    }
  }
  for (const resource of later) {
    if (report.has(resource.identifier)) continue;
    const parent = dependencyOf.get(resource.identifier) ?? resource.variantOf;
    const file = isFile(reader, resource) ? reader.mainFileOf(resource) : null;
    if (file) {
      const name = file.split("/").pop() ?? file;
      if (reader.files.usedBy(file)) {
        // A file a page shows was copied for that page (cartridge-files.ts).
        report.imported(resource, "file", name, null);
        continue;
      }
      if (!usedByPages(reader, file) && !(parent && report.isImported(parent))) {
        // A file nothing shows: a lesson links to its copy, or keeps its place and name if it cannot be copied.
        const into = target();
        const link = await reader.files.linkHtml(file, name, resource.identifier);
        const notCopied = `<p>${escapeHtml(name)} (a file in the original course; it was not copied).</p>`;
        into.lessons.push(reader.lesson(name, { contentHtml: link ?? notCopied }));
        if (link) {
          report.imported(resource, "lesson", name, into.title);
          continue;
        }
      }
      report.notImported(resource, name, "file_not_copied", file);
    } else if (parent && report.has(parent)) {
      report.partOf(resource, parent);
    } else {
      await place(resource);
    }
  }
}
