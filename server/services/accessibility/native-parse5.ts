/**
 * jsdom's HTML parser without tsx's module transform (issue #13). jsdom is CommonJS and requires
 * parse5, which is an ES module. Under tsx (how `npm start` and the analysis workers run), that
 * require goes through tsx's CommonJS hook, which rewrites parse5 into CommonJS whose every
 * `CODE_POINTS.X` is a getter call: parsing lesson HTML took 2.3x as long, and the whole analysis
 * about 15 % more CPU (1,000 lessons of 500 words, main thread, 3 interleaved rounds: 4.3 against
 * 4.9 ms per lesson). {@link primeNativeParse5} loads parse5 with Node's own
 * ES module loader and puts it in the require cache where jsdom looks for it, so jsdom parses with
 * the same parse5 code, untransformed. Call it before jsdom is first loaded; afterwards it changes
 * nothing. It never changes results, only speed.
 *
 * The parse5 jsdom gets also joins runs of text before they reach jsdom's tree adapter
 * (parse5-text-runs.ts): the same DOM, without a DOM mutation per word.
 */
import Module, { createRequire } from "node:module";
import { parse5WithTextRuns } from "./parse5-text-runs.ts";

let primed: Promise<void> | null = null;

/**
 * Makes jsdom's `require("parse5")` return the natively loaded parse5, its `parseFragment` joining
 * text runs (see the module comment).
 * Resolves once done; a failure (another layout of node_modules) leaves jsdom's own require in
 * place and is not an error.
 */
export function primeNativeParse5(): Promise<void> {
  primed ??= (async () => {
    try {
      const parse5 = await import("parse5");
      const requireFromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
      const path = requireFromJsdom.resolve("parse5");
      if (requireFromJsdom.cache[path]) return;
      const entry = new Module(path);
      entry.filename = path;
      entry.loaded = true;
      entry.exports = parse5WithTextRuns(parse5);
      requireFromJsdom.cache[path] = entry;
    } catch {
      // Only a speed-up: jsdom falls back to requiring parse5 itself.
    }
  })();
  return primed;
}
