/**
 * analyzeCourseQuality: runs every quality rule over a course and turns the results into the
 * Quality Dashboard's numbers (SPEC §2, §3 course_quality_scores; DESIGN.md §3 "Quality").
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { buildAccessibilityReport } from "../accessibility/report.ts";
import { coverageMatrix } from "./coverage.ts";
import { ALL_RULES } from "./rules/index.ts";
import { dimensionScores, gradeFor, NEEDS_ATTENTION_BELOW, overallScore, recommendationsFor } from "./scoring.ts";
import type { AnalyzeOptions, CourseQualityAnalysis, QualityRule, RuleContext, RuleOutcome } from "./types.ts";

/**
 * Runs one rule. A rule that throws is reported as failed with the error as evidence rather than
 * sinking the whole analysis (a bug in one rule must not hide the other 27 results).
 */
export function runRule(rule: QualityRule, course: CourseSnapshot, ctx: RuleContext): RuleOutcome {
  const { id, dimension, title, standard, weight } = rule;
  try {
    const result = rule.check(course, ctx);
    const score = Math.min(1, Math.max(0, result.score ?? (result.passed ? 1 : 0)));
    return {
      id,
      dimension,
      title,
      standard,
      weight,
      passed: result.passed,
      score,
      evidence: result.evidence,
      fix: result.fix,
    };
  } catch (error) {
    return {
      id,
      dimension,
      title,
      standard,
      weight,
      passed: false,
      score: 0,
      evidence: [{ message: `The check could not run: ${error instanceof Error ? error.message : String(error)}` }],
      fix: "Re-run the analysis; if this persists, report it.",
    };
  }
}

/**
 * Scores a course's quality on six dimensions (contentStructure, learningObjectives,
 * assessmentQuality, engagement, accessibility, pedagogicalAlignment).
 *
 * - Each dimension: weighted pass rate of its rules, 0-100 rounded (partial credit per rule 0-1).
 * - overallScore: rounded mean of the six, 0-100.
 * - grade: A >= 90, B >= 80, C >= 70, D >= 60, else F; colour/label by SPEC §9 bands
 *   (>= 80 green Excellent, 70-79 yellow Good, < 70 red Needs Work).
 * - needsAttention: overallScore < 70.
 * - recommendations: fixes of failing rules, highest weight first.
 * - coverage: the objective x assessment matrix (coverage.ts), shown on the quality page.
 * - accessibility: the WCAG 2.1 AA report of the lesson content (axe-core + own checks), which the
 *   accessibility rules read; pass `options.accessibility` to reuse a stored one.
 *
 * Rules follow the Quality Matters Higher Education Rubric (Specific Review Standards numbered as
 * in the Sixth Edition, 2018: 1.1 getting started, 1.2 purpose and structure, 1.7 prerequisites,
 * 2.1-2.5 objectives, 3.1-3.5 assessment, 4.1/4.5 materials, 5.1/5.2 activities, 8.1-8.5
 * navigation, readability and accessible text, images and media), OSCQR (SUNY Online Course
 * Quality Review Rubric) and WCAG 2.1 (see each rule's `standard`). An empty course scores low everywhere: a rule over zero items fails.
 *
 * @param course - the course snapshot (modules with lessons, objectives, assessments with questions)
 * @param options - precomputed accessibility report, accessibility check options, rules to run
 * @throws if the accessibility check (axe-core) fails to run
 */
export async function analyzeCourseQuality(
  course: CourseSnapshot,
  options: AnalyzeOptions = {},
): Promise<CourseQualityAnalysis> {
  const accessibility = options.accessibility ?? (await buildAccessibilityReport(course, options));
  const ctx: RuleContext = { accessibility };
  const rules = (options.rules ?? ALL_RULES).map((rule) => runRule(rule, course, ctx));
  const scores = dimensionScores(rules);
  const overall = overallScore(scores);
  return {
    overallScore: overall,
    grade: gradeFor(overall),
    scores,
    needsAttention: overall < NEEDS_ATTENTION_BELOW,
    rules,
    recommendations: recommendationsFor(rules),
    accessibility,
    coverage: coverageMatrix(course),
  };
}
