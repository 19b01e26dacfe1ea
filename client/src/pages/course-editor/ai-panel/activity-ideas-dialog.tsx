import { useId, useState } from "react";
import { Check, Clock, Plus } from "lucide-react";
import type { ActivitiesResult, ActivityIdea } from "@common/ai-schemas";
import { TOASTS } from "@common/constants";
import type { CourseModule } from "@common/editor-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useActivityIdeas } from "@/hooks/use-ai";
import { toast } from "@/hooks/use-toast";
import { ModuleSelect } from "../module-select";
import { api } from "@/lib/api";
import { useEditorMutation, useModules } from "../queries";
import { activityLessonHtml, bloomLabel } from "./ai-mappers";
import { AiDialog, AiError, ProviderNote, Working, STICKY_FOOTER } from "./shared";

const WHOLE_COURSE = "course";

export interface ActivityIdeasDialogProps {
  courseId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Create Activity Ideas (SPEC §2 Quick Actions; DESIGN.md §3: through the provider, not fixed
 * ideas): ideas for the whole course or one module, each of which can be added to a module as a
 * text lesson.
 */
export function ActivityIdeasDialog({ open, onOpenChange, onCloseAutoFocus, courseId }: ActivityIdeasDialogProps) {
  return (
    <AiDialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus}>
      {(done) => <ActivityIdeas courseId={courseId} onDone={done} />}
    </AiDialog>
  );
}

function ActivityIdeas({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const id = useId();
  const { modules } = useModules(courseId);
  const [scope, setScope] = useState(WHOLE_COURSE);
  const [target, setTarget] = useState(modules[0] ? String(modules[0].id) : "");
  const [result, setResult] = useState<ActivitiesResult | null>(null);
  const [added, setAdded] = useState<Set<number>>(new Set());
  const generate = useActivityIdeasWithToasts();

  const run = () => {
    setResult(null);
    setAdded(new Set());
    const moduleId = scope === WHOLE_COURSE ? undefined : Number(scope);
    if (moduleId !== undefined) setTarget(String(moduleId));
    generate.mutate({ courseId, ...(moduleId !== undefined && { moduleId }) }, { onSuccess: setResult });
  };

  const addLesson = useAddActivityLesson((index) => setAdded((old) => new Set(old).add(index)));
  const targetModule = modules.find((m) => String(m.id) === target);

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>Activity Ideas</DialogTitle>
        <DialogDescription>
          Active-learning ideas built from the course content. Add the ones you like to a module as text lessons.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <ModuleSelect
          id={`${id}-scope`}
          label="Ideas for"
          className="min-w-0 flex-1 space-y-2"
          value={scope}
          onValueChange={setScope}
          disabled={generate.isPending}
          modules={modules}
          none={{ value: WHOLE_COURSE, label: "The whole course" }}
        />
        <Button variant={result ? "outline" : "default"} onClick={run} disabled={generate.isPending}>
          {result ? "Generate again" : "Generate ideas"}
        </Button>
      </div>

      <div aria-busy={generate.isPending} className="space-y-3">
        {generate.isPending ? (
          <Working label="Generating activity ideas..." />
        ) : generate.error ? (
          <AiError
            error={generate.error}
            fallback="Failed to generate activity ideas. Please try again."
            onRetry={run}
          />
        ) : result ? (
          <>
            <ProviderNote provider={result.provider} />
            {modules.length > 0 ? (
              <ModuleSelect
                id={`${id}-target`}
                label="Add lessons to"
                value={target}
                onValueChange={setTarget}
                modules={modules}
              />
            ) : (
              <p className="text-sm text-gray-700">Add a module to turn an idea into a lesson.</p>
            )}
            <ul className="space-y-3" aria-label="Activity ideas">
              {result.activities.map((idea, index) => {
                const done = added.has(index);
                return (
                  <li key={index} className="rounded-lg border border-border p-3">
                    <h3 className="break-words font-semibold text-gray-900">{idea.title}</h3>
                    <p className="mt-1 break-words text-sm text-gray-700">{idea.description}</p>
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-700">
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-4" aria-hidden="true" />
                        {idea.durationMinutes} minutes
                      </span>
                      <Badge variant="secondary">Bloom level: {bloomLabel(idea.bloomLevel)}</Badge>
                      {targetModule && (
                        <Button
                          variant="outline"
                          size="sm"
                          className="ml-auto"
                          aria-label={done ? `Added: ${idea.title}` : `Add as lesson: ${idea.title}`}
                          aria-disabled={done || undefined}
                          disabled={addLesson.isPending && addLesson.variables?.index === index}
                          onClick={() => {
                            if (!done) addLesson.mutate({ module: targetModule, idea, index });
                          }}
                        >
                          {done ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                          {done ? "Added" : "Add as lesson"}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="text-sm text-gray-700">Choose what the ideas are for, then generate them.</p>
        )}
      </div>

      <DialogFooter className={STICKY_FOOTER}>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}

/** Adds an activity idea to a module as a text lesson (its description, steps and duration). */
function useAddActivityLesson(onAdded: (index: number) => void) {
  return useEditorMutation(
    ({ module, idea }: { module: CourseModule; idea: ActivityIdea; index: number }) =>
      api.lessons.create(module.id, {
        title: idea.title,
        type: "text",
        contentHtml: activityLessonHtml(idea),
        durationMinutes: idea.durationMinutes,
      }),
    {
      success: (_l, { module, idea }) => ({
        title: "Lesson Added",
        description: `"${idea.title}" was added to "${module.title}".`,
      }),
      failure: { title: "Creation Failed", description: "Could not add the lesson. Please try again." },
      onSuccess: (_l, { index }) => onAdded(index),
    },
  );
}

/** The activity-ideas call with SPEC §8's toasts: 'Activities Generated' or 'Generation Failed'. */
function useActivityIdeasWithToasts() {
  const generate = useActivityIdeas();
  return {
    ...generate,
    mutate: (body: Parameters<typeof generate.mutate>[0], options: { onSuccess: (ideas: ActivitiesResult) => void }) =>
      generate.mutate(body, {
        onSuccess: (ideas) => {
          options.onSuccess(ideas);
          const n = ideas.activities.length;
          toast({
            ...TOASTS.activitiesGenerated,
            description: `${n} activity ${n === 1 ? "idea is" : "ideas are"} ready.`,
          });
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: "Generation Failed",
            description: "Failed to generate activity ideas. Please try again.",
          }),
      }),
  };
}
