/**
 * Agreement between the quality engine and the expert grades of the calibration set (issue #11):
 * Spearman's rho of the overall ranking, the two hard limits (no boilerplate-only course
 * above D, exemplary courses at B or better) and per-dimension letter agreement.
 */
import { QUALITY_DIMENSION_KEYS, type QualityDimensionKey } from "../../../../common/quality.ts";
import { analyzeCourseQuality } from "../analyze-course-quality.ts";
import type { CourseQualityAnalysis } from "../types.ts";
import { GRADE_POINTS, spearman, type CalibrationCase } from "./calibration-set.ts";

/** Spearman's rho the engine's overall ranking must reach against the expert's (issue #11). */
export const MIN_SPEARMAN = 0.8;

/** One course: the expert's view and the engine's. */
export interface CalibrationResult {
  case: CalibrationCase;
  analysis: CourseQualityAnalysis;
}

/** The figures of one subset (all, tuning, held out). */
export interface AgreementFigures {
  courses: number;
  /** Spearman's rho, expected score vs engine overall score. */
  spearman: number;
  /** Boilerplate-only courses the engine grades above D (must be none). */
  boilerplateAboveD: string[];
  /** Exemplary courses the engine grades below B (must be none). */
  exemplaryBelowB: string[];
  /** Per dimension: share of courses (0-1) where the engine's letter is within one of the expert's. */
  dimensionWithinOne: Record<QualityDimensionKey, number>;
  /** Share of courses (0-1) whose overall letter equals the expert's. */
  overallExact: number;
}

/** Runs the engine on every case (axe-core included), in order. */
export async function runCalibration(cases: readonly CalibrationCase[]): Promise<CalibrationResult[]> {
  const results: CalibrationResult[] = [];
  for (const c of cases) results.push({ case: c, analysis: await analyzeCourseQuality(c.course) });
  return results;
}

const letterOf = (score: number) =>
  score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : score >= 60 ? "D" : "F";

/** The agreement figures of a list of results. */
export function agreement(results: readonly CalibrationResult[]): AgreementFigures {
  const rho = spearman(
    results.map((r) => r.case.expert.overall.score),
    results.map((r) => r.analysis.overallScore),
  );
  const within = (key: QualityDimensionKey) =>
    results.filter(
      (r) =>
        Math.abs(GRADE_POINTS[r.case.expert.dimensions[key].grade] - GRADE_POINTS[letterOf(r.analysis.scores[key])]) <=
        1,
    ).length / results.length;
  return {
    courses: results.length,
    spearman: rho,
    boilerplateAboveD: results
      .filter((r) => r.case.archetype === "boilerplate-only" && r.analysis.overallScore >= 70)
      .map((r) => r.case.key),
    exemplaryBelowB: results
      .filter((r) => r.case.archetype === "exemplary" && r.analysis.overallScore < 80)
      .map((r) => r.case.key),
    dimensionWithinOne: Object.fromEntries(QUALITY_DIMENSION_KEYS.map((k) => [k, within(k)])) as Record<
      QualityDimensionKey,
      number
    >,
    overallExact: results.filter((r) => r.analysis.grade.grade === r.case.expert.overall.grade).length / results.length,
  };
}
