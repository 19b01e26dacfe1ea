/**
 * TanStack hooks for the AI assistant (SPEC §2 "AI assistant side panel"): one mutation per AI
 * call, the user's AI stats (dashboard) and a course's applied suggestions. Every AI mutation
 * refreshes the stats, since each call is recorded as an AI run. Toasts are the caller's.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api";

function useAiMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshAiStats(queryClient),
  });
}

function refreshAiStats(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.aiStats });
}

/** `POST /api/ai/generate-objectives`: pass `courseId` to avoid repeating the course's objectives. */
export const useGenerateObjectives = () => useAiMutation(api.ai.generateObjectives);
/** `POST /api/ai/content-suggestions`: pass `courseId` for suggestions from the course's real gaps. */
export const useContentSuggestions = () => useAiMutation(api.ai.contentSuggestions);
/** `POST /api/ai/pedagogical-insights`. */
export const usePedagogicalInsights = () => useAiMutation(api.ai.pedagogicalInsights);
/** `POST /api/ai/generate-quiz`: pass `moduleId` to draw questions from the module's lessons. */
export const useGenerateQuiz = () => useAiMutation(api.ai.generateQuiz);
/** `POST /api/ai/activity-ideas`. */
export const useActivityIdeas = () => useAiMutation(api.ai.activityIdeas);
/** `POST /api/ai/course-outline`. */
export const useCourseOutline = () => useAiMutation(api.ai.courseOutline);

/** The signed-in user's AI activity (`GET /api/ai/stats`); `stats` is null until loaded. */
export function useAiStats() {
  const query = useQuery({ queryKey: queryKeys.aiStats, queryFn: api.ai.stats });
  return { ...query, stats: query.data ?? null };
}

/** Titles of the suggestions applied to a course, oldest first. */
export function useAppliedSuggestions(courseId: number) {
  const query = useQuery({
    queryKey: queryKeys.appliedSuggestions(courseId),
    queryFn: () => api.ai.appliedSuggestions(courseId),
  });
  return { ...query, applied: query.data ?? [] };
}

/** Marks a suggestion of the course applied (by title) and refreshes the course's applied list. */
export function useApplySuggestion(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.ai.applySuggestion(courseId, { title }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appliedSuggestions(courseId) }),
  });
}
