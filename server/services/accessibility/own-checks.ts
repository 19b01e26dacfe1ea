/**
 * Coursewright's own accessibility checks on one lesson: what axe-core cannot see in jsdom or
 * does not treat as a failure (file-name alt text, vague link text, skipped heading levels,
 * captions of lesson videos). One small function per check; each names its WCAG 2.1 criterion.
 */
import { MAX_ALT_CHARS, isBareUrl, isVagueLinkText, looksLikeFileName } from "../../../common/accessibility-fixes.ts";
import type { Impact, LessonToCheck } from "./types.ts";
import { checkInlineContrast } from "./contrast.ts";
import { elementSnippet } from "./wcag.ts";

/** A problem found by one of our checks, before the lesson's ids are attached. */
export interface OwnFinding {
  wcagCriterion: string;
  ruleId: string;
  impact: Impact;
  element: string;
  /** The element's position among the lesson's elements of its kind (element-index.ts), for a fix in place. */
  elementIndex?: number;
  help: string;
}

/** The elements our checks look at, each kind in document order. */
export interface LessonTargets {
  /** `img` (element-index.ts TARGET_SELECTORS.image) */
  image: Element[];
  /** `a[href]` */
  link: Element[];
  /** `h1`-`h6` */
  heading: Element[];
  /** `table` */
  table: Element[];
  /** `iframe` */
  iframe: Element[];
}

const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * The elements of `root` that the checks look at, found in one walk over its descendants: the
 * same elements, in the same order, as `root.querySelectorAll` with element-index.ts
 * TARGET_SELECTORS and "iframe" gives (type selectors match the local name; `[href]` is
 * hasAttribute), without a selector-engine query per kind (issue #13). The walk follows element
 * links (first child, next sibling, parent): jsdom's HTMLCollection looks every non-index property
 * it is asked for (its `length`, on each step of an iteration) up as an element name.
 */
export function targetsIn(root: Element): LessonTargets {
  const targets: LessonTargets = { image: [], link: [], heading: [], table: [], iframe: [] };
  let element = root.firstElementChild;
  while (element) {
    const tag = element.localName;
    if (tag === "img") targets.image.push(element);
    else if (tag === "a") {
      if (element.hasAttribute("href")) targets.link.push(element);
    } else if (HEADING_TAGS.has(tag)) targets.heading.push(element);
    else if (tag === "table") targets.table.push(element);
    else if (tag === "iframe") targets.iframe.push(element);
    element = nextInDocumentOrder(root, element);
  }
  return targets;
}

/** The element after `element` in document order within `root` (descendants first), or null. */
function nextInDocumentOrder(root: Element, element: Element): Element | null {
  const child = element.firstElementChild;
  if (child) return child;
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    const sibling = at.nextElementSibling;
    if (sibling) return sibling;
  }
  return null;
}

// The alt and link text tests live in common/ so that the fix-in-place dialog and route accept
// exactly the values these checks pass.
export { MAX_ALT_CHARS };

/**
 * Images need a text alternative that says what the image shows (WCAG 2.1 SC 1.1.1 Non-text
 * Content, level A): alt present (alt="" marks a decorative image), not a file or camera name,
 * at most 125 characters.
 */
export function checkImageAlt(root: Element, images: readonly Element[] = targetsIn(root).image): OwnFinding[] {
  const findings: OwnFinding[] = [];
  for (const [elementIndex, img] of images.entries()) {
    const alt = img.getAttribute("alt");
    if (alt === null) {
      findings.push({
        wcagCriterion: "1.1.1",
        ruleId: "img-alt-missing",
        impact: "critical",
        element: elementSnippet(img.outerHTML),
        elementIndex,
        help: 'This image has no alt text. Add alt text that says what the image shows, or alt="" if it is only decoration.',
      });
    } else if (looksLikeFileName(alt)) {
      findings.push({
        wcagCriterion: "1.1.1",
        ruleId: "img-alt-filename",
        impact: "serious",
        element: elementSnippet(img.outerHTML),
        elementIndex,
        help: `The alt text "${alt.trim()}" is a file name. Replace it with words that say what the image shows.`,
      });
    } else if (alt.trim().length > MAX_ALT_CHARS) {
      findings.push({
        wcagCriterion: "1.1.1",
        ruleId: "img-alt-too-long",
        impact: "minor",
        element: elementSnippet(img.outerHTML),
        elementIndex,
        help: `The alt text is ${alt.trim().length} characters long. Keep it under ${MAX_ALT_CHARS} and put the full description in the lesson text.`,
      });
    }
  }
  return findings;
}

/** The text a screen reader announces for a link: aria-label, else its text and image alts, else title. */
function linkName(link: Element): string {
  const label = link.getAttribute("aria-label")?.trim();
  if (label) return label;
  const alts = Array.from(link.querySelectorAll("img")).map((img) => img.getAttribute("alt") ?? "");
  const text = [link.textContent ?? "", ...alts].join(" ").replace(/\s+/g, " ").trim();
  return text || (link.getAttribute("title")?.trim() ?? "");
}

/**
 * Link text must say where the link goes (WCAG 2.1 SC 2.4.4 Link Purpose (In Context), level A):
 * not empty, not "click here"/"here"/"read more"/"link", not a bare URL.
 */
export function checkLinkText(root: Element, links: readonly Element[] = targetsIn(root).link): OwnFinding[] {
  const findings: OwnFinding[] = [];
  for (const [elementIndex, link] of links.entries()) {
    const name = linkName(link);
    if (!name) {
      findings.push({
        wcagCriterion: "2.4.4",
        ruleId: "link-empty",
        impact: "serious",
        element: elementSnippet(link.outerHTML),
        elementIndex,
        help: "This link has no text, so screen-reader users hear only the address. Add text that says where it goes.",
      });
    } else if (isVagueLinkText(name)) {
      findings.push({
        wcagCriterion: "2.4.4",
        ruleId: "link-text-vague",
        impact: "moderate",
        element: elementSnippet(link.outerHTML),
        elementIndex,
        help: `The link text "${name}" does not say where the link goes. Use the destination's name, e.g. "Week 2 reading: Research methods".`,
      });
    } else if (isBareUrl(name)) {
      findings.push({
        wcagCriterion: "2.4.4",
        ruleId: "link-text-url",
        impact: "minor",
        element: elementSnippet(link.outerHTML),
        elementIndex,
        help: "The link text is a bare web address, which screen readers spell out. Use the page's name as link text.",
      });
    }
  }
  return findings;
}

/**
 * Headings must not skip levels (WCAG 2.1 SC 1.3.1 Info and Relationships, level A). The lesson
 * title is the page's h1, so a lesson's first heading is h1 or h2, and each next heading goes at
 * most one level deeper than the one before.
 */
export function checkHeadingOrder(root: Element, headings: readonly Element[] = targetsIn(root).heading): OwnFinding[] {
  const findings: OwnFinding[] = [];
  let previous = 1;
  for (const [elementIndex, heading] of headings.entries()) {
    const level = Number(heading.localName.slice(1));
    if (level > previous + 1) {
      findings.push({
        wcagCriterion: "1.3.1",
        ruleId: "heading-order",
        impact: "moderate",
        element: elementSnippet(heading.outerHTML),
        elementIndex,
        help: `This heading jumps from level ${previous} to level ${level}. Use h${previous + 1} so the outline has no gaps.`,
      });
    }
    previous = level;
  }
  return findings;
}

/**
 * Data tables need header cells so screen readers can name each cell's row and column (WCAG 2.1
 * SC 1.3.1 Info and Relationships, level A).
 */
export function checkTableHeaders(root: Element, tables: readonly Element[] = targetsIn(root).table): OwnFinding[] {
  return tables
    .map((table, elementIndex) => ({ table, elementIndex }))
    .filter(({ table }) => !table.querySelector("th"))
    .map(({ table, elementIndex }) => ({
      wcagCriterion: "1.3.1",
      ruleId: "table-headers",
      impact: "serious" as const,
      element: elementSnippet(table.outerHTML),
      elementIndex,
      help: "This table has no header cells. Mark the first row (or column) as headers (th) so each cell can be read with its heading.",
    }));
}

/**
 * A video lesson needs captions (WCAG 2.1 SC 1.2.2 Captions (Prerecorded), level A; critical:
 * deaf learners get nothing from it otherwise).
 */
export function checkVideoLessonCaptions(lesson: LessonToCheck): OwnFinding[] {
  const isVideo = lesson.type === "video" || Boolean(lesson.videoUrl);
  if (!isVideo || lesson.captionsUrl) return [];
  return [
    {
      wcagCriterion: "1.2.2",
      ruleId: "video-captions-missing",
      impact: "critical",
      element: elementSnippet(`video: ${lesson.videoUrl ?? "(no URL)"}`),
      help: "This video lesson has no captions. Upload a captions file (WebVTT) for it.",
    },
  ];
}

const CAPTION_HINT = /caption|subtitle|transcript/i;
const PLAYER_CAPTION_PARAM = /[?&](cc_load_policy=1|texttrack=)/i;

/**
 * An embedded video player should come with captions (WCAG 2.1 SC 1.2.2, level A). We cannot see
 * inside the player, so an iframe with no captions hint (player parameter, lesson captions file,
 * or the words caption/subtitle/transcript in the lesson) is flagged for review (moderate).
 */
export function checkEmbeddedVideoCaptions(
  root: Element,
  lesson: LessonToCheck,
  frames: readonly Element[] = targetsIn(root).iframe,
): OwnFinding[] {
  if (frames.length === 0 || lesson.captionsUrl || CAPTION_HINT.test(root.textContent ?? "")) return [];
  return frames
    .filter((frame) => !PLAYER_CAPTION_PARAM.test(frame.getAttribute("src") ?? ""))
    .map((frame) => ({
      wcagCriterion: "1.2.2",
      ruleId: "embedded-video-captions-review",
      impact: "moderate" as const,
      element: elementSnippet(frame.outerHTML),
      help: "Check that this embedded video has captions, then say so in the lesson (or add a transcript link).",
    }));
}

/**
 * Runs every own check on one lesson.
 *
 * @param root - the lesson's container element (its HTML already parsed), or null for a lesson without HTML
 */
export function runOwnChecks(root: Element | null, lesson: LessonToCheck): OwnFinding[] {
  const findings = checkVideoLessonCaptions(lesson);
  if (!root) return findings;
  // Cheap string tests on the HTML skip DOM queries that cannot find anything (most lessons have
  // no table, iframe or inline style); this halves the time of our checks on a 200-lesson course.
  const html = lesson.contentHtml;
  const targets = /<(img|a\s|h[1-6]|table|iframe)/i.test(html) ? targetsIn(root) : null;
  return [
    ...findings,
    ...(targets && /<img/i.test(html) ? checkImageAlt(root, targets.image) : []),
    ...(targets && /<a\s/i.test(html) ? checkLinkText(root, targets.link) : []),
    ...(targets && /<h[1-6]/i.test(html) ? checkHeadingOrder(root, targets.heading) : []),
    ...(targets && /<table/i.test(html) ? checkTableHeaders(root, targets.table) : []),
    ...(targets && /<iframe/i.test(html) ? checkEmbeddedVideoCaptions(root, lesson, targets.iframe) : []),
    ...(/style\s*=/i.test(html) ? checkInlineContrast(root) : []),
  ];
}
