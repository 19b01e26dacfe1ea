/**
 * Fix in place (issue #11 item 5): the most common accessibility failures fixed from the course
 * quality page, without the lesson editor. A pure function of a lesson's HTML and a fix; the
 * route saves the result through the lesson update command.
 *
 * The HTML is parsed and serialised with jsdom, the same parser the checker uses, so an element's
 * outer HTML here is byte for byte the snippet the issue carries. The target is found by that
 * snippet, with the issue's `elementIndex` choosing among identical elements (see
 * common/accessibility-fixes.ts fixTargetSchema); an element that no longer matches is a 409.
 */
import { JSDOM } from "jsdom";
import {
  type AccessibilityFix,
  type FixTarget,
  altTextProblem,
  linkTextProblem,
} from "../../../common/accessibility-fixes.ts";
import { MAX_LESSON_HTML_CHARS } from "../../../common/lesson.ts";
import { HttpError } from "../../http/errors.ts";
import { sanitizeLessonHtml } from "../content/sanitize-lesson-html.ts";
import { TARGET_SELECTORS, type TargetKind } from "./element-index.ts";
import { checkHeadingOrder } from "./own-checks.ts";
import { elementSnippet } from "./wcag.ts";

const STALE_HINT = "The lesson changed since the analysis. Re-analyze the course and try again.";

/** What each fix looks for, and how a missing target is described. */
const TARGETS: Record<AccessibilityFix["kind"], { kind: TargetKind; missing: string }> = {
  "alt-text": { kind: "image", missing: "This image is no longer in the lesson as it was." },
  "link-text": { kind: "link", missing: "This link is no longer in the lesson as it was." },
  "heading-order": { kind: "heading", missing: "No heading in this lesson skips a level any more." },
  "table-header": { kind: "table", missing: "This table is no longer in the lesson as it was." },
};

function stale(message: string): HttpError {
  return new HttpError(409, `${message} ${STALE_HINT}`);
}

/**
 * The element the fix targets: among the container's elements of the target kind, the one whose
 * snippet is `target.element`; when several are identical, the one at `target.index` if it is
 * one of them, else the first.
 */
export function findFixTarget(container: Element, kind: TargetKind, target: FixTarget): Element | null {
  const candidates = Array.from(container.querySelectorAll(TARGET_SELECTORS[kind]));
  const matches = (element: Element | undefined) =>
    element !== undefined && elementSnippet(element.outerHTML) === target.element;
  const atIndex = target.index === undefined ? undefined : candidates[target.index];
  if (matches(atIndex)) return atIndex!;
  return candidates.find(matches) ?? null;
}

/** Sets the image's alt text, or alt="" for a decorative image (SC 1.1.1). */
function fixAltText(image: Element, fix: Extract<AccessibilityFix, { kind: "alt-text" }>): void {
  if (fix.decorative) {
    image.setAttribute("alt", "");
    return;
  }
  const problem = altTextProblem(fix.value);
  if (problem) throw new HttpError(400, `value: ${problem}`);
  image.setAttribute("alt", fix.value.trim());
}

/**
 * Replaces the link's text (SC 2.4.4). Images inside the link stay (their alt text is their own
 * issue); any other content, formatting included, becomes the new text.
 */
function fixLinkText(link: Element, value: string): void {
  const problem = linkTextProblem(value);
  if (problem) throw new HttpError(400, `value: ${problem}`);
  const images = Array.from(link.querySelectorAll("img"));
  link.replaceChildren(...images, link.ownerDocument.createTextNode(value.trim()));
}

/** Replaces an element with one of another tag, keeping its attributes and children. */
function retag(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/**
 * The new level of each heading so none skips a level (SC 1.3.1), keeping the outline's shape: a
 * heading sits one level below the nearest earlier heading of a higher original level (its
 * parent), and one without a parent is h1 if it was, else h2 (the lesson title is the page's h1).
 * A heading never moves deeper than it was. E.g. h2 h4 h6 h5 -> h2 h3 h4 h4.
 *
 * @param levels - original levels, 1-6, in document order
 */
export function renumberHeadingLevels(levels: readonly number[]): number[] {
  const stack: { original: number; level: number }[] = [];
  return levels.map((original) => {
    while (stack.length > 0 && stack[stack.length - 1]!.original >= original) stack.pop();
    const parent = stack[stack.length - 1];
    const level = parent ? parent.level + 1 : Math.min(original, 2);
    stack.push({ original, level });
    return level;
  });
}

/** Renumbers the lesson's headings ({@link renumberHeadingLevels}); text and attributes stay. */
function fixHeadingOrder(container: Element): void {
  if (checkHeadingOrder(container).length === 0) throw stale(TARGETS["heading-order"].missing);
  const headings = Array.from(container.querySelectorAll(TARGET_SELECTORS.heading));
  const levels = renumberHeadingLevels(headings.map((h) => Number(h.localName.slice(1))));
  headings.forEach((heading, i) => {
    if (heading.localName !== `h${levels[i]}`) retag(heading, `h${levels[i]}`);
  });
}

/**
 * Makes the table's first row its header row (SC 1.3.1): each cell becomes `<th scope="col">`
 * (colspan and rowspan kept) and the row moves into a `<thead>`.
 */
function fixTableHeader(table: HTMLTableElement): void {
  if (table.querySelector("th")) throw stale("This table already has header cells.");
  const row = table.rows[0];
  if (!row) throw stale("This table has no rows.");
  for (const cell of Array.from(row.cells)) {
    if (cell.localName !== "td") continue;
    retag(cell, "th").setAttribute("scope", "col");
  }
  if (row.parentElement?.localName === "thead") return;
  const section = row.parentElement;
  table.createTHead().append(row);
  if (section && section !== table && section.children.length === 0) section.remove();
}

/**
 * Applies a fix in place to a lesson's HTML.
 *
 * @param html - the lesson's stored (sanitised) HTML
 * @param fix - the validated request body (common/accessibility-fixes.ts accessibilityFixSchema)
 * @returns the new lesson HTML, sanitised (sanitize-lesson-html.ts)
 * @throws HttpError 409 when the target is no longer in the lesson (or no longer has the problem:
 *   no heading skips a level, the table has header cells); 400 when the alt or link text is not
 *   acceptable, or the result would exceed MAX_LESSON_HTML_CHARS
 */
export function applyAccessibilityFix(html: string, fix: AccessibilityFix): string {
  const dom = new JSDOM("<!doctype html><body></body>");
  try {
    const container = dom.window.document.createElement("section");
    container.innerHTML = html;
    if (fix.kind === "heading-order") {
      fixHeadingOrder(container);
    } else {
      const target = findFixTarget(container, TARGETS[fix.kind].kind, fix.target);
      if (!target) throw stale(TARGETS[fix.kind].missing);
      if (fix.kind === "alt-text") fixAltText(target, fix);
      else if (fix.kind === "link-text") fixLinkText(target, fix.value);
      else fixTableHeader(target as HTMLTableElement);
    }
    const fixed = sanitizeLessonHtml(container.innerHTML);
    if (fixed.length > MAX_LESSON_HTML_CHARS) {
      throw new HttpError(400, `contentHtml would be longer than ${MAX_LESSON_HTML_CHARS} characters`);
    }
    return fixed;
  } finally {
    dom.window.close();
  }
}
