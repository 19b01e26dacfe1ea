/**
 * The editor of one assessment: its title, type and module, and its questions (multiple choice,
 * true/false, short answer) with their correct answers, feedback and the objectives they measure;
 * questions are added, deleted and moved up or down. Save sends the details and the whole ordered
 * question list in one PATCH /api/assessments/:id.
 */
import { useId, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { type Assessment, type QuestionInput } from "@common/assessment-schemas";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AssessmentDetailsFields, NO_MODULE, detailsBody, useAssessmentDetails } from "./assessment-details-fields";
import { checkDrafts } from "./question-draft";
import { useQuestionDrafts } from "./use-question-drafts";
import { QuestionFields } from "./question-fields";
import { api } from "@/lib/api";
import { useEditorMutation, useModules, useObjectives } from "../queries";

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
  const id = useId();
  const { objectives } = useObjectives(courseId);
  const { modules } = useModules(courseId);
  const details = useAssessmentDetails(() => ({
    title: assessment.title,
    type: assessment.type,
    moduleId: assessment.moduleId === null ? NO_MODULE : String(assessment.moduleId),
  }));
  const questions = useQuestionDrafts(assessment.questions);
  const { drafts, errors, setErrors, announcement } = questions;
  const save = useEditorMutation(
    (body: ReturnType<typeof detailsBody> & { questions: QuestionInput[] }) =>
      api.assessments.update(assessment.id, body),
    {
      success: (saved) => ({
        title: "Assessment Saved",
        description: `"${saved.title}" and its questions have been saved.`,
      }),
      failure: { title: "Save Failed" },
      onSuccess: onClose,
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const titleValid = details.validate();
    const { inputs, errors: next } = checkDrafts(drafts, new Set(objectives.map((o) => o.id)));
    setErrors(next);
    if (!titleValid) {
      requestAnimationFrame(() => document.getElementById(`${id}-title`)?.focus());
      return;
    }
    if (Object.keys(next).length > 0) {
      const first = drafts.findIndex((d) => next[d.key]);
      requestAnimationFrame(() => document.getElementById(`question-${first}-legend`)?.focus());
      return;
    }
    save.mutate({ ...detailsBody(details.details), questions: inputs });
  };

  const invalidCount = Object.keys(errors).length;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader className="pr-8">
        <DialogTitle>Edit assessment</DialogTitle>
        <DialogDescription>
          Its details and questions. Move questions up or down to change the order students see.
        </DialogDescription>
      </DialogHeader>

      <fieldset className="grid gap-4 rounded-lg border border-border p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">Details</legend>
        <AssessmentDetailsFields idPrefix={id} state={details} modules={modules} />
      </fieldset>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

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
                count={drafts.length}
                errors={errors[draft.key]}
                objectives={objectives}
                onChange={(change) => questions.update(draft.key, change)}
                onRemove={() => questions.remove(index)}
                onMove={(step) => questions.move(index, step)}
              />
            </li>
          ))}
        </ol>
      )}

      <div>
        <Button id="add-question-button" variant="outline" onClick={questions.add}>
          <Plus aria-hidden="true" />
          Add Question
        </Button>
      </div>

      <FormDialogFooter pending={save.isPending} onCancel={onClose} submitLabel="Save Assessment" />
    </form>
  );
}
