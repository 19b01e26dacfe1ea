/**
 * The AI assistant side panel of the course editor (SPEC §2 "AI assistant side panel"; DESIGN.md
 * §3 "AI"): which engine answers, Content Suggestions (top 3, applied state persisted, with a
 * "do it" action where the editor can carry a suggestion out), Best Practices (top 3 insights),
 * Quick Actions (quiz, objectives and activity ideas, each through a review dialog) and real
 * Course Development Progress bars.
 */
import { useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bot, ClipboardList, Lightbulb, Target } from "lucide-react";
import type { ContentSuggestion, ProviderInfo } from "@common/ai-schemas";
import type { Course } from "@common/schemas";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useApplySuggestion } from "@/hooks/use-ai";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { api, queryKeys } from "@/lib/api";
import { useAddModule, useAssessments, useModules, useObjectives } from "../queries";
import { ActivityIdeasDialog } from "./activity-ideas-dialog";
import { developmentProgress } from "./development-progress";
import { ObjectivesReviewDialog } from "./objectives-review-dialog";
import { QuizGeneratorDialog } from "./quiz-generator-dialog";
import { ProviderNote } from "./shared";
import { InsightsCard, SuggestionsCard, focusModuleControl, type SuggestionDoIt } from "./suggestions-card";

/** Keys of the panel's AI reads: not under /api/courses, so editor changes do not re-run them. */
const panelKeys = {
  suggestions: (courseId: number) => ["ai-panel", courseId, "suggestions"] as const,
  insights: (courseId: number) => ["ai-panel", courseId, "insights"] as const,
};

/** AI answers are asked for once per visit (and on Refresh): each call is a rate-limited AI run. */
const AI_READ = { staleTime: Infinity, gcTime: 0, retry: false, refetchOnMount: false } as const;

export function AiAssistantPanel({ course }: { course: Course }) {
  const queryClient = useQueryClient();
  const courseId = course.id;
  const { modules, isLoading: modulesLoading } = useModules(courseId);
  const { objectives, isLoading: objectivesLoading } = useObjectives(courseId);
  const { assessments, isLoading: assessmentsLoading } = useAssessments(courseId);
  const apply = useApplySuggestion(courseId);

  const [objectivesOpen, setObjectivesOpen] = useState(false);
  const [quiz, setQuiz] = useState<{ open: boolean; moduleId?: number | undefined }>({ open: false });
  const [activitiesOpen, setActivitiesOpen] = useState(false);
  /** The suggestion a dialog was opened for: marked applied when the dialog's work is saved. */
  const [forSuggestion, setForSuggestion] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const objectivesFocus = useReturnFocus(heading);
  const quizFocus = useReturnFocus(heading);
  const activitiesFocus = useReturnFocus(heading);

  const ready = !modulesLoading;
  const suggestions = useQuery({
    queryKey: panelKeys.suggestions(courseId),
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
    queryKey: panelKeys.insights(courseId),
    queryFn: async () => {
      const result = await api.ai.pedagogicalInsights({
        courseId,
        title: course.title,
        level: course.level,
        duration: course.duration,
        moduleCount: modules.length,
        hasAssessments: assessments.length > 0,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiStats });
      return result;
    },
    enabled: ready,
    ...AI_READ,
  });
  const refresh = () => {
    void suggestions.refetch();
    void insights.refetch();
  };

  const markApplied = (title: string | null) => {
    if (!title) return;
    apply.mutate(title);
  };
  /**
   * After a dialog opened from a suggestion saved its work, the suggestion is marked applied. No
   * toast of its own: the dialog's success toast (e.g. "Objectives Generated") says what was done,
   * a second one would replace it at once (one toast at a time, SPEC §4), and the suggestion's
   * button shows "Applied". The suggestions are not re-run here (Refresh does that): re-running
   * would remove the button that focus returns to when the dialog closes.
   */
  const afterChange = (suggestionTitle: string | null) => {
    markApplied(suggestionTitle);
    setForSuggestion(null);
  };

  const addModule = useAddModule(courseId);

  const openObjectives = (suggestionTitle: string | null) => {
    objectivesFocus.capture();
    setForSuggestion(suggestionTitle);
    setObjectivesOpen(true);
  };
  const openQuiz = (suggestionTitle: string | null, moduleId?: number) => {
    quizFocus.capture();
    setForSuggestion(suggestionTitle);
    setQuiz({ open: true, moduleId });
  };

  const doItFor = (s: ContentSuggestion): SuggestionDoIt | null => {
    const action = s.action;
    if (!action) return null;
    const module = action.moduleId !== undefined ? modules.find((m) => m.id === action.moduleId) : undefined;
    switch (action.kind) {
      case "add-objectives":
        return { label: "Suggest objectives", run: () => openObjectives(s.title) };
      case "generate-quiz":
        return { label: "Generate quiz", run: () => openQuiz(s.title, module?.id) };
      case "add-module":
        return {
          label: addModule.isPending ? "Adding module..." : "Add module",
          run: () => {
            if (!addModule.isPending) addModule.mutate(undefined, { onSuccess: () => afterChange(s.title) });
          },
        };
      case "add-module-overview":
        return module ? { label: "Go to module", run: () => focusModuleControl(module, "edit") } : null;
      case "add-lesson":
      case "add-lesson-content":
      case "add-captions":
        return module ? { label: "Go to module", run: () => focusModuleControl(module, "lessons") } : null;
      case "run-quality-check":
        return { label: "Open quality check", run: () => undefined, href: `/course/${courseId}/quality` };
      default:
        return null;
    }
  };

  const provider: ProviderInfo | undefined = suggestions.data?.provider ?? insights.data?.provider;
  const fellBack = [suggestions.data?.provider, insights.data?.provider].find((p) => p?.fellBack);
  const bars = developmentProgress(modules, objectives, assessments);
  const progressLoading = modulesLoading || objectivesLoading || assessmentsLoading;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="pb-3 sm:pb-3">
          <CardTitle ref={heading} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
            <Bot className="size-5 text-indigo-700" aria-hidden="true" />
            AI Assistant
          </CardTitle>
        </CardHeader>
        <CardContent aria-busy={!provider && (suggestions.isFetching || insights.isFetching)}>
          {provider ? (
            <ProviderNote provider={fellBack ?? provider} />
          ) : suggestions.isFetching || insights.isFetching || !ready ? (
            <Skeleton className="h-4 w-40" />
          ) : (
            <p className="text-xs text-gray-600">The AI engine did not answer.</p>
          )}
        </CardContent>
      </Card>

      <SuggestionsCard
        courseId={courseId}
        suggestions={suggestions.data?.suggestions}
        isLoading={!ready}
        isFetching={suggestions.isFetching}
        error={suggestions.error}
        onRefresh={refresh}
        doItFor={doItFor}
      />

      <InsightsCard
        insights={insights.data?.insights}
        isLoading={!ready}
        isFetching={insights.isFetching}
        error={insights.error}
        onRetry={() => void insights.refetch()}
      />

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Button variant="outline" className="justify-start" onClick={() => openQuiz(null)}>
            <ClipboardList aria-hidden="true" />
            Generate Quiz Questions
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => openObjectives(null)}>
            <Target aria-hidden="true" />
            Suggest Learning Objectives
          </Button>
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => {
              activitiesFocus.capture();
              setActivitiesOpen(true);
            }}
          >
            <Lightbulb aria-hidden="true" />
            Create Activity Ideas
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Course Development Progress</CardTitle>
        </CardHeader>
        <CardContent aria-busy={progressLoading}>
          {progressLoading ? (
            <Skeleton className="h-28 w-full" />
          ) : (
            <>
              <ul className="space-y-4">
                {bars.map((bar) => (
                  <li key={bar.label}>
                    <div className="flex items-baseline justify-between gap-2 text-sm">
                      <span className="font-medium text-gray-900">{bar.label}</span>
                      <span className="font-semibold tabular-nums text-gray-900">{bar.percent}%</span>
                    </div>
                    <Progress value={bar.percent} aria-label={bar.label} className="mt-1.5" />
                    <p className="mt-1 text-xs text-gray-600">{bar.detail}</p>
                  </li>
                ))}
              </ul>
              <p className="mt-4 border-t border-border pt-3 text-sm text-gray-700">
                Overall course progress: <span className="font-semibold text-gray-900">{course.progress}%</span>
              </p>
            </>
          )}
        </CardContent>
      </Card>

      <ObjectivesReviewDialog
        course={course}
        open={objectivesOpen}
        onOpenChange={setObjectivesOpen}
        onCloseAutoFocus={objectivesFocus.onCloseAutoFocus}
        onAdded={() => afterChange(forSuggestion)}
      />
      <QuizGeneratorDialog
        courseId={courseId}
        open={quiz.open}
        initialModuleId={quiz.moduleId}
        onOpenChange={(open) => setQuiz((q) => ({ ...q, open }))}
        onCloseAutoFocus={quizFocus.onCloseAutoFocus}
        onSaved={() => afterChange(forSuggestion)}
      />
      <ActivityIdeasDialog
        courseId={courseId}
        open={activitiesOpen}
        onOpenChange={setActivitiesOpen}
        onCloseAutoFocus={activitiesFocus.onCloseAutoFocus}
      />
    </div>
  );
}
