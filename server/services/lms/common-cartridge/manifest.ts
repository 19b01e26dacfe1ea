/**
 * Reading an IMS Common Cartridge manifest (IMS CC 1.3: resources, organizations, LOM metadata):
 * the resources by identifier, what kind each is across the 1.1-1.3 spellings, and the items
 * that are the course's modules.
 */
import { attr, child, list, text, type XmlNode } from "./xml.ts";
import { normaliseHref } from "./zip-reader.ts";

/** A manifest `<resource>`. */
export interface Resource {
  identifier: string;
  /** Lowercased resource type, e.g. "webcontent", "imsqti_xmlv1p2/imscc_xmlv1p1/assessment". */
  type: string;
  /** Archive path from the href attribute, or null. */
  href: string | null;
  files: string[];
  /** Identifiers of the resources this one depends on (`<dependency identifierref>`), in order. */
  dependencies: string[];
  /** The resource this one is a fallback variant of (CC 1.3 `<cpx:variant identifierref>`), or null. */
  variantOf: string | null;
}

export type ResourceKind =
  "webcontent" | "weblink" | "discussion" | "qti" | "question_bank" | "lti" | "assignment" | "associated" | "other";

/** Resource type -> what it is, accepting the 1.1, 1.2 and 1.3 spellings. */
export function resourceKind(type: string): ResourceKind {
  const t = type.toLowerCase();
  if (t === "webcontent") return "webcontent";
  if (/^imswl_xmlv1p\d/.test(t)) return "weblink";
  if (/^imsdt_xmlv1p\d/.test(t)) return "discussion";
  if (/^imsqti_xmlv1p2(\/imscc_xmlv1p\d)?\/assessment$/.test(t) || t === "imsqti_xmlv1p2") return "qti";
  if (/^imsqti_xmlv1p2\/imscc_xmlv1p\d\/question-bank$/.test(t)) return "question_bank";
  if (/^imsbasiclti_xmlv1p\d/.test(t)) return "lti";
  // Canvas's own data (course settings, quiz and topic metadata, assignments, question banks).
  if (/^associatedcontent\/imscc_xmlv1p\d\/learning-application-resource$/.test(t)) return "associated";
  if (/^assignment_xmlv1p\d/.test(t)) return "assignment";
  return "other";
}

/** Canvas's own copy of a quiz or question bank. */
export const NON_CC_QTI = /(?:^|\/)non_cc_assessments\/[^/]+\.qti$/i;
/** Canvas's settings of an assignment. */
export const CANVAS_ASSIGNMENT_SETTINGS = /(?:^|\/)assignment_settings\.xml$/i;

/** What a Canvas learning-application-resource holds, from its files. */
export type AssociatedRole = "canvas_assignment" | "question_bank" | "syllabus" | "course_settings" | "data";

/**
 * Tells a Canvas learning-application-resource by its files: an assignment (assignment_settings.xml),
 * the syllabus (course_settings/syllabus.html), the course settings (other course_settings/ files),
 * a question bank (only non_cc_assessments/*.qti files), else other data (quiz or topic metadata
 * when another resource depends on it; rubrics, grading standards...).
 */
export function associatedRole(resource: Resource): AssociatedRole {
  const files = [resource.href, ...resource.files].filter((f): f is string => Boolean(f));
  if (files.some((f) => CANVAS_ASSIGNMENT_SETTINGS.test(f))) return "canvas_assignment";
  if (files.some((f) => /(?:^|\/)course_settings\/syllabus\.html$/i.test(f))) return "syllabus";
  if (files.some((f) => /(?:^|\/)course_settings\//i.test(f))) return "course_settings";
  if (files.length > 0 && files.every((f) => NON_CC_QTI.test(f))) return "question_bank";
  return "data";
}

/**
 * The manifest's resources by identifier, hrefs resolved against each `base`. A resource whose
 * identifier an earlier one already took is not in the map; it goes into `duplicates` (to report).
 */
export function readResources(manifest: XmlNode, duplicates: Resource[] = []): Map<string, Resource> {
  const resources = new Map<string, Resource>();
  for (const node of list(child(manifest, "resources")?.resource)) {
    const identifier = attr(node, "identifier");
    if (!identifier) continue;
    const base = attr(node, "base") ?? "";
    const files = list(node.file)
      .map((f) => normaliseHref(attr(f, "href") ?? "", base))
      .filter((f): f is string => Boolean(f));
    const href = attr(node, "href");
    const resource: Resource = {
      identifier,
      type: (attr(node, "type") ?? "").trim(),
      href: href ? normaliseHref(href, base) : null,
      files,
      dependencies: list(node.dependency)
        .map((d) => attr(d, "identifierref") ?? "")
        .filter(Boolean),
      variantOf: attr(child(node, "variant"), "identifierref") ?? null,
    };
    if (resources.has(identifier)) duplicates.push(resource);
    else resources.set(identifier, resource);
  }
  return resources;
}

/** LOM `general/title/string` (or langstring, CC 1.0); '' when absent. */
export function lomString(node: XmlNode | undefined): string {
  if (!node) return "";
  const strings = [...list(node.string), ...list(node.langstring)];
  return (strings.length ? text(strings[0]) : text(node)).trim();
}

/** Modules are the LearningModules item's children, or the organization's top items without that wrapper. */
export function moduleItems(organization: XmlNode | undefined): XmlNode[] {
  let top = list(organization?.item);
  // One untitled root item (CC's "LearningModules" wrapper, whatever its identifier) holds the modules.
  while (
    top.length === 1 &&
    top[0] &&
    !attr(top[0], "identifierref") &&
    (!text(child(top[0], "title")).trim() || attr(top[0], "identifier") === "LearningModules")
  ) {
    top = list(top[0].item);
  }
  return top;
}
