import type { QueryClient } from "@tanstack/react-query";
/**
 * The one query-key object of the client (TanStack Query). Keys are hierarchical: everything of
 * a course starts with `["courses", id]`, so invalidating `queryKeys.courses` after a mutation
 * refreshes the course list, each course (its progress is recomputed by the server) and its parts.
 */
export const queryKeys = {
  authSession: ["auth", "session"] as const,
  user: ["user"] as const,
  accessibilitySettings: ["accessibility-settings"] as const,
  courses: ["courses"] as const,
  /** The Dashboard's figures and its four newest courses: under "courses", so edits refresh them. */
  courseStats: ["courses", "stats"] as const,
  recentCourses: ["courses", "recent"] as const,
  course: (id: number) => ["courses", id] as const,
  courseModules: (id: number) => ["courses", id, "modules"] as const,
  /** One lesson with its body, read when the editor opens it. */
  lesson: (id: number) => ["lesson", id] as const,
  courseObjectives: (id: number) => ["courses", id, "objectives"] as const,
  courseAssessments: (id: number) => ["courses", id, "assessments"] as const,
  courseQuality: (id: number) => ["courses", id, "quality"] as const,
  courseImportReport: (id: number) => ["courses", id, "import-report"] as const,
  /** A large course's analysis job (issue #13); polled while it runs. */
  courseAnalysisJob: (id: number) => ["course-analysis-job", id] as const,
  manualReview: (id: number) => ["courses", id, "manual-review"] as const,
  appliedSuggestions: (id: number) => ["courses", id, "applied-suggestions"] as const,
  templates: ["templates"] as const,
  qualityDashboard: ["quality-dashboard"] as const,
  analysisJob: ["quality-dashboard", "analysis-job"] as const,
  aiStats: ["ai", "stats"] as const,
  /** The AI panel's reads; not under "courses", so editor changes do not re-run them. */
  aiPanel: (courseId: number, kind: "suggestions" | "insights") => ["ai", "panel", courseId, kind] as const,
  /** One AI generation shown in a dialog; `nonce` makes each "Generate" a fresh request. */
  aiGeneration: (kind: string, nonce: number) => ["ai", "generation", kind, nonce] as const,
  /** All LMS course lists, of any connection. */
  lmsCoursesAll: ["lms-courses"] as const,
  lmsCourses: (lmsType?: string, baseUrl?: string, accessToken?: string) =>
    ["lms-courses", lmsType, baseUrl, accessToken] as const,
  /** The LMS page's recent import jobs (issue #13). */
  importJobs: ["import-jobs"] as const,
  consents: ["consents"] as const,
  activityAll: ["activity"] as const,
  activity: (filters: object, pageSize: number | "default") => ["activity", filters, pageSize] as const,
};

/**
 * Refreshes what lists courses (My Courses' list, the Dashboard's figures and recent courses)
 * without refetching every open course's modules and lessons, e.g. after an analysis changed grades.
 */
export function invalidateCourseLists(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [queryKeys.courses, queryKeys.courseStats, queryKeys.recentCourses].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, exact: true }),
    ),
  );
}
