/**
 * The AI assistant side panel of the course editor (SPEC §2 "AI assistant side panel"; DESIGN.md
 * §3 "AI"): which engine answers, Content Suggestions (top 3, applied state persisted, with a
 * "do it" action where the editor can carry a suggestion out), Best Practices (top 3 insights),
 * Quick Actions (quiz, objectives and activity ideas, each through a review dialog) and real
 * Course Development Progress bars.
 */
import { useRef, useState, type RefObject } from "react";
import { Bot, ClipboardList, Lightbulb, Target } from "lucide-react";
import type { ContentSuggestion, ProviderInfo } from "@common/ai-schemas";
import type { CourseModule } from "@common/editor-schemas";
import type { Course } from "@common/schemas";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useApplySuggestion } from "@/hooks/use-ai";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { useAddModule, useAssessments, useModules, useObjectives } from "../queries";
import { ActivityIdeasDialog } from "./activity-ideas-dialog";
import { DevelopmentProgressCard } from "./development-progress-card";
import { usePanelReads } from "./use-panel-reads";
import { ObjectivesReviewDialog } from "./objectives-review-dialog";
import { QuizGeneratorDialog } from "./quiz-generator-dialog";
import { ProviderNote } from "./shared";
import { InsightsCard, SuggestionsCard, focusModuleControl, type SuggestionDoIt } from "./suggestions-card";

export function AiAssistantPanel({ course }: { course: Course }) {
  const courseId = course.id;
  const { modules, isLoading: modulesLoading } = useModules(courseId);
  const { assessments } = useAssessments(courseId);
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
  const { objectives } = useObjectives(courseId);
  const { suggestions, insights } = usePanelReads(course, { modules, objectives, assessments }, ready);
  const refresh = () => {
    void suggestions.refetch();
    void insights.refetch();
  };

  // A suggestion whose dialog saved its work is marked applied; the dialog's own toast says what
  // was done (one toast at a time, SPEC §4), and the list is not re-run, so focus can return.
  const afterChange = (suggestionTitle: string | null) => {
    if (suggestionTitle) apply.mutate(suggestionTitle);
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

  const doItFor = suggestionActions({
    modules,
    courseId,
    openObjectives,
    openQuiz,
    addModule: (title) => {
      if (!addModule.isPending) addModule.mutate(undefined, { onSuccess: () => afterChange(title) });
    },
    addingModule: addModule.isPending,
  });

  const provider: ProviderInfo | undefined = suggestions.data?.provider ?? insights.data?.provider;
  const fellBack = [suggestions.data?.provider, insights.data?.provider].find((p) => p?.fellBack);

  return (
    <div className="space-y-4">
      <EngineCard
        heading={heading}
        provider={fellBack ?? provider}
        busy={suggestions.isFetching || insights.isFetching || !ready}
      />

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

      <QuickActionsCard
        onQuiz={() => openQuiz(null)}
        onObjectives={() => openObjectives(null)}
        onActivities={() => {
          activitiesFocus.capture();
          setActivitiesOpen(true);
        }}
      />

      <DevelopmentProgressCard course={course} />

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

/** Generate Quiz Questions, Suggest Learning Objectives, Create Activity Ideas. */
function QuickActionsCard({
  onQuiz,
  onObjectives,
  onActivities,
}: {
  onQuiz: () => void;
  onObjectives: () => void;
  onActivities: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" onClick={onQuiz}>
          <ClipboardList aria-hidden="true" />
          Generate Quiz Questions
        </Button>
        <Button variant="outline" className="justify-start" onClick={onObjectives}>
          <Target aria-hidden="true" />
          Suggest Learning Objectives
        </Button>
        <Button variant="outline" className="justify-start" onClick={onActivities}>
          <Lightbulb aria-hidden="true" />
          Create Activity Ideas
        </Button>
      </CardContent>
    </Card>
  );
}

/** The panel's heading card: which AI engine answered (and whether it fell back). */
function EngineCard({
  heading,
  provider,
  busy,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  provider: ProviderInfo | undefined;
  busy: boolean;
}) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle ref={heading} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          <Bot className="size-5 text-indigo-700" aria-hidden="true" />
          AI Assistant
        </CardTitle>
      </CardHeader>
      <CardContent aria-busy={!provider && busy}>
        {provider ? (
          <ProviderNote provider={provider} />
        ) : busy ? (
          <Skeleton className="h-4 w-40" />
        ) : (
          <p className="text-xs text-gray-600">The AI engine did not answer.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** What the suggestion buttons can do in the editor. */
interface SuggestionActionDeps {
  modules: readonly CourseModule[];
  courseId: number;
  openObjectives: (suggestionTitle: string) => void;
  openQuiz: (suggestionTitle: string, moduleId?: number) => void;
  addModule: (suggestionTitle: string) => void;
  addingModule: boolean;
}

/**
 * The "do it" button of a content suggestion, by its action kind: open the objectives or quiz
 * dialog, add a module, go to the module, or open the quality check. Null when the editor cannot
 * carry the suggestion out (the suggestion is still shown).
 */
function suggestionActions(deps: SuggestionActionDeps) {
  return (s: ContentSuggestion): SuggestionDoIt | null => {
    const action = s.action;
    if (!action) return null;
    const module = action.moduleId !== undefined ? deps.modules.find((m) => m.id === action.moduleId) : undefined;
    switch (action.kind) {
      case "add-objectives":
        return { label: "Suggest objectives", run: () => deps.openObjectives(s.title) };
      case "generate-quiz":
        return { label: "Generate quiz", run: () => deps.openQuiz(s.title, module?.id) };
      case "add-module":
        return { label: deps.addingModule ? "Adding module..." : "Add module", run: () => deps.addModule(s.title) };
      case "add-module-overview":
        return module ? { label: "Go to module", run: () => focusModuleControl(module, "edit") } : null;
      case "add-lesson":
      case "add-lesson-content":
      case "add-captions":
        return module ? { label: "Go to module", run: () => focusModuleControl(module, "lessons") } : null;
      case "run-quality-check":
        return { label: "Open quality check", run: () => undefined, href: `/course/${deps.courseId}/quality` };
      default:
        return null;
    }
  };
}
