/**
 * Per-lesson memo of accessibility findings (issue #13): re-analysing a course re-checks only the
 * lessons whose content changed. A lesson's findings depend only on what the checks read (its
 * HTML, type, video and captions URLs) and on the check options (axe on or off, style engine):
 * every axe rule we run and every own check is local to one lesson (axe-runner.ts), so a lesson
 * gives the same findings whichever lessons share its document. The key is a SHA-256 of those
 * fields plus {@link FINDINGS_VERSION}.
 *
 * The memo lives in the process (each analysis worker thread has its own), so new code after a
 * deploy starts with an empty one; it holds at most {@link MAX_CACHED_LESSONS} lessons and drops
 * the least recently used first.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { AccessibilityCheckOptions, AccessibilityFindingOfLesson, LessonToCheck } from "./types.ts";

/** A lesson's issues without the lesson's own ids and title, which are attached on the way out. */
export type LessonFinding = AccessibilityFindingOfLesson;

/** Bump when an own check changes what it finds; the axe-core version is part of the key anyway. */
export const FINDINGS_VERSION = 1;

/** Lessons remembered (about 0.2-1 KiB each: the key and the usually empty findings). */
export const MAX_CACHED_LESSONS = 20_000;

// The version from package.json, so that the main thread (analysis-pool.ts) does not load axe-core.
const AXE_VERSION = (createRequire(import.meta.url)("axe-core/package.json") as { version: string }).version;

const cache = new Map<string, readonly LessonFinding[]>();
/** Shared by every lesson without findings (most lessons), so they cost only their key. */
const NO_FINDINGS: readonly LessonFinding[] = Object.freeze([]);

/** The memo key of a lesson under the given options. */
export function findingsKey(lesson: LessonToCheck, options: AccessibilityCheckOptions): string {
  return createHash("sha256")
    .update(
      [
        FINDINGS_VERSION,
        AXE_VERSION,
        options.axe === false ? "own" : "axe",
        options.styleEngine ?? "fast",
        lesson.type,
        lesson.videoUrl ?? "",
        lesson.captionsUrl ?? "",
        lesson.contentHtml,
      ].join("\u0000"),
    )
    .digest("base64");
}

/** The findings remembered under `key` (and marks them recently used), or undefined. */
export function cachedFindings(key: string): readonly LessonFinding[] | undefined {
  const found = cache.get(key);
  if (found !== undefined) {
    cache.delete(key);
    cache.set(key, found);
  }
  return found;
}

/** Remembers a lesson's findings, dropping the least recently used lesson beyond the limit. */
export function rememberFindings(key: string, findings: readonly LessonFinding[]): void {
  cache.delete(key);
  cache.set(key, findings.length === 0 ? NO_FINDINGS : findings);
  if (cache.size > MAX_CACHED_LESSONS) cache.delete(cache.keys().next().value!);
}

/** Forgets every lesson (tests and benches that need a cold check). */
export function clearFindingsCache(): void {
  cache.clear();
}

/** Lessons currently remembered. */
export function cachedLessonCount(): number {
  return cache.size;
}
