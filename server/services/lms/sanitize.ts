/**
 * HTML that arrives from an LMS or a cartridge is untrusted. It goes through the same allow-list
 * as editor HTML (server/services/content/sanitize-lesson-html.ts: headings, p, lists, a, img with
 * alt, tables, emphasis, code, iframes from YouTube/Vimeo only; scripts, styles and event handlers
 * dropped) so there is one allow-list to review. This file adds what is specific to imports:
 * taking the <body> of a whole HTML document.
 */
import { escapeHtml } from "../../../common/html.ts";

/** Re-exported for the connectors, which escape titles and links they write into lesson HTML. */
export { escapeHtml };
import sanitizeHtml from "sanitize-html";
import { ALLOWED_IFRAME_HOSTS, sanitizeLessonHtml } from "../content/sanitize-lesson-html.ts";

/**
 * The inner HTML of a document's <body>, or the input when it has no <body> element.
 * @param html - a fragment or a whole HTML document
 */
export function extractBody(html: string): string {
  const match = /<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i.exec(html);
  return match?.[1] ?? html;
}

const IFRAME = /<iframe\b([^>]*)>[\s\S]*?(?:<\/iframe\s*>|$)/gi;

/**
 * Players from hosts outside the iframe allow-list (Kaltura, Panopto, ...) would vanish in the
 * sanitiser; an import keeps them reachable as a link instead.
 */
function iframesToLinks(html: string): string {
  return html.replace(IFRAME, (whole, attrs: string) => {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
    const title = /\btitle\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1];
    let url: URL | null = null;
    try {
      url = src ? new URL(src.replace(/&amp;/g, "&")) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return "";
    if ((ALLOWED_IFRAME_HOSTS as readonly string[]).includes(url.hostname)) return whole;
    return `<p><a href="${escapeHtml(url.href)}">${escapeHtml(title?.trim() || `Embedded content from ${url.hostname}`)}</a></p>`;
  });
}

/**
 * Sanitises imported lesson HTML: body only; iframes from hosts outside the allow-list become
 * links; then the shared allow-list; whitespace trimmed.
 * @param html - untrusted HTML (fragment or document)
 * @returns safe HTML ('' for empty input)
 */
export function sanitizeImportedHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeLessonHtml(iframesToLinks(extractBody(html)));
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "head", "title"],
};

/**
 * Plain text of an HTML fragment (question stems, options and feedback are plain text:
 * common/assessment-schemas.ts). Block boundaries become spaces; entities are decoded; runs of
 * whitespace collapse; trimmed. Plain text in gives the same text out ("a < b & c" stays).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const spaced = html.replace(/<(\/?)(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre)\b/gi, " <$1$2");
  return sanitizeHtml(spaced, TEXT_ONLY)
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}
