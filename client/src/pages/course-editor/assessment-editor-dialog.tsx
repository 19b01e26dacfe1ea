/**
 * The question editor of one assessment: add, edit and delete questions (multiple choice,
 * true/false, short answer), their correct answers, feedback and the objectives they measure.
 * Save replaces the assessment's question list (PATCH /api/assessments/:id).
 */
import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { questionSchema, type Assessment, type QuestionInput } from "@common/assessment-schemas";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ASSESSMENT_TYPE_LABELS } from "./lesson-meta";
import { blankDraft, toDraft, toInput, type Draft, type DraftErrors } from "./question-draft";
import { QuestionFields } from "./question-fields";
import { sendJson, useEditorMutation, useObjectives } from "./queries";

export function AssessmentEditorDialog({
  courseId,
  assessment,
  onClose,
  onCloseAutoFocus,
}: {
  courseId: number;
  assessment: Assessment | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={assessment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-3xl overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
        {assessment && (
          <QuestionsForm key={assessment.id} courseId={courseId} assessment={assessment} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function QuestionsForm({
  courseId,
  assessment,
  onClose,
}: {
  courseId: number;
  assessment: Assessment;
  onClose: () => void;
}) {
  const { objectives } = useObjectives(courseId);
  const [drafts, setDrafts] = useState<Draft[]>(() => assessment.questions.map(toDraft));
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const save = useEditorMutation(
    (questions: QuestionInput[]) => sendJson<Assessment>("PATCH", `/api/assessments/${assessment.id}`, { questions }),
    {
      success: { title: "Questions Saved", description: `The questions of "${assessment.title}" have been saved.` },
      failure: { title: "Save Failed" },
      onSuccess: onClose,
    },
  );

  const update = (key: string, change: (d: Draft) => Draft) => {
    setDrafts((all) => all.map((d) => (d.key === key ? change(d) : d)));
    setErrors((all) => {
      if (!all[key]) return all;
      const { [key]: _removed, ...rest } = all;
      return rest;
    });
  };

  const addQuestion = () => {
    const draft = blankDraft();
    setDrafts((all) => [...all, draft]);
    requestAnimationFrame(() => document.getElementById(`${draft.key}-stem`)?.focus());
  };

  const removeQuestion = (index: number) => {
    setDrafts((all) => all.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const target = document.getElementById(`question-${Math.max(0, index - 1)}-legend`);
      (target ?? document.getElementById("add-question-button"))?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const objectiveIds = new Set(objectives.map((o) => o.id));
    const inputs = drafts.map((d) => toInput(d, objectiveIds));
    const next: Record<string, DraftErrors> = {};
    inputs.forEach((input, i) => {
      const draft = drafts[i]!;
      if (draft.type !== "short_answer" && draft.correct === null) {
        (next[draft.key] ??= {}).correctAnswer = "Choose the correct answer";
      }
      const parsed = questionSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? "other");
          const slot = (["stem", "options", "correctAnswer"].includes(field) ? field : "other") as keyof DraftErrors;
          const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
          (next[draft.key] ??= {})[slot] ??= message;
        }
      }
    });
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = drafts.findIndex((d) => next[d.key]);
      requestAnimationFrame(() => document.getElementById(`question-${first}-legend`)?.focus());
      return;
    }
    save.mutate(inputs);
  };

  const invalidCount = Object.keys(errors).length;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader className="pr-8">
        <DialogTitle>Edit questions</DialogTitle>
        <DialogDescription>
          {assessment.title} · {ASSESSMENT_TYPE_LABELS[assessment.type] ?? assessment.type}
        </DialogDescription>
      </DialogHeader>

      {invalidCount > 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {invalidCount === 1 ? "1 question needs" : `${invalidCount} questions need`} correcting before saving.
        </p>
      )}

      {drafts.length === 0 ? (
        <p className="text-sm text-gray-600">This assessment has no questions yet.</p>
      ) : (
        <ol className="space-y-4">
          {drafts.map((draft, index) => (
            <li key={draft.key}>
              <QuestionFields
                draft={draft}
                index={index}
                errors={errors[draft.key]}
                objectives={objectives}
                onChange={(change) => update(draft.key, change)}
                onRemove={() => removeQuestion(index)}
              />
            </li>
          ))}
        </ol>
      )}

      <div>
        <Button id="add-question-button" variant="outline" onClick={addQuestion}>
          <Plus aria-hidden="true" />
          Add Question
        </Button>
      </div>

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Questions"}
        </Button>
      </DialogFooter>
    </form>
  );
}
