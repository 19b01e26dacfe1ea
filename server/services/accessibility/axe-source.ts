/**
 * The axe-core source the jsdom window evaluates (lesson-document.ts), with one computation made
 * lazy (issue #13). axe-core's `runRules` builds, on every run, an index of the whole tree for
 * generating CSS selectors of result nodes (`axe._selectorData = _getSelectorData(flatTree)`):
 * ~10 % of the analysis thread's CPU for 500-word lessons (0.4 s of 3.75 s in a profile of 1,000
 * lessons). We run axe with `selectors: false` (axe-runner.ts), so nothing reads it; here it is
 * computed on first read instead (same function, same tree, same run), so axe gets the same data
 * if any code path does read it, and the rules and their results are untouched.
 *
 * The change is a text replacement of that one statement; with another axe-core version where the
 * statement is not found, the source is evaluated unchanged (only the speed-up is lost, and
 * axe-source.test.ts fails so that it is noticed).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The statement of axe-core 4.x's runRules that builds the selector index eagerly. */
export const EAGER_SELECTOR_DATA = "axe._selectorData = _getSelectorData(context.flatTree);";

/**
 * The same index, built on first read of `axe._selectorData` within the run. axe's teardown
 * assigns `axe._selectorData = undefined`, which the setter turns back into a plain property.
 */
export const LAZY_SELECTOR_DATA = [
  "(function (tree) {",
  "  var data;",
  "  Object.defineProperty(axe, '_selectorData', {",
  "    configurable: true,",
  "    enumerable: true,",
  "    get: function () { return data === void 0 ? (data = _getSelectorData(tree)) : data; },",
  "    set: function (value) {",
  "      Object.defineProperty(axe, '_selectorData', { value: value, writable: true, configurable: true, enumerable: true });",
  "    },",
  "  });",
  "})(context.flatTree);",
].join("\n");

/**
 * axe-core's file (the same code as `axe.source`: its factory applied to the window) with the
 * selector index made lazy when the statement is found.
 * @returns the source to evaluate in a window, and whether the lazy index is in it
 */
export function axeSource(): { source: string; lazySelectorData: boolean } {
  const original = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
  const at = original.indexOf(EAGER_SELECTOR_DATA);
  if (at < 0 || original.indexOf(EAGER_SELECTOR_DATA, at + 1) >= 0)
    return { source: original, lazySelectorData: false };
  return { source: original.replace(EAGER_SELECTOR_DATA, LAZY_SELECTOR_DATA), lazySelectorData: true };
}
