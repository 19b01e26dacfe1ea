import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { GENERATE_MORE_OBJECTIVES } from "@common/constants";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import type { LearningObjective } from "@common/editor-schemas";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { OBJECTIVE_AUTHOR_LABELS } from "@common/editor-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { api, queryKeys } from "@/lib/api";
import { ObjectivesReviewDialog } from "../ai-panel/objectives-review-dialog";
import { useCourse, useEditorMutation, useObjectives } from "../queries";

/** "Generate More" adds at most this many objectives (SPEC §4, §9). */

/** Learning Objectives card: the course's objectives in order; add, edit inline, delete. */
export function ObjectivesCard({ courseId }: { courseId: number }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { objectives, isLoading } = useObjectives(courseId);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<LearningObjective | null>(null);
  const deleteFocus = useReturnFocus(heading);
  const { data: course } = useCourse(courseId);
  const [generating, setGenerating] = useState(false);
  const generateFocus = useReturnFocus(heading);

  const remove = useEditorMutation((objective: LearningObjective) => api.objectives.remove(objective.id), {
    success: { title: "Objective Deleted", description: "The learning objective was removed." },
    failure: { title: "Delete Failed", description: "Could not delete the objective. Please try again." },
    onSuccess: () => setToDelete(null),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="focus:outline-none">
          Learning Objectives
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : objectives.length === 0 ? (
          <p className="text-sm text-gray-600">
            No learning objectives yet. Add measurable objectives, such as "Students will be able to compare ...".
          </p>
        ) : (
          <ol className="space-y-2" aria-label="Learning objectives">
            {objectives.map((objective, index) => (
              <ObjectiveRow
                key={objective.id}
                objective={objective}
                number={index + 1}
                editing={editingId === objective.id}
                onEdit={() => setEditingId(objective.id)}
                onDone={() => setEditingId(null)}
                onDelete={() => {
                  deleteFocus.capture();
                  setToDelete(objective);
                }}
              />
            ))}
          </ol>
        )}

        <NewObjectiveForm courseId={courseId} />

        <div className="rounded-lg border border-dashed border-gray-300 p-3">
          <Button
            variant="outline"
            size="sm"
            disabled={!course}
            aria-describedby={`${id}-ai-note`}
            onClick={() => {
              generateFocus.capture();
              setGenerating(true);
            }}
          >
            <Sparkles aria-hidden="true" />
            Generate More
          </Button>
          <p id={`${id}-ai-note`} className="mt-2 text-sm text-gray-600">
            The AI suggests up to {GENERATE_MORE_OBJECTIVES} more objectives; you review them before they are added.
          </p>
        </div>
      </CardContent>

      {course && (
        <ObjectivesReviewDialog
          course={course}
          open={generating}
          onOpenChange={setGenerating}
          limit={GENERATE_MORE_OBJECTIVES}
          preselect
          onCloseAutoFocus={generateFocus.onCloseAutoFocus}
        />
      )}

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete objective"
        description={`Are you sure you want to delete "${toDelete?.text ?? ""}"? Questions that measure it will no longer be linked to it. This action cannot be undone.`}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCloseAutoFocus={deleteFocus.onCloseAutoFocus}
      />
    </Card>
  );
}

function ObjectiveRow({
  objective,
  number,
  editing,
  onEdit,
  onDone,
  onDelete,
}: {
  objective: LearningObjective;
  number: number;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const editButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState(objective.text);
  const finished = useRef(false);
  const update = useEditorMutation((value: string) => api.objectives.update(objective.id, { text: value }), {
    failure: { title: "Update Failed", description: "Could not save the objective. Please try again." },
  });

  const finish = (save: boolean, restoreFocus: boolean) => {
    if (finished.current) return;
    const value = draft.trim();
    if (save && value && value !== objective.text) {
      const key = queryKeys.courseObjectives(objective.courseId);
      // Show the new text at once; a failure refetches the stored one.
      queryClient.setQueryData<LearningObjective[] | null>(key, (old) =>
        old?.map((o) => (o.id === objective.id ? { ...o, text: value } : o)),
      );
      update.mutate(value, { onError: () => void queryClient.invalidateQueries({ queryKey: key }) });
    }
    finished.current = true;
    onDone();
    if (restoreFocus) requestAnimationFrame(() => editButton.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(false, true);
    }
  };

  const tag = (
    <Badge variant={objective.generatedBy === "ai" ? "secondary" : "neutral"}>
      <span className="sr-only">Written by: </span>
      {OBJECTIVE_AUTHOR_LABELS[objective.generatedBy]}
    </Badge>
  );

  return (
    <li className="flex items-start gap-2 rounded-lg border border-border p-2">
      <span className="mt-1.5 w-6 shrink-0 text-right text-sm font-semibold text-gray-700" aria-hidden="true">
        {number}.
      </span>
      <div className="min-w-0 flex-1">
        {editing ? (
          <>
            <Input
              aria-label={`Objective ${number}`}
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => finish(true, false)}
            />
            <p className="mt-1 text-xs text-gray-600">Press Enter to save or Escape to cancel.</p>
          </>
        ) : (
          <p className="mt-1 break-words text-sm text-gray-900">{objective.text}</p>
        )}
        <div className="mt-1">{tag}</div>
      </div>
      {!editing && (
        <div className="flex shrink-0">
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Edit objective ${number}`}
            onClick={() => {
              finished.current = false;
              setDraft(objective.text);
              onEdit();
            }}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete objective ${number}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

/** The "New objective" field and its Add button; an empty objective is refused with a hint. */
/** What the new-objective field accepts: the API's objective text rule, with a hint when empty. */
const newObjectiveSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the objective first, e.g. "Students will be able to explain ..."')
    .max(1000, "An objective must be at most 1000 characters"),
});

function NewObjectiveForm({ courseId }: { courseId: number }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.infer<typeof newObjectiveSchema>>({
    resolver: zodResolver(newObjectiveSchema),
    defaultValues: { text: "" },
    reValidateMode: "onChange",
  });
  const error = errors.text?.message;
  const add = useEditorMutation((value: string) => api.objectives.create(courseId, { text: value }), {
    success: { title: "Objective Added", description: "The learning objective was added to the course." },
    failure: { title: "Creation Failed" },
    onSuccess: () => reset({ text: "" }),
  });

  return (
    <form onSubmit={handleSubmit(({ text }) => add.mutate(text))} noValidate className="space-y-2">
      <Label htmlFor={`${id}-new`}>New objective</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-new`}
          placeholder="Students will be able to ..."
          {...register("text")}
          {...invalidProps(`${id}-new-error`, error)}
        />
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <FieldError id={`${id}-new-error`} error={error} />
    </form>
  );
}
