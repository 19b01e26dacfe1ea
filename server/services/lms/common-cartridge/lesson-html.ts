/**
 * The HTML page we write for each lesson in a cartridge, and how we read it back.
 *
 * Any LMS shows the page as is. Our own fields ride on <body> as data attributes, which other
 * LMSes ignore and the importer reads before sanitising:
 *   data-cw-lesson-type="text|video|assessment", data-cw-video-url, data-cw-captions-url,
 *   data-cw-duration-minutes.
 * For a video lesson the player (a YouTube/Vimeo iframe, else a link) and a captions link are
 * written between <!-- cw:player --> and <!-- /cw:player --> so the importer can drop them and
 * give back the lesson's own HTML unchanged.
 */
import type { LessonContent } from "../../../../common/lesson.ts";
import { escapeHtml, extractBody, sanitizeImportedHtml } from "../sanitize.ts";
import { findEmbeddedVideo, toEmbedUrl } from "../video.ts";
import { decodeEntities } from "./xml.ts";

/** Writes a lesson as a standalone HTML document (see file comment for the format). */
export function writeLessonPage(lesson: LessonContent): string {
  const attrs = [`data-cw-lesson-type="${lesson.type}"`];
  if (lesson.videoUrl) attrs.push(`data-cw-video-url="${escapeHtml(lesson.videoUrl)}"`);
  if (lesson.captionsUrl) attrs.push(`data-cw-captions-url="${escapeHtml(lesson.captionsUrl)}"`);
  if (lesson.durationMinutes !== null) attrs.push(`data-cw-duration-minutes="${lesson.durationMinutes}"`);
  let player = "";
  if (lesson.videoUrl) {
    const embed = toEmbedUrl(lesson.videoUrl);
    const video = embed
      ? `<p><iframe src="${escapeHtml(embed)}" title="${escapeHtml(lesson.title)}" width="640" height="360" allowfullscreen></iframe></p>`
      : `<p><a href="${escapeHtml(lesson.videoUrl)}">Watch the video: ${escapeHtml(lesson.title)}</a></p>`;
    const captions = lesson.captionsUrl ? `\n<p><a href="${escapeHtml(lesson.captionsUrl)}">Captions</a></p>` : "";
    player = `<!-- cw:player -->\n${video}${captions}\n<!-- /cw:player -->\n`;
  }
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${escapeHtml(lesson.title)}</title>
</head>
<body ${attrs.join(" ")}>
${player}${lesson.contentHtml}
</body>
</html>
`;
}

/** Attributes of the <body> tag, by lowercased name. */
function bodyAttributes(html: string): Map<string, string> {
  const tag = /<body\b([^>]*)>/i.exec(html)?.[1] ?? "";
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (m[1]) attrs.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? ""));
  }
  return attrs;
}

/** Absolute http(s) URLs only: a data attribute must not smuggle javascript: into videoUrl. */
function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? value : null;
  } catch {
    return null;
  }
}

/**
 * A lesson read from a page, all but its title. `type` is from data-cw-lesson-type, or 'video'
 * when the page embeds a YouTube/Vimeo player, else 'text'.
 */
export type ReadLessonPage = Omit<LessonContent, "title">;

/**
 * Reads a webcontent HTML page: our data attributes when present, else a plain page (a page
 * with an embedded YouTube/Vimeo player becomes a video lesson, per LMS.md "Mapping we use").
 * @returns the lesson fields with `contentHtml` sanitised (body only, player block removed)
 */
export function readLessonPage(html: string): ReadLessonPage {
  const attrs = bodyAttributes(html);
  const body = extractBody(html).replace(/<!--\s*cw:player\s*-->[\s\S]*?<!--\s*\/cw:player\s*-->/i, "");
  const contentHtml = sanitizeImportedHtml(body);
  const declared = attrs.get("data-cw-lesson-type");
  if (declared === "text" || declared === "video" || declared === "assessment") {
    const minutes = Number(attrs.get("data-cw-duration-minutes"));
    return {
      type: declared,
      contentHtml,
      videoUrl: safeUrl(attrs.get("data-cw-video-url")),
      captionsUrl: safeUrl(attrs.get("data-cw-captions-url")),
      durationMinutes: attrs.has("data-cw-duration-minutes") && Number.isFinite(minutes) ? minutes : null,
    };
  }
  const video = findEmbeddedVideo(contentHtml);
  return { type: video ? "video" : "text", contentHtml, videoUrl: video, captionsUrl: null, durationMinutes: null };
}
