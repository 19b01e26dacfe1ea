/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) once over all lesson containers of a check and
 * files each violation under the lesson it was found in.
 */
import type { AxeResults, RunOptions } from "axe-core";
import { elementIndexIn } from "./element-index.ts";
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

/**
 * WCAG-tagged axe rules that cannot find anything in sanitised lesson HTML, switched off for speed
 * (they still cost a selector match per node). The lesson sanitiser (services/content/
 * sanitize-lesson-html.ts) keeps only headings, paragraphs, lists, links, images, tables, inline
 * text markup, code, blockquote, span with colour / weight styles and allow-listed iframes, and
 * strips every `role`, `aria-*`, `id`, `lang`, `tabindex`, `ismap` and `headers` attribute. So:
 * - no ARIA attribute or role can exist: every aria-* rule, role-img-alt, nested-interactive,
 *   duplicate-id-aria, valid-lang, td-headers-attr, frame-focusable-content;
 * - no form, media, object, map, svg, dl, summary, blink or marquee element can exist;
 * - no stylesheet or spacing / overflow style: avoid-inline-spacing, css-orientation-lock,
 *   scrollable-region-focusable (the costliest: it measures every element).
 * Widening the sanitiser means moving rules from this list back; a test checks that every
 * WCAG axe rule is either run or listed here or in {@link DISABLED_AXE_RULES}.
 */
export const RULES_IMPOSSIBLE_IN_SANITISED_HTML = [
  "area-alt",
  "aria-allowed-attr",
  "aria-braille-equivalent",
  "aria-command-name",
  "aria-conditional-attr",
  "aria-deprecated-role",
  "aria-hidden-body",
  "aria-hidden-focus",
  "aria-input-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-prohibited-attr",
  "aria-required-attr",
  "aria-required-children",
  "aria-required-parent",
  "aria-roledescription",
  "aria-roles",
  "aria-tab-name",
  "aria-toggle-field-name",
  "aria-tooltip-name",
  "aria-valid-attr-value",
  "aria-valid-attr",
  "audio-caption",
  "autocomplete-valid",
  "avoid-inline-spacing",
  "blink",
  "button-name",
  "css-orientation-lock",
  "definition-list",
  "dlitem",
  "duplicate-id-aria",
  "form-field-multiple-labels",
  "frame-focusable-content",
  "input-button-name",
  "input-image-alt",
  "label",
  "label-content-name-mismatch",
  "marquee",
  "nested-interactive",
  "no-autoplay-audio",
  "object-alt",
  "role-img-alt",
  "scrollable-region-focusable",
  "select-name",
  "server-side-image-map",
  "summary-name",
  "svg-img-alt",
  "td-headers-attr",
  "valid-lang",
  "video-caption",
] as const;

/** The part of axe-core's API that picks the rules: `axe.getRules(tags)`. */
export interface AxeRuleCatalogue {
  getRules(tags?: string[]): { ruleId: string }[];
}

/**
 * The axe rules run on lesson HTML: every WCAG 2.0/2.1 A/AA rule of this axe-core version except
 * {@link DISABLED_AXE_RULES} and {@link RULES_IMPOSSIBLE_IN_SANITISED_HTML} (image-alt, link-name,
 * list, listitem, frame-title, p-as-heading, table-fake-caption, td-has-header, th-has-data-cells
 * with the installed axe-core).
 * @param axe - the axe-core instance that will run them (the one loaded in the jsdom window: the
 *   analysis threads load no second axe-core outside it, issue #13)
 */
export function axeRulesRun(axe: AxeRuleCatalogue): string[] {
  return axe
    .getRules([...AXE_WCAG_TAGS])
    .map((rule) => rule.ruleId)
    .filter(
      (id) =>
        !(DISABLED_AXE_RULES as readonly string[]).includes(id) &&
        !(RULES_IMPOSSIBLE_IN_SANITISED_HTML as readonly string[]).includes(id),
    );
}

/** Run options per axe instance (one per jsdom window). */
const runOptions = new WeakMap<object, RunOptions>();

function runOptionsFor(axe: AxeRuleCatalogue): RunOptions {
  let options = runOptions.get(axe);
  if (!options) {
    options = {
      runOnly: { type: "rule", values: axeRulesRun(axe) },
      resultTypes: ["violations"],
      // We map nodes to lessons through the element itself; CSS selectors for every node cost ~50% of the run.
      elementRef: true,
      selectors: false,
      ancestry: false,
      xpath: false,
      iframes: false,
    };
    runOptions.set(axe, options);
  }
  return options;
}

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
  const results: AxeResults = await window.axe.run(window.document, runOptionsFor(window.axe));
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
    const wcagCriterion = wcagCriterionFromTags(violation.tags);
    for (const node of violation.nodes) {
      const element = node.element as Element | undefined;
      const container = element?.closest(`[${LESSON_ATTRIBUTE}]`);
      if (!element || !container) continue;
      const elementIndex = elementIndexIn(container, element);
      findings.push({
        lessonIndex: Number(container.getAttribute(LESSON_ATTRIBUTE)),
        wcagCriterion,
        ruleId: violation.id,
        impact: (node.impact ?? violation.impact ?? "moderate") as Impact,
        element: elementSnippet(element.outerHTML),
        ...(elementIndex !== undefined && { elementIndex }),
        help: `${violation.help}.`,
      });
    }
  }
  return findings;
}
