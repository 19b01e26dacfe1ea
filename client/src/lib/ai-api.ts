/**
 * Typed calls of the AI assistant API (SPEC §7 /api/ai/*; common/ai-schemas.ts), all through the
 * one request helper `apiRequest`. Every answer carries `provider` (which engine answered, and
 * `fellBack` when the configured LLM failed and the offline engine answered).
 */
import type {
  ActivitiesResult,
  ActivityIdeasRequest,
  AiStats,
  AppliedSuggestion,
  ApplySuggestionRequest,
  ContentSuggestionsRequest,
  CourseOutlineRequest,
  GenerateObjectivesRequest,
  GenerateQuizRequest,
  InsightsResult,
  ObjectivesResult,
  OutlineResult,
  PedagogicalInsightsRequest,
  QuizResult,
  SuggestionsResult,
} from "@common/ai-schemas";
import { apiRequest } from "./api";

export type { AiStats, AppliedSuggestion };

/** Query keys of the AI reads (`queryKey.join("/")` is the URL, as in lib/api.ts). */
export const aiQueryKeys = {
  stats: ["/api/ai/stats"] as const,
  appliedSuggestions: (courseId: number) => ["/api/courses", courseId, "applied-suggestions"] as const,
};

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await apiRequest("POST", url, body);
  return (await res.json()) as T;
}

/** One function per AI call; each throws like `apiRequest` on a non-2xx answer (e.g. 429, 404). */
export const aiApi = {
  generateObjectives: (body: GenerateObjectivesRequest) => post<ObjectivesResult>("/api/ai/generate-objectives", body),
  contentSuggestions: (body: ContentSuggestionsRequest) => post<SuggestionsResult>("/api/ai/content-suggestions", body),
  pedagogicalInsights: (body: PedagogicalInsightsRequest) => post<InsightsResult>("/api/ai/pedagogical-insights", body),
  generateQuiz: (body: GenerateQuizRequest) => post<QuizResult>("/api/ai/generate-quiz", body),
  activityIdeas: (body: ActivityIdeasRequest) => post<ActivitiesResult>("/api/ai/activity-ideas", body),
  courseOutline: (body: CourseOutlineRequest) => post<OutlineResult>("/api/ai/course-outline", body),
  /** Marks a suggestion applied (idempotent). */
  applySuggestion: (courseId: number, body: ApplySuggestionRequest) =>
    post<AppliedSuggestion>(`/api/courses/${courseId}/applied-suggestions`, body),
};
