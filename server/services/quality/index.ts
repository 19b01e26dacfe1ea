/**
 * Course quality scoring (DESIGN.md §3 "Quality"): rubric rules in six dimensions, a letter
 * grade and recommendations. Public API of this folder.
 */
export { analyzeCourseQuality, runRule } from "./analyze-course-quality.ts";
export { BLOOM_VERBS, NON_MEASURABLE_VERBS, bloomRank, classifyBloomLevel, leadingVerb } from "./bloom.ts";
export { parseDuration, requiredModuleCount } from "./duration.ts";
export { ALL_RULES } from "./rules/index.ts";
export {
  GRADE_THRESHOLDS,
  dimensionScore,
  dimensionScores,
  gradeFor,
  overallScore,
  recommendationsFor,
} from "./scoring.ts";
export * from "./types.ts";
