/**
 * Score maths of the quality dashboard (DESIGN.md §3, SPEC §9): dimension = weighted pass rate,
 * overall = mean of the six, letter grade, colour band. Pure.
 */
import { QUALITY_BANDS } from "../../../common/constants.ts";
import type { QualityDimension, QualityGrade, QualityScores, RuleOutcome } from "./types.ts";
import { QUALITY_DIMENSIONS } from "./types.ts";

/** Lowest overall score of each letter grade (DESIGN.md §3): A >= 90, B >= 80, C >= 70, D >= 60, else F. */
export const GRADE_THRESHOLDS = [
  { grade: "A", min: 90 },
  { grade: "B", min: 80 },
  { grade: "C", min: 70 },
  { grade: "D", min: 60 },
] as const;

/** Below this overall score a course "needs attention" (SPEC §2: the red band, < 70). */
export const NEEDS_ATTENTION_BELOW = QUALITY_BANDS.good;

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * A dimension's score, 0-100 rounded: sum(weight * score) / sum(weight) * 100 over its rules,
 * where score is each rule's partial credit 0-1. No rules -> 0.
 */
export function dimensionScore(outcomes: readonly Pick<RuleOutcome, "weight" | "score">[]): number {
  const totalWeight = outcomes.reduce((sum, o) => sum + o.weight, 0);
  if (totalWeight <= 0) return 0;
  const earned = outcomes.reduce((sum, o) => sum + o.weight * clamp01(o.score), 0);
  return Math.round((100 * earned) / totalWeight);
}

/** The six dimension scores (0-100) from all rule outcomes. */
export function dimensionScores(outcomes: readonly RuleOutcome[]): QualityScores {
  return Object.fromEntries(
    QUALITY_DIMENSIONS.map((dimension) => [
      dimension,
      dimensionScore(outcomes.filter((o) => o.dimension === dimension)),
    ]),
  ) as Record<QualityDimension, number>;
}

/** Overall score, 0-100: the rounded mean of the six dimension scores. */
export function overallScore(scores: QualityScores): number {
  const values = QUALITY_DIMENSIONS.map((d) => scores[d]);
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

/**
 * Letter grade and colour band of an overall score (0-100).
 * Grade: A >= 90, B >= 80, C >= 70, D >= 60, else F (DESIGN.md §3).
 * Band (SPEC §2, §9; QUALITY_BANDS): >= 80 green "Excellent", 70-79 yellow "Good", < 70 red "Needs Work".
 */
export function gradeFor(score: number): QualityGrade {
  const grade = GRADE_THRESHOLDS.find((t) => score >= t.min)?.grade ?? "F";
  if (score >= QUALITY_BANDS.excellent) return { grade, color: "green", label: "Excellent" };
  if (score >= QUALITY_BANDS.good) return { grade, color: "yellow", label: "Good" };
  return { grade, color: "red", label: "Needs Work" };
}

/**
 * The fixes of the failing rules, highest weight first (ties: lower score first, then rule order),
 * each fix once.
 */
export function recommendationsFor(outcomes: readonly RuleOutcome[]): string[] {
  const failing = outcomes
    .map((outcome, index) => ({ outcome, index }))
    .filter(({ outcome }) => !outcome.passed)
    .sort((a, b) => b.outcome.weight - a.outcome.weight || a.outcome.score - b.outcome.score || a.index - b.index);
  return [...new Set(failing.map(({ outcome }) => outcome.fix))];
}
