/**
 * WCAG bookkeeping shared by the axe runner and our own checks: criterion strings from axe tags,
 * impact weights for the score, and the element snippet every issue carries.
 */
import type { Impact } from "./types.ts";

/** axe-core tags we run: WCAG 2.0 and 2.1, levels A and AA (DESIGN.md §1). */
export const AXE_WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/**
 * Penalty points per issue, by impact, used by the accessibility score: critical 10, serious 5,
 * moderate 2, minor 1. A lesson reaches 0 at 10 points (one critical issue, or two serious ones).
 */
export const IMPACT_WEIGHTS: Record<Impact, number> = { critical: 10, serious: 5, moderate: 2, minor: 1 };

/** Fallback criterion for an axe rule that carries a WCAG level tag but no success-criterion tag. */
export const GENERIC_CRITERION = "WCAG 2.1";

/**
 * The WCAG success criterion named by axe-core's tags, e.g. ["cat.text-alternatives", "wcag2a",
 * "wcag111"] -> "1.1.1" and "wcag1411" -> "1.4.11" (principle and guideline are one digit each,
 * the rest is the criterion number).
 *
 * @param tags - an axe rule's tags
 * @returns "p.g.c", or {@link GENERIC_CRITERION} when no tag names a criterion
 */
export function wcagCriterionFromTags(tags: readonly string[]): string {
  for (const tag of tags) {
    const match = /^wcag(\d)(\d)(\d+)$/.exec(tag);
    if (match) return `${match[1]}.${match[2]}.${match[3]}`;
  }
  return GENERIC_CRITERION;
}

/** Longest element snippet kept on an issue, in characters. */
export const SNIPPET_MAX_CHARS = 200;

/**
 * A short, single-line outer-HTML snippet for an issue (at most 200 characters, "…" when cut).
 *
 * @param html - outer HTML of the element, or any text identifying it (e.g. a video URL)
 */
export function elementSnippet(html: string): string {
  const oneLine = html.replace(/\s+/g, " ").trim();
  return oneLine.length <= SNIPPET_MAX_CHARS ? oneLine : `${oneLine.slice(0, SNIPPET_MAX_CHARS - 1)}…`;
}
