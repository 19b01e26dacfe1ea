/**
 * Shapes of the quality rule engine (DESIGN.md §3 "Quality", SPEC §2 Quality Dashboard and §3
 * course_quality_scores). The dimensions are the API's (common/quality.ts).
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import { QUALITY_DIMENSION_KEYS, type CoverageMatrixDto, type QualityDimensionKey } from "../../../common/quality.ts";
import type { AccessibilityCheckOptions, AccessibilityReport } from "../accessibility/types.ts";

/** The six quality dimensions, in SPEC order (Structure, Objectives, Assessment, Engagement, Accessibility, Pedagogy). */
export const QUALITY_DIMENSIONS = QUALITY_DIMENSION_KEYS;
export type QualityDimension = QualityDimensionKey;

/** One piece of evidence: what was seen, and where (the ids let the UI link to the item). */
export interface RuleEvidence {
  message: string;
  moduleId?: number;
  lessonId?: number;
  objectiveId?: number;
  assessmentId?: number;
  questionId?: string;
}

/** What a rule's check returns. */
export interface RuleResult {
  passed: boolean;
  /** Partial credit 0-1; when absent, 1 if passed else 0. */
  score?: number;
  /** On failure: the offending items; on success: a one-line summary. */
  evidence: RuleEvidence[];
  /** What to do to pass, in plain words (shown as a recommendation when the rule fails). */
  fix: string;
}

/** Facts computed once per analysis and shared by the rules (keeps rules pure and sync). */
export interface RuleContext {
  accessibility: AccessibilityReport;
}

/** A quality rule: a small pure check with its source standard (QM, OSCQR, WCAG). */
export interface QualityRule {
  /** "<dimension prefix>.<name>", e.g. "structure.module-overview". */
  id: string;
  dimension: QualityDimension;
  title: string;
  /** Relative weight within its dimension (1 = minor, 3 = central). */
  weight: number;
  /** The standard it comes from, e.g. "QM 2.2", "OSCQR", "WCAG 2.1 SC 1.1.1". */
  standard: string;
  check(course: CourseSnapshot, ctx: RuleContext): RuleResult;
}

/** A rule's outcome as reported: its description plus its result, score always set (0-1). */
export interface RuleOutcome {
  id: string;
  dimension: QualityDimension;
  title: string;
  standard: string;
  weight: number;
  passed: boolean;
  score: number;
  evidence: RuleEvidence[];
  fix: string;
}

export type LetterGrade = "A" | "B" | "C" | "D" | "F";
/** SPEC §9 colour bands: green Excellent (>= 80), yellow Good (70-79), red Needs Work (< 70). */
export type QualityColor = "green" | "yellow" | "red";
export type QualityLabel = "Excellent" | "Good" | "Needs Work";

export interface QualityGrade {
  grade: LetterGrade;
  color: QualityColor;
  label: QualityLabel;
}

/** Six 0-100 scores, the course_quality_scores columns of SPEC §3. */
export type QualityScores = Record<QualityDimension, number>;

/** The result of analyzeCourseQuality. */
export interface CourseQualityAnalysis {
  /** 0-100, rounded mean of the six dimension scores. */
  overallScore: number;
  grade: QualityGrade;
  scores: QualityScores;
  /** True when overallScore < 70 (the dashboard's "Need Attention"). */
  needsAttention: boolean;
  rules: RuleOutcome[];
  /** Fixes of the failing rules, highest weight first, without repeats. */
  recommendations: string[];
  accessibility: AccessibilityReport;
  /** Where each objective is taught and which assessments measure it (coverage.ts). */
  coverage: CoverageMatrixDto;
}

/** Options of analyzeCourseQuality. */
export interface AnalyzeOptions extends AccessibilityCheckOptions {
  /** A report computed earlier (e.g. stored); skips the accessibility check. */
  accessibility?: AccessibilityReport;
  /** The rules to run (default: every rule). */
  rules?: readonly QualityRule[];
}
