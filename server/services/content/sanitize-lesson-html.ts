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

/**
 * A course file of this app (issue #12), the one relative URL lessons may use: `/api/files/<id>`
 * (routes/files/files.ts serves it to the course owner).
 */
export const COURSE_FILE_URL = /^\/api\/files\/\d+$/;

/**
 * A link to a course, a lesson or a module in the course editor (issue #12: links between
 * imported pages; SPEC §2 route `/course/{courseId}`): `/course/<id>`, `#lesson-<id>`, `#module-<id>`.
 */
export const COURSE_LINK_URL = /^\/course\/\d+(?:#(?:lesson|module)-\d+)?$/;

/** What the colour-pair rule needs to know about one open element. */
interface ColourFrame {
  tag: string;
  /** A background this element or an ancestor set was removed, and no kept background replaced it. */
  backgroundLost: boolean;
  /** For a span: the style it keeps ('' for none). */
  spanStyle?: string;
}

/** The declarations of a `style` attribute: lower-cased property -> trimmed value (last one wins). */
function styleDeclarations(style: string | undefined): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (style ?? "").split(";")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (property && value) declarations.set(property, value);
  }
  return declarations;
}

function allowedValue(property: keyof typeof ALLOWED_STYLE_VALUE, value: string | undefined): boolean {
  return value !== undefined && ALLOWED_STYLE_VALUE[property].some((pattern) => pattern.test(value));
}

const BACKGROUND_PROPERTIES = ["background", "background-color", "background-image"];

/**
 * The colour-pair rule for one element (WCAG 1.4.3: contrast is a property of the text colour AND
 * its background). Only a span keeps styles. Its text colour is dropped when its background, or an
 * ancestor's, was removed (white text on a lost dark heading band would become invisible and a
 * checker would report 1.00:1); its background is dropped when the text colour beside it was
 * removed. Other elements lose their style, background included.
 * @param inheritedLost - an ancestor's background was removed and none was set since
 */
function colourFrame(tag: string, style: string | undefined, inheritedLost: boolean): ColourFrame {
  const declarations = styleDeclarations(style);
  const ownBackground = BACKGROUND_PROPERTIES.some((property) => declarations.has(property));
  if (tag !== "span") return { tag, backgroundLost: ownBackground || inheritedLost };
  const colour = declarations.get("color");
  const background = declarations.get("background-color");
  const backgroundAllowed = allowedValue("background-color", background);
  const colourOk = allowedValue("color", colour) && (backgroundAllowed || !(ownBackground || inheritedLost));
  const backgroundOk = backgroundAllowed && (colour === undefined || colourOk);
  const kept: string[] = [];
  if (colourOk && colour) kept.push(`color:${colour}`);
  if (backgroundOk && background) kept.push(`background-color:${background}`);
  const weight = declarations.get("font-weight");
  if (allowedValue("font-weight", weight)) kept.push(`font-weight:${weight}`);
  return {
    tag,
    backgroundLost: backgroundOk ? false : ownBackground || inheritedLost,
    spanStyle: kept.join(";"),
  };
}

/**
 * Alt text a source kept outside `alt`: `data-alt`, or the `alternativeText` of Blackboard's
 * BbML `data-bbfile` JSON (Ultra editor images). '' when there is none.
 */
export function dataAltText(attribs: Record<string, string>): string {
  const direct = attribs["data-alt"]?.trim();
  if (direct) return direct;
  const bbFile = attribs["data-bbfile"];
  if (!bbFile) return "";
  try {
    const parsed: unknown = JSON.parse(bbFile);
    if (parsed && typeof parsed === "object" && "alternativeText" in parsed) {
      const text = (parsed as { alternativeText?: unknown }).alternativeText;
      return typeof text === "string" ? text.trim() : "";
    }
  } catch {
    return "";
  }
  return "";
}

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
    // Only absolute http(s) and mailto links, our course files and editor links (other relative
    // URLs would resolve against the app); links that open a new tab must not hand the opener to the target
    // (reverse tabnabbing).
    a: (tagName, attribs) => {
      const next = { ...attribs };
      const href = next.href?.trim();
      const ours = href !== undefined && (COURSE_FILE_URL.test(href) || COURSE_LINK_URL.test(href));
      if (href !== undefined && !/^(?:https?:\/\/|mailto:)/i.test(href) && !ours) delete next.href;
      if (next.target === "_blank") next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
    // Only absolute http(s) or data: image sources and our course files; the exclusive filter
    // then drops source-less images.
    img: (tagName, attribs) => {
      const next = { ...attribs };
      const src = next.src?.trim();
      if (src !== undefined && !/^(?:https?:\/\/|data:)/i.test(src) && !COURSE_FILE_URL.test(src)) delete next.src;
      if (next.alt === undefined) {
        const alt = dataAltText(attribs);
        if (alt) next.alt = alt;
      }
      return { tagName, attribs: next };
    },
  },
};

/**
 * The options for one call: OPTIONS plus a stack of open elements (onOpenTag / onCloseTag see
 * every element, kept or not, in document order) so a span knows whether an ancestor's
 * background was removed.
 */
function optionsForOneCall(): sanitizeHtml.IOptions {
  const stack: ColourFrame[] = [];
  return {
    ...OPTIONS,
    onOpenTag: (tag, attribs) => {
      stack.push(colourFrame(tag, attribs.style, stack.at(-1)?.backgroundLost ?? false));
    },
    onCloseTag: (tag) => {
      const index = stack.map((frame) => frame.tag).lastIndexOf(tag);
      if (index >= 0) stack.length = index;
    },
    transformTags: {
      ...OPTIONS.transformTags,
      span: (tagName, attribs) => {
        // onOpenTag has just pushed this span's frame.
        const style = stack.at(-1)?.spanStyle;
        const next = { ...attribs };
        if (style) next.style = style;
        else delete next.style;
        return { tagName, attribs: next };
      },
    },
  };
}

/**
 * Returns the lesson HTML with everything outside the allow-list removed:
 * - tags: h1-h6, p, br, hr, ul, ol, li, a, img, table, thead, tbody, tr, th, td, caption, strong,
 *   em, b, i, u, s, blockquote, code, pre, span, iframe; the content of script/style is dropped;
 * - attributes: a[href,title,target,rel] (http, https, mailto, /api/files/<id>, /course/<id>[#lesson-<id>]), img[src,alt,width,height]
 *   (http, https, data:image/png|jpeg|gif|webp, /api/files/<id>; a missing alt taken from `data-alt` or BbML
 *   `data-bbfile` alternativeText), th[scope], span[style] (color, background-color,
 *   font-weight only; text and background colour kept or dropped as a pair, and a text colour
 *   dropped under an ancestor whose background was removed), iframe[src,title,width,height,allowfullscreen] with an https src on
 *   www.youtube.com, www.youtube-nocookie.com or player.vimeo.com;
 * - every event handler (onerror=, onclick=, ...) and every javascript: URL.
 *
 * @param html - untrusted HTML (any size the schema allowed; the empty string stays empty)
 * @returns safe HTML to store and render
 */
export function sanitizeLessonHtml(html: string): string {
  if (!html) return "";
  return sanitizeHtml(html, optionsForOneCall()).trim();
}
