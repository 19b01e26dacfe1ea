/**
 * Accessibility checks of lesson content against WCAG 2.1 AA (DESIGN.md §3): axe-core in jsdom
 * plus Coursewright's own checks. Public API of this folder.
 */
export {
  accessibilityScore,
  buildAccessibilityReport,
  checkLessonAccessibility,
  dedupeIssues,
  hasCheckableContent,
  lessonsOfCourse,
  summarizeIssues,
  type LessonAccessibilityResult,
} from "./report.ts";
export { closeLessonDocument } from "./lesson-document.ts";
export { contrastRatio, isLargeText } from "./contrast.ts";
export { IMPACT_WEIGHTS, wcagCriterionFromTags } from "./wcag.ts";
export type * from "./types.ts";
