/**
 * Where an element sits in its lesson, so an issue can name it for a fix in place
 * (fix-in-place.ts): the nth element of its kind in document order. The checkers (own-checks.ts,
 * axe-runner.ts) and the fixer count with the same selectors.
 */

/** The elements a fix in place can target, by kind: what is counted for `elementIndex`. */
export const TARGET_SELECTORS = {
  image: "img",
  link: "a[href]",
  heading: "h1, h2, h3, h4, h5, h6",
  table: "table",
} as const;
export type TargetKind = keyof typeof TARGET_SELECTORS;

/** The kind of target an element is, by its tag; null for elements no fix targets. */
export function targetKindOf(element: Element): TargetKind | null {
  const tag = element.localName;
  if (tag === "img") return "image";
  if (tag === "a") return element.hasAttribute("href") ? "link" : null;
  if (/^h[1-6]$/.test(tag)) return "heading";
  if (tag === "table") return "table";
  return null;
}

/**
 * The element's 0-based position among the elements of its kind inside `root` (the lesson's
 * container), or undefined when no fix targets its kind or it is not inside `root`.
 */
export function elementIndexIn(root: Element, element: Element): number | undefined {
  const kind = targetKindOf(element);
  if (!kind) return undefined;
  const index = Array.from(root.querySelectorAll(TARGET_SELECTORS[kind])).indexOf(element);
  return index < 0 ? undefined : index;
}
