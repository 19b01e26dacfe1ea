import { useId, useRef, useState, type FormEvent } from "react";
import { ClipboardList, ListChecks, Plus, Trash2 } from "lucide-react";
import { TOASTS } from "@common/constants";
import type { Assessment, CreateAssessmentInput } from "@common/assessment-schemas";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { AssessmentDetailsFields, NO_MODULE, detailsBody, useAssessmentDetails } from "./assessment-details-fields";
import { AssessmentEditorDialog } from "./assessment-editor-dialog";
import { ASSESSMENT_TYPE_LABELS } from "../lesson-meta";
import { api } from "@/lib/api";
import { useAssessments, useEditorMutation, useModules } from "../queries";

/** Assessment Tools card: the course's assessments, Add Assessment, and the question editor. */
export function AssessmentsCard({ courseId }: { courseId: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { assessments, isLoading } = useAssessments(courseId);
  const { modules } = useModules(courseId);
  const [editing, setEditing] = useState<Assessment | null>(null);
  const [toDelete, setToDelete] = useState<Assessment | null>(null);
  const editFocus = useReturnFocus(heading);
  const deleteFocus = useReturnFocus(heading);

  const remove = useEditorMutation((a: Assessment) => api.assessments.remove(a.id), {
    success: (_r, a) => ({ title: "Assessment Deleted", description: `"${a.title}" was removed.` }),
    failure: { title: "Delete Failed", description: "Could not delete the assessment. Please try again." },
    onSuccess: () => setToDelete(null),
  });

  const moduleTitle = (id: number | null) => modules.find((m) => m.id === id)?.title;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle ref={heading} tabIndex={-1} className="focus:outline-none">
          Assessment Tools
        </CardTitle>
        <AddAssessmentDialog courseId={courseId} />
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : assessments.length === 0 ? (
          <p className="text-sm text-gray-600">
            No assessments yet. Add a quiz, assignment or project and write questions aligned to your objectives.
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Assessments">
            {assessments.map((assessment) => {
              const module = moduleTitle(assessment.moduleId);
              const n = assessment.questions.length;
              return (
                <li
                  key={assessment.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3"
                >
                  <ClipboardList className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-gray-900">{assessment.title}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                      <Badge variant="secondary">{ASSESSMENT_TYPE_LABELS[assessment.type] ?? assessment.type}</Badge>
                      <span>
                        {n} {n === 1 ? "question" : "questions"}
                      </span>
                      {module && <span className="break-words">· {module}</span>}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit assessment ${assessment.title}`}
                      onClick={() => {
                        editFocus.capture();
                        setEditing(assessment);
                      }}
                    >
                      <ListChecks aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={`Delete assessment ${assessment.title}`}
                      onClick={() => {
                        deleteFocus.capture();
                        setToDelete(assessment);
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>

      <AssessmentEditorDialog
        courseId={courseId}
        assessment={editing}
        onClose={() => setEditing(null)}
        onCloseAutoFocus={editFocus.onCloseAutoFocus}
      />

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete assessment"
        description={`Are you sure you want to delete "${toDelete?.title ?? ""}" and its questions? This action cannot be undone.`}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCloseAutoFocus={deleteFocus.onCloseAutoFocus}
      />
    </Card>
  );
}

function AddAssessmentDialog({ courseId }: { courseId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Assessment
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <AddAssessmentForm courseId={courseId} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function AddAssessmentForm({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const id = useId();
  const { modules } = useModules(courseId);
  const details = useAssessmentDetails(() => ({ title: "", type: "quiz", moduleId: NO_MODULE }));
  const create = useEditorMutation((body: CreateAssessmentInput) => api.assessments.create(body), {
    success: (a) => ({ title: "Assessment Created", description: `"${a.title}" is ready for questions.` }),
    failure: TOASTS.assessmentFailed,
    onSuccess: onDone,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.validate()) {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    create.mutate({ courseId, ...detailsBody(details.details), questions: [] });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader className="pr-8">
        <DialogTitle>Add Assessment</DialogTitle>
        <DialogDescription>Create the assessment, then add its questions.</DialogDescription>
      </DialogHeader>
      <AssessmentDetailsFields idPrefix={id} state={details} modules={modules} />
      <FormDialogFooter
        pending={create.isPending}
        onCancel={onDone}
        submitLabel="Create Assessment"
        pendingLabel="Creating..."
      />
    </form>
  );
}
