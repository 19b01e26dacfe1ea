import { useId, useState } from "react";
import { TOASTS } from "@common/constants";
import type { Course } from "@common/schemas";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { useEditorMutation } from "../queries";
import { AiDialog, AiError, ProviderNote, Working, useAiGeneration, STICKY_FOOTER } from "./shared";

export interface ObjectivesReviewDialogProps {
  course: Pick<Course, "id" | "title" | "description" | "level">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * At most this many objectives are asked for and can be added ("Generate More": 3, SPEC §9).
   * Without it the engine's default number is asked for and any number can be picked.
   */
  limit?: number;
  /** Whether the suggestions start selected ("Generate More") or unselected (the AI panel). */
  preselect?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  /** Called after the selected objectives were saved. */
  onAdded?: (count: number) => void;
}

/**
 * Review of AI-suggested learning objectives (DESIGN.md §3: generated items are saved only when
 * accepted): generates on open, lists the suggestions with checkboxes, and "Add selected" appends
 * the chosen ones with generatedBy 'ai'.
 */
export function ObjectivesReviewDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: ObjectivesReviewDialogProps) {
  return (
    <AiDialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus}>
      {(done) => <ObjectivesReview {...props} onDone={done} />}
    </AiDialog>
  );
}

function ObjectivesReview({
  course,
  limit,
  preselect = false,
  onAdded,
  onDone,
}: Omit<ObjectivesReviewDialogProps, "open" | "onOpenChange" | "onCloseAutoFocus"> & { onDone: () => void }) {
  const id = useId();
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const generation = useAiGeneration("objectives", async () => {
    try {
      const result = await api.ai.generateObjectives({
        courseTitle: course.title,
        courseDescription: course.description ?? "",
        level: course.level,
        courseId: course.id,
        ...(limit !== undefined && { count: limit }),
      });
      return { ...result, objectives: limit === undefined ? result.objectives : result.objectives.slice(0, limit) };
    } catch (error) {
      toast({ variant: "destructive", ...TOASTS.objectivesFailed });
      throw error;
    }
  });
  const suggestions = generation.data?.objectives ?? [];
  const selected = picked ?? new Set(preselect ? suggestions.map((_, i) => i) : []);

  const add = useEditorMutation(
    (objectives: string[]) =>
      api.objectives.create(course.id, {
        objectives,
        generatedBy: "ai",
      }),
    {
      success: (_r, objectives) => ({
        ...TOASTS.objectivesGenerated,
        description: `${objectives.length} learning ${objectives.length === 1 ? "objective was" : "objectives were"} added to the course.`,
      }),
      failure: { title: "Creation Failed", description: "Could not add the objectives. Please try again." },
      onSuccess: (_r, objectives) => {
        onAdded?.(objectives.length);
        onDone();
      },
    },
  );

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>Suggested Learning Objectives</DialogTitle>
        <DialogDescription>
          Review the suggestions for "{course.title}". Only the objectives you select are added to the course
          {limit !== undefined ? ` (at most ${limit})` : ""}.
        </DialogDescription>
      </DialogHeader>

      <div aria-busy={generation.isFetching} className="min-h-16">
        {generation.isFetching ? (
          <Working label="Generating learning objectives..." />
        ) : generation.error ? (
          <AiError
            error={generation.error}
            fallback={TOASTS.objectivesFailed.description}
            onRetry={() => void generation.refetch()}
          />
        ) : generation.data ? (
          <div className="space-y-3">
            <ProviderNote provider={generation.data.provider} />
            {generation.data.notice && (
              <p role="note" className="rounded-md border border-blue-200 bg-blue-50 p-2 text-sm text-blue-900">
                {generation.data.notice}
              </p>
            )}
            {suggestions.length === 0 ? (
              <p className="text-sm text-gray-700">No new objectives could be suggested for this course.</p>
            ) : (
              <ObjectivePicker id={id} suggestions={suggestions} selected={selected} onPick={setPicked} />
            )}
          </div>
        ) : null}
      </div>

      <DialogFooter className={STICKY_FOOTER}>
        <Button variant="outline" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => add.mutate(suggestions.filter((_, i) => selected.has(i)))}
          disabled={selected.size === 0 || add.isPending || generation.isFetching}
        >
          {add.isPending ? "Adding..." : `Add selected (${selected.size})`}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The suggested objectives as checkboxes, with Select all and Clear selection. */
function ObjectivePicker({
  id,
  suggestions,
  selected,
  onPick,
}: {
  id: string;
  suggestions: string[];
  selected: ReadonlySet<number>;
  onPick: (picked: Set<number>) => void;
}) {
  const toggle = (index: number) => {
    const next = new Set(selected);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    onPick(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-gray-900">
        Select the objectives to add ({selected.size} of {suggestions.length} selected)
      </legend>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPick(new Set(suggestions.map((_, i) => i)))}
          disabled={selected.size === suggestions.length}
        >
          Select all
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPick(new Set())} disabled={selected.size === 0}>
          Clear selection
        </Button>
      </div>
      <ul className="space-y-2">
        {suggestions.map((text, index) => (
          <li key={index} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <input
              id={`${id}-objective-${index}`}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-indigo-600"
              checked={selected.has(index)}
              onChange={() => toggle(index)}
            />
            <label htmlFor={`${id}-objective-${index}`} className="min-w-0 break-words text-sm text-gray-900">
              {text}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
