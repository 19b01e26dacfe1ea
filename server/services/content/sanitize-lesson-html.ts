/**
 * Lesson bodies arrive as HTML from the rich-text editor, LMS imports and AI output; they are
 * stored and later rendered into other users' pages, so they are sanitised on the server with an
 * allow-list (sanitize-html, which parses with htmlparser2) before they reach the database.
 */
import sanitizeHtml from "sanitize-html";

/** Hosts whose embedded players may appear in lessons (matches the CSP frame-src in app.ts). */
export const ALLOWED_IFRAME_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"] as const;

const ALLOWED_STYLE_VALUE = {
  // Colours as #hex, rgb()/rgba() or a named colour; no url(), no expressions.
  color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]+$/i],
  "background-color": [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]+$/i],
  "font-weight": [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "blockquote",
    "code",
    "pre",
    "span",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    span: ["style"],
    // An assessment lesson names the assessment it links to (the editor's "Linked assessment").
    p: ["data-assessment-id"],
    iframe: ["src", "title", "width", "height", "allowfullscreen"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: { span: ALLOWED_STYLE_VALUE },
  allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  // Drop the content of these elements as well, not just their tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template"],
  exclusiveFilter: (frame) =>
    // An iframe whose src was removed (unlisted host) or an img whose src was removed is empty noise.
    (frame.tag === "iframe" && !frame.attribs.src) ||
    (frame.tag === "img" && !frame.attribs.src) ||
    // data: URLs are for images only (no data:text/html, no SVG with script).
    (frame.tag === "img" &&
      /^data:/i.test(frame.attribs.src ?? "") &&
      !/^data:image\/(?:png|jpe?g|gif|webp);/i.test(frame.attribs.src ?? "")),
  transformTags: {
    // Only absolute http(s) and mailto links (relative URLs would resolve against the app); links
    // that open a new tab must not hand the opener to the target (reverse tabnabbing).
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.href !== undefined && !/^(?:https?:\/\/|mailto:)/i.test(next.href.trim())) delete next.href;
      if (next.target === "_blank") next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
    // Only absolute http(s) or data: image sources; the exclusive filter then drops source-less images.
    img: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.src !== undefined && !/^(?:https?:\/\/|data:)/i.test(next.src.trim())) delete next.src;
      return { tagName, attribs: next };
    },
  },
};

/**
 * Returns the lesson HTML with everything outside the allow-list removed:
 * - tags: h1-h6, p, br, hr, ul, ol, li, a, img, table, thead, tbody, tr, th, td, caption, strong,
 *   em, b, i, u, s, blockquote, code, pre, span, iframe; the content of script/style is dropped;
 * - attributes: a[href,title,target,rel] (http, https, mailto), img[src,alt,width,height]
 *   (http, https, data:image/png|jpeg|gif|webp), th[scope], span[style] (color, background-color,
 *   font-weight only), iframe[src,title,width,height,allowfullscreen] with an https src on
 *   www.youtube.com, www.youtube-nocookie.com or player.vimeo.com;
 * - every event handler (onerror=, onclick=, ...) and every javascript: URL.
 *
 * @param html - untrusted HTML (any size the schema allowed; the empty string stays empty)
 * @returns safe HTML to store and render
 */
export function sanitizeLessonHtml(html: string): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}
