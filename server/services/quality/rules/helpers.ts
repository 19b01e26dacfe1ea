/** Small shared helpers for the rules: course traversal in order, ratios, evidence. Pure. */
import type { CourseSnapshot, LessonSnapshot, ModuleSnapshot } from "../../../../common/course-snapshot.ts";
import type { RuleEvidence, RuleResult } from "../types.ts";

/** Modules in course order. */
export function orderedModules(course: CourseSnapshot): ModuleSnapshot[] {
  return [...course.modules].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** Lessons of a module in order. */
export function orderedLessons(module: ModuleSnapshot): LessonSnapshot[] {
  return [...module.lessons].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** A lesson with the module it belongs to and that module's position (0-based). */
export interface PlacedLesson {
  lesson: LessonSnapshot;
  module: ModuleSnapshot;
  moduleIndex: number;
}

/** Every lesson of the course in order, with its module. */
export function allLessons(course: CourseSnapshot): PlacedLesson[] {
  return orderedModules(course).flatMap((module, moduleIndex) =>
    orderedLessons(module).map((lesson) => ({ lesson, module, moduleIndex })),
  );
}

/** good / total, 0 when total is 0 (no vacuous passes: nothing to check earns nothing). */
export function ratio(good: number, total: number): number {
  return total > 0 ? good / total : 0;
}

/** Median of numbers (0 for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Evidence lists are capped so a 200-lesson course does not produce a 200-item report per rule. */
export const MAX_EVIDENCE = 20;

/**
 * A result for "every item must satisfy X": passes when all `total` items are good (and there is
 * at least one), partial credit good/total. `failures` is the evidence when failing.
 */
export function allItemsResult(args: {
  total: number;
  failures: RuleEvidence[];
  summary: string;
  emptyMessage: string;
  fix: string;
}): RuleResult {
  const { total, failures, summary, emptyMessage, fix } = args;
  if (total === 0) return { passed: false, score: 0, evidence: [{ message: emptyMessage }], fix };
  const good = total - failures.length;
  const passed = failures.length === 0;
  return {
    passed,
    score: ratio(good, total),
    evidence: passed ? [{ message: summary }] : failures.slice(0, MAX_EVIDENCE),
    fix,
  };
}
