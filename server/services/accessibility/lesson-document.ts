/**
 * One jsdom window, reused for every check: creating a window and loading axe-core into it costs
 * ~80 ms, a check of a whole course ~0.3 s. Calls are queued, because axe refuses to run twice at
 * once and each check replaces the document's body.
 */
import type axe from "axe-core";
import type { JSDOM } from "jsdom";
import { axeSource } from "./axe-source.ts";
import { fastGetComputedStyle } from "./fast-computed-style.ts";
import { makeInlineStylesLazy } from "./lazy-inline-style.ts";
import { primeNativeParse5 } from "./native-parse5.ts";

/** The jsdom window with axe-core loaded (axe is on `window.axe`). */
export type AxeWindow = JSDOM["window"] & { axe: typeof axe };

/** Data attribute holding each lesson container's index in the checked list. */
export const LESSON_ATTRIBUTE = "data-cw-lesson";

let window: AxeWindow | null = null;
let jsdomGetComputedStyle: AxeWindow["getComputedStyle"] | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Opens the window; jsdom is loaded on first use, after parse5 (native-parse5.ts). */
async function createWindow(): Promise<AxeWindow> {
  await primeNativeParse5();
  const { JSDOM, VirtualConsole } = await import("jsdom");
  makeInlineStylesLazy();
  const virtualConsole = new VirtualConsole();
  // jsdom reports "Not implemented: HTMLCanvasElement.getContext" when axe probes for icon fonts; harmless.
  virtualConsole.forwardTo(console, { jsdomErrors: "none" });
  const dom = new JSDOM('<!doctype html><html lang="en"><head><title>Lesson</title></head><body></body></html>', {
    runScripts: "outside-only",
    virtualConsole,
  });
  const created = dom.window as AxeWindow;
  // axe-core's own file, which is `axe.source` (its factory applied to the window): evaluated only
  // in the window, so the thread does not also run axe-core as a Node module (~5 MiB of heap and
  // ~20 MiB of RSS per analysis thread, issue #13); its selector index built lazily (axe-source.ts).
  created.eval(axeSource().source);
  jsdomGetComputedStyle = created.getComputedStyle.bind(created);
  return created;
}

/**
 * Runs `work` with exclusive use of the shared window, its body already set to one container per
 * lesson: `<main><section data-cw-lesson="i">HTML</section>...</main>`.
 *
 * @param lessonHtml - each lesson's HTML, in order (index i = container i)
 * @param styleEngine - which getComputedStyle axe sees (see fast-computed-style.ts)
 * @param work - receives the window and the containers (same order as lessonHtml)
 */
export function withLessonDocument<T>(
  title: string,
  lessonHtml: readonly string[],
  styleEngine: "fast" | "jsdom",
  work: (window: AxeWindow, containers: Element[]) => Promise<T>,
): Promise<T> {
  const run = async () => {
    window ??= await createWindow();
    const document = window.document;
    window.getComputedStyle = styleEngine === "fast" ? (fastGetComputedStyle as never) : jsdomGetComputedStyle!;
    document.title = title || "Lesson";
    const main = document.createElement("main");
    lessonHtml.forEach((html, index) => {
      const section = document.createElement("section");
      section.setAttribute(LESSON_ATTRIBUTE, String(index));
      section.innerHTML = html;
      main.appendChild(section);
    });
    document.body.replaceChildren(main);
    try {
      return await work(window, Array.from(main.children));
    } finally {
      document.body.replaceChildren();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Closes the shared window (tests, scripts that exit). The next check opens a new one. */
export function closeLessonDocument(): void {
  window?.close();
  window = null;
}
