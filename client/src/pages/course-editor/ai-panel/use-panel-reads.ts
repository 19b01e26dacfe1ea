/**
 * The panel's AI reads: content suggestions and pedagogical insights of the course. They are
 * asked for once per visit, on Refresh, and again when the course's structure changes (modules,
 * lessons with content, objectives, assessments and questions: issue #10, the panel said "no
 * modules yet" after an outline of 8), settled for PANEL_REFRESH_DELAY_MS so a burst of edits
 * makes one request: each call is a rate-limited AI run, recorded in the user's AI stats. Typing
 * a title does not re-run them. The previous answer stays on screen while the new one loads.
 */
import { useEffect, useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Assessment } from "@common/assessment-schemas";
import type { CourseModule, LearningObjective } from "@common/editor-schemas";
import type { Course } from "@common/schemas";
import { api, queryKeys } from "@/lib/api";

const AI_READ = {
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
  refetchOnMount: false,
  placeholderData: keepPreviousData,
} as const;

/** How long the course structure must stay unchanged before the panel asks again, in ms. */
export const PANEL_REFRESH_DELAY_MS = 1_500;

/** What the suggestions depend on, as counts: a change here is worth a new AI run. */
export function structureSignature(
  modules: readonly CourseModule[],
  objectives: readonly LearningObjective[],
  assessments: readonly Assessment[],
): string {
  const lessons = modules.flatMap((m) => m.lessons);
  const withContent = lessons.filter((l) => l.hasContent || l.videoUrl).length;
  const questions = assessments.reduce((n, a) => n + a.questions.length, 0);
  return [modules.length, lessons.length, withContent, objectives.length, assessments.length, questions].join(":");
}

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function usePanelReads(
  course: Course,
  parts: {
    modules: readonly CourseModule[];
    objectives: readonly LearningObjective[];
    assessments: readonly Assessment[];
  },
  ready: boolean,
) {
  const queryClient = useQueryClient();
  const courseId = course.id;
  const { modules } = parts;
  const hasAssessments = parts.assessments.length > 0;
  const signature = useSettled(
    structureSignature(parts.modules, parts.objectives, parts.assessments),
    PANEL_REFRESH_DELAY_MS,
  );
  const suggestions = useQuery({
    queryKey: [...queryKeys.aiPanel(courseId, "suggestions"), signature],
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
    queryKey: [...queryKeys.aiPanel(courseId, "insights"), signature],
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
