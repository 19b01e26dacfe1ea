/**
 * The course-overview page of our cartridges: a webcontent page, first in the organization, that
 * shows the course's description, level, duration and learning objectives (with their Bloom
 * levels) in any LMS, and carries them as data attributes our importer reads back:
 *   <body data-cw-page="course-overview" data-cw-level="beginner" data-cw-duration="8 weeks">
 *   <ol data-cw-objectives><li data-cw-bloom-level="analyze">statement <em data-cw-bloom-label>…</em></li></ol>
 * The objectives also go into the manifest as CC 1.3 curriculum standards metadata
 * (`curriculumStandardsMetadataSet`, IMS CSM 1.0: one labelled GUID per objective).
 */
import { createHash } from "node:crypto";
import { BLOOM_LEVELS, type BloomLevel } from "../../../../common/editor-schemas.ts";
import { escapeHtml, htmlToText } from "../sanitize.ts";
import type { ImportedObjective } from "../types.ts";
import { xmlEscape } from "./xml.ts";

export const OVERVIEW_TITLE = "Course overview";
export const OVERVIEW_PATH = "course-overview.html";
export const OVERVIEW_RESOURCE_ID = "r_cw_overview";
const MARKER = /<body\b[^>]*\bdata-cw-page\s*=\s*["']course-overview["']/i;

/** What the page shows of a course. */
export interface OverviewInput {
  title: string;
  description: string | null;
  duration?: string | null;
  level?: string | null;
  objectives?: Array<{ text: string; bloomLevel: BloomLevel | null }>;
}

/** What the page gives back. */
export interface OverviewFacts {
  objectives: ImportedObjective[];
  duration: string | null;
  level: string | null;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Writes the overview page (a standalone HTML document; see the file comment). */
export function writeOverviewPage(course: OverviewInput): string {
  const attrs = ['data-cw-page="course-overview"'];
  if (course.level) attrs.push(`data-cw-level="${escapeHtml(course.level)}"`);
  if (course.duration) attrs.push(`data-cw-duration="${escapeHtml(course.duration)}"`);
  const facts = [
    course.level ? `Level: ${escapeHtml(capitalised(course.level))}` : "",
    course.duration ? `Duration: ${escapeHtml(course.duration)}` : "",
  ].filter(Boolean);
  const objectives = course.objectives ?? [];
  const items = objectives.map((o) => {
    const label = o.bloomLevel ? ` <em data-cw-bloom-label>(${capitalised(o.bloomLevel)})</em>` : "";
    const level = o.bloomLevel ? ` data-cw-bloom-level="${o.bloomLevel}"` : "";
    return `<li${level}>${escapeHtml(o.text)}${label}</li>`;
  });
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="generator" content="Coursewright course overview">
<title>${OVERVIEW_TITLE}</title>
</head>
<body ${attrs.join(" ")}>
<h1>${escapeHtml(course.title)}</h1>
${course.description ? `<p>${escapeHtml(course.description)}</p>\n` : ""}${facts.length ? `<p>${facts.join(" · ")}</p>\n` : ""}${
    items.length ? `<h2>Learning objectives</h2>\n<ol data-cw-objectives>\n${items.join("\n")}\n</ol>\n` : ""
  }</body>
</html>
`;
}

/** Whether a page is our course overview (its body carries data-cw-page="course-overview"). */
export function isOverviewPage(html: string): boolean {
  return MARKER.test(html);
}

function bodyAttribute(html: string, name: string): string | null {
  const body = /<body\b([^>]*)>/i.exec(html)?.[1] ?? "";
  const value = new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i").exec(body)?.[1];
  return value === undefined ? null : htmlToText(value) || null;
}

/**
 * Reads our overview page back.
 * @returns null when the page is not our overview; else its objectives (in order, Bloom level
 *   null when absent or unknown), duration and level as written (null when absent)
 */
export function readOverviewPage(html: string): OverviewFacts | null {
  if (!isOverviewPage(html)) return null;
  const list = /<ol\b[^>]*\bdata-cw-objectives\b[^>]*>([\s\S]*?)<\/ol>/i.exec(html)?.[1] ?? "";
  const objectives = [...list.matchAll(/<li\b([^>]*)>([\s\S]*?)<\/li>/gi)].flatMap((m) => {
    const declared = /data-cw-bloom-level\s*=\s*"([^"]*)"/i.exec(m[1] ?? "")?.[1] ?? "";
    const text = htmlToText((m[2] ?? "").replace(/<em\b[^>]*\bdata-cw-bloom-label\b[^>]*>[\s\S]*?<\/em>/gi, ""));
    const bloomLevel = (BLOOM_LEVELS as readonly string[]).includes(declared) ? (declared as BloomLevel) : null;
    return text ? [{ text, bloomLevel }] : [];
  });
  return { objectives, duration: bodyAttribute(html, "data-cw-duration"), level: bodyAttribute(html, "data-cw-level") };
}

/** A stable GUID for an objective (same course, position and text -> same GUID). */
function objectiveGuid(courseTitle: string, index: number, text: string): string {
  const hex = createHash("sha1").update(`${courseTitle}\n${index}\n${text}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The overview resource's `<metadata>`: CC 1.3 curriculum standards metadata with one labelled
 * GUID per objective (provider "coursewright"); '' when the course has no objectives.
 */
export function curriculumStandardsXml(course: OverviewInput): string {
  const objectives = course.objectives ?? [];
  if (objectives.length === 0) return "";
  const guids = objectives
    .map(
      (o, i) =>
        `<labelledGUID><label>${xmlEscape(o.text)}</label><GUID>${objectiveGuid(course.title, i, o.text)}</GUID></labelledGUID>`,
    )
    .join("");
  return `<metadata><curriculumStandardsMetadataSet xmlns="http://www.imsglobal.org/xsd/imscsmd_v1p0"><curriculumStandardsMetadata providerId="coursewright"><setOfGUIDs>${guids}</setOfGUIDs></curriculumStandardsMetadata></curriculumStandardsMetadataSet></metadata>`;
}
