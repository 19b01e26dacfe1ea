/**
 * API shapes of stored quality analyses (SPEC §3 course_quality_scores, accessibility_reports;
 * common/quality.ts): the six scores of a score row, its rule results with the current module and
 * lesson titles, and an accessibility report.
 */
import type {
  AccessibilityReportDto,
  CoverageMatrixDto,
  QualityAnalysisDto,
  QualityScoresDto,
  RuleOutcomeDto,
} from "../../common/quality.ts";
import type { accessibilityReports, courseQualityScores } from "../db/schema.ts";
import { NEEDS_ATTENTION_BELOW, gradeFor } from "../services/quality/scoring.ts";

/** What `course_quality_scores.recommendations` holds. */
export interface StoredQualityDetails {
  version: 1;
  rules: RuleOutcomeDto[];
  recommendations: string[];
  /** Absent in rows stored before the coverage matrix existed. */
  coverage?: CoverageMatrixDto;
}

type ScoreRow = typeof courseQualityScores.$inferSelect;
type ReportRow = typeof accessibilityReports.$inferSelect;

/** The six scores of a score row, keyed like the API. */
export function scoresOf(row: Omit<ScoreRow, "recommendations" | "id" | "courseId" | "createdAt">): QualityScoresDto {
  return {
    contentStructure: row.contentStructureScore,
    learningObjectives: row.learningObjectivesScore,
    assessmentQuality: row.assessmentQualityScore,
    engagement: row.engagementScore,
    accessibility: row.accessibilityScore,
    pedagogicalAlignment: row.pedagogicalAlignmentScore,
  };
}

/** Titles of a course's modules and lessons, by id. */
export interface CourseTitles {
  modules: Map<number, string>;
  lessons: Map<number, string>;
}

/** Adds the current module / lesson titles to each piece of evidence that names one (for link text). */
export function withEvidenceTitles(rules: readonly RuleOutcomeDto[], titles: CourseTitles): RuleOutcomeDto[] {
  return rules.map((rule) => ({
    ...rule,
    evidence: rule.evidence.map((e) => {
      const moduleTitle = e.moduleId !== undefined ? titles.modules.get(e.moduleId) : undefined;
      const lessonTitle = e.lessonId !== undefined ? titles.lessons.get(e.lessonId) : undefined;
      return {
        ...e,
        ...(moduleTitle !== undefined && { moduleTitle }),
        ...(lessonTitle !== undefined && { lessonTitle }),
      };
    }),
  }));
}

/** Reads the stored details defensively: rows written by an older version may lack them. */
function detailsOf(stored: unknown): StoredQualityDetails {
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    const s = stored as Partial<StoredQualityDetails>;
    return {
      version: 1,
      rules: Array.isArray(s.rules) ? s.rules : [],
      recommendations: Array.isArray(s.recommendations) ? s.recommendations : [],
      ...(s.coverage && typeof s.coverage === "object" && { coverage: s.coverage }),
    };
  }
  // SPEC §3 calls the column a "json list": a bare list of recommendation texts.
  return {
    version: 1,
    rules: [],
    recommendations: Array.isArray(stored) ? stored.filter((r) => typeof r === "string") : [],
  };
}

/** An accessibility_reports row in the API shape, or null. */
export function presentReport(row: ReportRow | undefined): AccessibilityReportDto | null {
  if (!row) return null;
  const summary = (row.summary ?? {}) as Partial<AccessibilityReportDto["summary"]>;
  return {
    overallScore: row.overallScore ?? 0,
    isCompliant: row.isCompliant ?? false,
    issues: Array.isArray(row.issues) ? (row.issues as AccessibilityReportDto["issues"]) : [],
    summary: {
      critical: summary.critical ?? 0,
      serious: summary.serious ?? 0,
      moderate: summary.moderate ?? 0,
      minor: summary.minor ?? 0,
      lessonsChecked: summary.lessonsChecked ?? 0,
    },
    lastChecked: (row.lastChecked ?? row.createdAt).toISOString(),
  };
}

/** A full score row (with its jsonb) as the analysis result. */
export function presentAnalysis(
  row: ScoreRow,
  report: AccessibilityReportDto | null,
  titles: CourseTitles,
): QualityAnalysisDto {
  const details = detailsOf(row.recommendations);
  return {
    overallScore: row.overallScore,
    grade: gradeFor(row.overallScore),
    scores: scoresOf(row),
    needsAttention: row.overallScore < NEEDS_ATTENTION_BELOW,
    rules: withEvidenceTitles(details.rules, titles),
    recommendations: details.recommendations,
    accessibility: report,
    coverage: details.coverage ?? null,
    lastAnalyzed: row.lastAnalyzed.toISOString(),
  };
}
