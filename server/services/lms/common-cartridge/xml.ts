/**
 * XML reading for cartridges (fast-xml-parser): namespace prefixes stripped so CC 1.1/1.2/1.3
 * manifests (and lom:/lomimscc:/blti: elements) read the same; attributes under "@_"; repeated
 * elements always arrays. DTDs with entity declarations are refused (entity-expansion attacks),
 * and nothing is ever fetched.
 */
import { XMLParser } from "fast-xml-parser";
import { CartridgeError } from "./errors.ts";

/** Elements that may repeat, always parsed as arrays. */
const ARRAY_TAGS = new Set([
  "item",
  "resource",
  "file",
  "dependency",
  "organization",
  "string",
  "langstring",
  "section",
  "qtimetadatafield",
  "response_label",
  "respcondition",
  "varequal",
  "varsubstring",
  "vargte",
  "varlte",
  "itemfeedback",
  "material",
  "mattext",
  "setvar",
  "displayfeedback",
  "flow_mat",
  "response_lid",
  "response_str",
  "not",
  "and",
  "or",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && ARRAY_TAGS.has(name),
});

/** A parsed element: attributes "@_name", text "#text", children by local name. */
export type XmlNode = Record<string, unknown>;

/**
 * Parses an XML document.
 * @param fileName - for the error message
 * @throws CartridgeError `invalid_xml`
 */
export function parseXml(text: string, fileName: string): XmlNode {
  if (/<!ENTITY/i.test(text)) {
    throw new CartridgeError(
      "invalid_xml",
      `${fileName} declares XML entities, which we do not accept. Export the course again.`,
    );
  }
  try {
    return parser.parse(text, true) as XmlNode;
  } catch (cause) {
    throw new CartridgeError("invalid_xml", `${fileName} is not valid XML. Export the course again from your LMS.`, {
      cause,
    });
  }
}

/** The value as an array ([] for undefined). */
export function list<T = XmlNode>(value: unknown): T[] {
  if (value === undefined || value === null || value === "") return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}

/** A child element (first when repeated), or undefined. */
export function child(node: unknown, name: string): XmlNode | undefined {
  if (!node || typeof node !== "object") return undefined;
  const value = (node as XmlNode)[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === null) return undefined;
  return typeof first === "object" ? (first as XmlNode) : { "#text": String(first) };
}

/** An attribute value, or undefined. */
export function attr(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== "object") return undefined;
  const value = (node as XmlNode)[`@_${name}`];
  return value === undefined ? undefined : String(value);
}

/** The text of an element (its #text, or the string itself); '' when none. */
export function text(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "boolean") return String(node);
  if (Array.isArray(node)) return node.map(text).join("");
  const value = (node as XmlNode)["#text"];
  return value === undefined ? "" : String(value);
}

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(value: string): string {
  return (
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 cannot carry at all.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
  );
}

/** Decodes the five XML entities in an attribute or text value (`&amp;` last, so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
