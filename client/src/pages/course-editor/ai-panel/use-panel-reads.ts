/**
 * The panel's AI reads: content suggestions and pedagogical insights of the course. They are
 * asked for once per visit (and on Refresh), not with every editor change: each call is a
 * rate-limited AI run, recorded in the user's AI stats.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CourseModule } from "@common/editor-schemas";
import type { Course } from "@common/schemas";
import { api, queryKeys } from "@/lib/api";

const AI_READ = { staleTime: Infinity, gcTime: 0, retry: false, refetchOnMount: false } as const;

export function usePanelReads(
  course: Course,
  modules: readonly CourseModule[],
  hasAssessments: boolean,
  ready: boolean,
) {
  const queryClient = useQueryClient();
  const courseId = course.id;
  const suggestions = useQuery({
    queryKey: queryKeys.aiPanel(courseId, "suggestions"),
    queryFn: async () => {
      const result = await api.ai.contentSuggestions({
        courseId,
        courseTitle: course.title,
        modules: modules.map((m) => ({ title: m.title, description: m.description })),
        currentProgress: course.progress,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiStats });
      return result;
    },
    enabled: ready,
    ...AI_READ,
  });
  const insights = useQuery({
    queryKey: queryKeys.aiPanel(courseId, "insights"),
    queryFn: async () => {
      const result = await api.ai.pedagogicalInsights({
        courseId,
        title: course.title,
        level: course.level,
        duration: course.duration,
        moduleCount: modules.length,
        hasAssessments,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiStats });
      return result;
    },
    enabled: ready,
    ...AI_READ,
  });
  return { suggestions, insights };
}
