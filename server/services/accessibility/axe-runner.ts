/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) once over all lesson containers of a check and
 * files each violation under the lesson it was found in.
 */
import type { AxeResults, RunOptions } from "axe-core";
import type { AxeWindow } from "./lesson-document.ts";
import { LESSON_ATTRIBUTE } from "./lesson-document.ts";
import type { OwnFinding } from "./own-checks.ts";
import type { Impact } from "./types.ts";
import { AXE_WCAG_TAGS, elementSnippet, wcagCriterionFromTags } from "./wcag.ts";

/**
 * axe rules switched off, and why:
 * - color-contrast, link-in-text-block: need rendered colours and layout, which jsdom lacks; we
 *   check inline-style contrast ourselves (contrast.ts).
 * - document-title, html-has-lang, html-lang-valid, html-xml-lang-mismatch, bypass, meta-refresh,
 *   meta-viewport: judge the page shell, which is ours, not the lesson fragment.
 * - frame-title-unique: all lessons share one document here, so the same player title in two
 *   lessons would be reported as a clash that no learner ever sees.
 * The best-practice rules that also do not fit a fragment (region, landmark-*,
 * page-has-heading-one, heading-order) do not run at all: they carry no WCAG tag.
 */
export const DISABLED_AXE_RULES = [
  "color-contrast",
  "link-in-text-block",
  "document-title",
  "html-has-lang",
  "html-lang-valid",
  "html-xml-lang-mismatch",
  "bypass",
  "meta-refresh",
  "meta-viewport",
  "frame-title-unique",
] as const;

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: [...AXE_WCAG_TAGS] },
  rules: Object.fromEntries(DISABLED_AXE_RULES.map((id) => [id, { enabled: false }])),
  resultTypes: ["violations"],
  // We map nodes to lessons through the element itself; CSS selectors for every node cost ~50% of the run.
  elementRef: true,
  selectors: false,
  ancestry: false,
  xpath: false,
  iframes: false,
};

/** An axe finding in the shape of our own findings, with the index of the lesson container it is in. */
export interface AxeFinding extends OwnFinding {
  lessonIndex: number;
}

/**
 * Runs axe-core on the document of `window` and returns one finding per violating node.
 *
 * @throws whatever axe-core throws (e.g. a broken window); the caller decides whether to fall back
 */
export async function runAxe(window: AxeWindow): Promise<AxeFinding[]> {
  const results: AxeResults = await window.axe.run(window.document, RUN_OPTIONS);
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
    const wcagCriterion = wcagCriterionFromTags(violation.tags);
    for (const node of violation.nodes) {
      const element = node.element as Element | undefined;
      const container = element?.closest(`[${LESSON_ATTRIBUTE}]`);
      if (!element || !container) continue;
      findings.push({
        lessonIndex: Number(container.getAttribute(LESSON_ATTRIBUTE)),
        wcagCriterion,
        ruleId: violation.id,
        impact: (node.impact ?? violation.impact ?? "moderate") as Impact,
        element: elementSnippet(element.outerHTML),
        help: `${violation.help}.`,
      });
    }
  }
  return findings;
}
