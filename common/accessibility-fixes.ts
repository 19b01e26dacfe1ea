/**
 * "Fix in place" (issue #11 item 5): the request schema of POST /api/lessons/:id/accessibility-fixes,
 * which accessibility issues it can fix, and the text checks shared by the server's checker, the
 * route and the client's dialog (so a value the dialog accepts is one the checker will not flag).
 *
 * Sources: WCAG 2.1 SC 1.1.1 Non-text Content (alt text), SC 2.4.4 Link Purpose (In Context)
 * (link text), SC 1.3.1 Info and Relationships (heading levels, table headers).
 */
import { z } from "zod";

/** What a fix does: set alt text, set link text, renumber headings, make a table's first row its header. */
export const ACCESSIBILITY_FIX_KINDS = ["alt-text", "link-text", "heading-order", "table-header"] as const;
export type AccessibilityFixKind = (typeof ACCESSIBILITY_FIX_KINDS)[number];

/**
 * The fix for each issue rule id (axe-core's and Coursewright's own, see
 * server/services/accessibility/own-checks.ts); rules not listed have no fix in place.
 */
export const FIX_KIND_BY_RULE: Readonly<Record<string, AccessibilityFixKind>> = {
  "image-alt": "alt-text",
  "img-alt-missing": "alt-text",
  "img-alt-filename": "alt-text",
  "link-name": "link-text",
  "link-empty": "link-text",
  "link-text-vague": "link-text",
  "link-text-url": "link-text",
  "heading-order": "heading-order",
  "table-headers": "table-header",
};

/** The fix in place for an issue's rule, or null when the author must use the lesson editor. */
export function fixKindForRule(ruleId: string): AccessibilityFixKind | null {
  return Object.hasOwn(FIX_KIND_BY_RULE, ruleId) ? FIX_KIND_BY_RULE[ruleId]! : null;
}

/** Longest useful alt text, in characters (screen readers read alt in one go; longer belongs in the text). */
export const MAX_ALT_CHARS = 125;

/** Longest link text a fix sets, in characters. */
export const MAX_LINK_TEXT_CHARS = 200;

/** Longest element snippet an issue carries (server/services/accessibility/wcag.ts SNIPPET_MAX_CHARS). */
export const MAX_TARGET_ELEMENT_CHARS = 200;

const FILE_NAME_ALT = /\.(png|jpe?g|gif|svg|webp|bmp|tiff?)$/i;
const CAMERA_NAME_ALT = /^(img|image|dsc|dscn|pxl|photo|screenshot|screen shot)[\s_-]*\d+/i;
const VAGUE_LINK_TEXT = /^(click here|click|here|read more|more|learn more|link|this link|go|details|this)$/i;
const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

/** Whether alt text is a file or camera name ("cell.png", "IMG_2041") rather than a description (SC 1.1.1). */
export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  return FILE_NAME_ALT.test(text) || CAMERA_NAME_ALT.test(text);
}

/** Whether link text says nothing about where it goes ("click here", "read more"; SC 2.4.4). */
export function isVagueLinkText(text: string): boolean {
  return VAGUE_LINK_TEXT.test(text.trim());
}

/** Whether link text is a bare web address, which screen readers spell out (SC 2.4.4). */
export function isBareUrl(text: string): boolean {
  return BARE_URL.test(text.trim());
}

/** Why `value` is not acceptable alt text for a meaningful image, or null when it is. */
export function altTextProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return "Alt text is required (or mark the image as decorative)";
  if (text.length > MAX_ALT_CHARS) return `Alt text must be at most ${MAX_ALT_CHARS} characters`;
  if (looksLikeFileName(text)) return "Alt text must say what the image shows, not its file name";
  return null;
}

/** Why `value` is not acceptable link text, or null when it is. */
export function linkTextProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return "Link text is required";
  if (text.length > MAX_LINK_TEXT_CHARS) return `Link text must be at most ${MAX_LINK_TEXT_CHARS} characters`;
  if (isVagueLinkText(text)) return `Link text must say where the link goes, not "${text}"`;
  if (isBareUrl(text)) return "Link text must be the page's name, not its web address";
  return null;
}

/**
 * The element a fix applies to, as the issue named it. `element` (the issue's outer-HTML snippet)
 * identifies it; `index` (the issue's `elementIndex`) tells apart identical elements. The server
 * applies the fix only if the lesson still holds an element with that snippet, so a fix for an
 * element that has changed since the analysis is refused (409) rather than applied elsewhere.
 */
export const fixTargetSchema = z.object(
  {
    element: z
      .string({ error: () => "target.element is required" })
      .min(1, "target.element is required")
      .max(MAX_TARGET_ELEMENT_CHARS, `target.element must be at most ${MAX_TARGET_ELEMENT_CHARS} characters`),
    index: z
      .number({ error: () => "target.index must be a number" })
      .int("target.index must be a whole number")
      .min(0, "target.index must be 0 or more")
      .max(100_000, "target.index must be at most 100000")
      .optional(),
  },
  { error: () => "target is required" },
);
export type FixTarget = z.infer<typeof fixTargetSchema>;

const altTextFixSchema = z
  .object({
    kind: z.literal("alt-text"),
    target: fixTargetSchema,
    /** true: the image is decoration only and gets alt="" (value must then be absent or empty). */
    decorative: z.boolean({ error: () => "decorative must be true or false" }).default(false),
    value: z
      .string({ error: () => "value must be text" })
      .trim()
      .default(""),
  })
  .superRefine((fix, ctx) => {
    if (fix.decorative) {
      if (fix.value)
        ctx.addIssue({ code: "custom", path: ["value"], message: "value must be empty for a decorative image" });
      return;
    }
    const problem = altTextProblem(fix.value);
    if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: `value: ${problem}` });
  });

const linkTextFixSchema = z
  .object({
    kind: z.literal("link-text"),
    target: fixTargetSchema,
    value: z.string({ error: () => "value: Link text is required" }).trim(),
  })
  .superRefine((fix, ctx) => {
    const problem = linkTextProblem(fix.value);
    if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: `value: ${problem}` });
  });

/**
 * Body of POST /api/lessons/:id/accessibility-fixes:
 * - `{kind: "alt-text", target, value}` sets the image's alt text (required, at most 125
 *   characters, not a file name), or `{kind: "alt-text", target, decorative: true}` sets alt="";
 * - `{kind: "link-text", target, value}` replaces the link's text (not vague, not a bare URL);
 * - `{kind: "heading-order", target}` renumbers the lesson's headings so none skips a level;
 * - `{kind: "table-header", target}` makes the table's first row its header row.
 */
export const accessibilityFixSchema = z.discriminatedUnion(
  "kind",
  [
    altTextFixSchema,
    linkTextFixSchema,
    z.object({ kind: z.literal("heading-order"), target: fixTargetSchema }),
    z.object({ kind: z.literal("table-header"), target: fixTargetSchema }),
  ],
  { error: () => `kind must be one of ${ACCESSIBILITY_FIX_KINDS.join(", ")}` },
);
export type AccessibilityFixInput = z.input<typeof accessibilityFixSchema>;
export type AccessibilityFix = z.output<typeof accessibilityFixSchema>;

/** Toast texts of a fix in place. */
export const FIX_TOASTS = {
  fixedTitle: "Issue Fixed",
  failedTitle: "Fix Failed",
  failedFallback: "Could not apply the fix",
} as const;
