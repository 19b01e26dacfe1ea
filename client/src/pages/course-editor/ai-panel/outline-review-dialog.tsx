import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { OutlineResult } from "@common/ai-schemas";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { errorMessage, queryKeys } from "@/lib/api";
import { LESSON_TYPE_LABELS } from "../lesson-meta";
import { AiDialog, AiError, ProviderNote, Working, useAiGeneration, STICKY_FOOTER } from "./shared";

const OUTLINE_FAILED = "Failed to generate a course outline. Please try again.";

export interface OutlineReviewDialogProps {
  courseId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Generate outline" for an empty course: the AI drafts modules (with starter lessons) and
 * objectives from the course's title and description; nothing is saved until "Accept outline",
 * which creates the modules in order and then the objectives (generatedBy 'ai').
 */
export function OutlineReviewDialog({ open, onOpenChange, onCloseAutoFocus, courseId }: OutlineReviewDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <AiDialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) onOpenChange(next);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {() => <OutlineReview courseId={courseId} onSaving={setSaving} onDone={() => onOpenChange(false)} />}
    </AiDialog>
  );
}

function OutlineReview({
  courseId,
  onSaving,
  onDone,
}: {
  courseId: number;
  onSaving: (saving: boolean) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const generation = useAiGeneration("outline", async () => {
    try {
      return await api.ai.courseOutline({ courseId });
    } catch (error) {
      toast({ variant: "destructive", title: "Generation Failed", description: OUTLINE_FAILED });
      throw error;
    }
  });
  const outline = generation.data;

  // One request (issue #9): the server adds every module, lesson and objective in one transaction,
  // so a failure adds nothing and the course stays as it was.
  const accept = async (plan: OutlineResult) => {
    onSaving(true);
    setProgress(`Adding ${plan.modules.length} modules and ${plan.objectives.length} learning objectives...`);
    try {
      await api.courses.acceptOutline(courseId, {
        modules: plan.modules,
        objectives: plan.objectives,
      });
      // Refresh before closing, so that focus returns to a control that still exists (the empty
      // state's "Generate outline" button is gone once the modules are shown).
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      toast({
        title: "Outline Added",
        description: `${plan.modules.length} modules and ${plan.objectives.length} learning objectives were added to the course.`,
      });
      onSaving(false);
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Creation Failed",
        description: `Nothing was added: ${errorMessage(error, "Please try again.")}`,
      });
      setProgress(null);
      onSaving(false);
    }
  };

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>Suggested Course Outline</DialogTitle>
        <DialogDescription>
          A draft of modules, starter lessons and learning objectives. Nothing is added until you accept it; you can
          edit everything afterwards.
        </DialogDescription>
      </DialogHeader>

      <div aria-busy={generation.isFetching || progress !== null} className="min-h-16 space-y-4">
        {generation.isFetching ? (
          <Working label="Drafting the course outline..." />
        ) : generation.error ? (
          <AiError error={generation.error} fallback={OUTLINE_FAILED} onRetry={() => void generation.refetch()} />
        ) : outline ? (
          <>
            <ProviderNote provider={outline.provider} />
            <OutlinePreview outline={outline} />
            {progress && <Working label={progress} />}
          </>
        ) : null}
      </div>

      <DialogFooter className={STICKY_FOOTER}>
        <Button variant="outline" onClick={onDone} disabled={progress !== null}>
          Cancel
        </Button>
        <Button onClick={() => outline && void accept(outline)} disabled={!outline || progress !== null}>
          {progress !== null ? "Adding..." : "Accept outline"}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The drafted modules with their starter lessons, and the course-level learning objectives. */
function OutlinePreview({ outline }: { outline: OutlineResult }) {
  return (
    <>
      <section aria-labelledby="outline-modules-heading">
        <h3 id="outline-modules-heading" className="font-semibold text-gray-900">
          Modules ({outline.modules.length})
        </h3>
        <ol className="mt-2 space-y-2">
          {outline.modules.map((module, index) => (
            <li key={index} className="rounded-lg border border-border p-3">
              <p className="break-words font-medium text-gray-900">
                {index + 1}. {module.title}
              </p>
              <p className="mt-1 break-words text-sm text-gray-700">{module.description}</p>
              <ul
                className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-gray-700"
                aria-label={`Lessons of ${module.title}`}
              >
                {module.lessons.map((lesson, i) => (
                  <li key={i} className="break-words">
                    {lesson.title} <span className="text-gray-600">({LESSON_TYPE_LABELS[lesson.type]})</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="outline-objectives-heading">
        <h3 id="outline-objectives-heading" className="font-semibold text-gray-900">
          Learning objectives ({outline.objectives.length})
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-800">
          {outline.objectives.map((text, i) => (
            <li key={i} className="break-words">
              {text}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
