/**
 * API contract of the Quality Dashboard and the accessibility settings (SPEC §2, §3, §7, §8;
 * DESIGN.md §3 "Quality"): response shapes, dimension labels, texts and the settings schema,
 * shared by the server routes, the client pages and the tests.
 */
import { z } from "zod";
import { FONT_SIZES } from "./accessibility-settings.ts";

/** The six quality dimensions, in SPEC order (Structure, Objectives, Assessment, Engagement, Accessibility, Pedagogy). */
export const QUALITY_DIMENSION_KEYS = [
  "contentStructure",
  "learningObjectives",
  "assessmentQuality",
  "engagement",
  "accessibility",
  "pedagogicalAlignment",
] as const;
export type QualityDimensionKey = (typeof QUALITY_DIMENSION_KEYS)[number];

/** Short labels of the dimensions as the dashboard cards show them (SPEC §2). */
export const QUALITY_DIMENSION_LABELS: Record<QualityDimensionKey, string> = {
  contentStructure: "Structure",
  learningObjectives: "Objectives",
  assessmentQuality: "Assessment",
  engagement: "Engagement",
  accessibility: "Accessibility",
  pedagogicalAlignment: "Pedagogy",
};

/** Six 0-100 scores (SPEC §3 "Quality scores"). */
export type QualityScoresDto = Record<QualityDimensionKey, number>;

/** Letter grades, best first (server/services/quality/scoring.ts GRADE_THRESHOLDS). */
export const QUALITY_GRADE_LETTERS = ["A", "B", "C", "D", "F"] as const;
export type QualityGradeLetter = (typeof QUALITY_GRADE_LETTERS)[number];
export type QualityColorBand = "green" | "yellow" | "red";

/** Letter grade plus colour band and its word (Excellent, Good, Needs Work). */
export interface QualityGradeDto {
  grade: QualityGradeLetter;
  color: QualityColorBand;
  label: string;
}

/** Where a rule's evidence points: the ids let the UI link to the module or lesson. */
export interface RuleEvidenceDto {
  message: string;
  moduleId?: number;
  lessonId?: number;
  objectiveId?: number;
  assessmentId?: number;
  questionId?: string;
  /** Current title of the module / lesson named by the ids (added when read, for link text). */
  moduleTitle?: string;
  lessonTitle?: string;
}

/** One rubric rule's outcome. */
export interface RuleOutcomeDto {
  id: string;
  dimension: QualityDimensionKey;
  title: string;
  standard: string;
  weight: number;
  passed: boolean;
  /** Partial credit 0-1. */
  score: number;
  evidence: RuleEvidenceDto[];
  fix: string;
}

/** axe-core's impact scale, most to least severe. */
export const ACCESSIBILITY_IMPACTS = ["critical", "serious", "moderate", "minor"] as const;
export type AccessibilityImpact = (typeof ACCESSIBILITY_IMPACTS)[number];

/** One accessibility problem found in one lesson (WCAG 2.1 AA); the checker's shape too. */
export interface AccessibilityIssueDto {
  /** WCAG 2.1 success criterion, e.g. "1.1.1"; "WCAG 2.1" when axe gave no criterion tag. */
  wcagCriterion: string;
  /** axe rule id (e.g. "image-alt") or our own check id (e.g. "img-alt-filename"). */
  ruleId: string;
  impact: AccessibilityImpact;
  lessonId: number;
  moduleId: number | null;
  lessonTitle: string;
  /** Outer HTML of the offending element (or the video URL), at most 200 characters. */
  element: string;
  /**
   * 0-based position of the element among the lesson's elements of its kind, in document order:
   * the nth `img`, `a[href]`, `h1`-`h6` heading or `table` (server/services/accessibility/
   * element-index.ts). Tells identical elements apart for a fix in place; absent for other
   * elements, for videos and in reports stored before it existed.
   */
  elementIndex?: number;
  /** What is wrong and how to fix it, in plain words. */
  help: string;
  /** Which engine found it: axe-core or one of Coursewright's own checks. */
  source: "axe" | "coursewright";
}

/** A stored accessibility report (SPEC §3 accessibility_reports). */
export interface AccessibilityReportDto {
  overallScore: number;
  isCompliant: boolean;
  issues: AccessibilityIssueDto[];
  summary: { critical: number; serious: number; moderate: number; minor: number; lessonsChecked: number };
  lastChecked: string;
}

/** One learning objective's row of the coverage matrix. */
export interface ObjectiveCoverageDto {
  objectiveId: number;
  text: string;
  /** Lessons whose own text names at least half of the objective's key terms (where it is taught). */
  taughtIn: { lessonId: number; title: string }[];
  /** Questions mapped to this objective, per assessment id (absent: none). */
  questionsByAssessment: Record<number, number>;
}

/**
 * Objective x assessment coverage (issue #11; QM 2.4, 3.1): for each objective, where it is taught
 * and how many questions of each assessment measure it.
 */
export interface CoverageMatrixDto {
  assessments: { id: number; title: string; type: string; questions: number }[];
  objectives: ObjectiveCoverageDto[];
}

/** POST /api/courses/:id/analyze-quality, and `latest` of GET /api/courses/:id/quality. */
export interface QualityAnalysisDto {
  overallScore: number;
  grade: QualityGradeDto;
  scores: QualityScoresDto;
  needsAttention: boolean;
  rules: RuleOutcomeDto[];
  recommendations: string[];
  accessibility: AccessibilityReportDto | null;
  /** Objective x assessment coverage at the time of the analysis; null for analyses stored before it existed. */
  coverage: CoverageMatrixDto | null;
  /** ISO 8601. */
  lastAnalyzed: string;
}

/** One course on the Quality Dashboard; the score fields are null until the course is analysed. */
export interface QualityOverviewItem {
  courseId: number;
  courseTitle: string;
  overallScore: number | null;
  grade: QualityGradeDto | null;
  scores: QualityScoresDto | null;
  lastAnalyzed: string | null;
  needsAttention: boolean;
  /** The course changed after its latest analysis. */
  stale: boolean;
}

/** GET /api/quality/dashboard (SPEC §3 "Quality dashboard response"). */
export interface QualityDashboardDto {
  stats: {
    totalCourses: number;
    analyzedCourses: number;
    /** Rounded mean of the analysed courses' latest overall scores; 0 when none is analysed. */
    averageScore: number;
    coursesNeedingAttention: number;
  };
  overview: QualityOverviewItem[];
}

/** One past analysis of a course. */
export interface QualityHistoryEntry {
  overallScore: number;
  scores: QualityScoresDto;
  lastAnalyzed: string;
}

/** GET /api/courses/:id/quality. */
export interface CourseQualityDto {
  course: { id: number; title: string };
  latest: QualityAnalysisDto | null;
  stale: boolean;
  /** Oldest first. */
  history: QualityHistoryEntry[];
  accessibility: AccessibilityReportDto | null;
}

/**
 * A durable Analyze All job (issue #13): POST /api/quality/analyze-all answers it with 202; GET
 * /api/quality/jobs/:id and /api/quality/jobs/current report its progress.
 */
export interface AnalysisJobDto {
  id: number;
  /**
   * "all": Analyze All; "course": the analysis of one large course, which
   * POST /api/courses/:id/analyze-quality answers with 202 (GET /api/courses/:id/analysis-job).
   */
  kind: "all" | "course";
  /** The course of a "course" job, else null. */
  courseId: number | null;
  status: "running" | "done";
  /** Courses to analyse (those without a score when the job started; 1 for a "course" job). */
  total: number;
  /** Courses analysed and stored so far. */
  done: number;
  /** Courses that could not be analysed (deleted meanwhile, an error). */
  failed: number;
  /** Lessons checked so far of the lessons to check in the course analysed now (0 of 0 before it starts). */
  lessons: { done: number; total: number };
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, null while running. */
  finishedAt: string | null;
}

/** Toast texts of the quality analysis (SPEC §8). */
export const QUALITY_TOASTS = {
  analysisCompleteTitle: "Analysis Complete",
  analysisFailedTitle: "Analysis Failed",
  analysisFailedFallback: "Failed to analyze course quality",
} as const;

/** 'Course quality score: 82/100 (B)' (SPEC §8 "Analysis Complete"). */
export function analysisCompleteText(score: number, grade: string): string {
  return `Course quality score: ${score}/100 (${grade})`;
}

export {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  FONT_SIZES,
  FONT_SIZE_LABELS,
  isFontSize,
  type AccessibilitySettings,
  type FontSize,
} from "./accessibility-settings.ts";

const SETTING_KEYS = ["highContrast", "fontSize", "reducedMotion", "screenReader", "keyboardNavigation"] as const;
const flag = (field: string) => z.boolean({ error: () => `${field} must be true or false` }).optional();

/**
 * Body of POST /api/accessibility/settings: any subset of the five settings, at least one
 * (SPEC §7: the client sends the one changed key). Unknown keys are ignored.
 */
export const accessibilitySettingsPatchSchema = z
  .object({
    highContrast: flag("highContrast"),
    fontSize: z.enum(FONT_SIZES, { error: () => `fontSize must be one of ${FONT_SIZES.join(", ")}` }).optional(),
    reducedMotion: flag("reducedMotion"),
    screenReader: flag("screenReader"),
    keyboardNavigation: flag("keyboardNavigation"),
  })
  .refine((body) => SETTING_KEYS.some((k) => body[k] !== undefined), {
    message: `provide at least one of ${SETTING_KEYS.join(", ")}`,
  });
export type AccessibilitySettingsPatch = z.infer<typeof accessibilitySettingsPatchSchema>;
