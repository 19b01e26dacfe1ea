import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import {
  LESSON_TYPES,
  type CourseModule,
  type CreateLessonInput,
  type Lesson,
  type ModuleLesson,
} from "@common/editor-schemas";
import { Button } from "@/components/ui/button";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { LESSON_TYPE_LABELS } from "../lesson-meta";
import { api, errorMessage, queryKeys } from "@/lib/api";
import { useAssessments, useEditorMutation } from "../queries";
import { AssessmentLessonFields, TextLessonFields, VideoLessonFields } from "./lesson-body-fields";
import { lessonFormDefaults, lessonFormSchema, toLessonBody, type LessonFormValues } from "./lesson-form-schema";

/** Which lesson the dialog edits: `lesson: null` adds a new one to `module`. */
export interface LessonEditorTarget {
  module: CourseModule;
  /** As the module list has it: without its body, which the dialog reads (GET /api/lessons/:id). */
  lesson: ModuleLesson | null;
}

export function LessonEditorDialog({
  courseId,
  target,
  onClose,
  onCloseAutoFocus,
}: {
  courseId: number;
  target: LessonEditorTarget | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[92vh] max-w-3xl overflow-y-auto"
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={(event) => {
          // Escape in the link/image panel closes that panel only.
          if (event.target instanceof Element && event.target.closest("[data-editor-panel]")) event.preventDefault();
        }}
      >
        {target && (
          <LessonLoader
            key={`${target.module.id}-${target.lesson?.id ?? "new"}`}
            courseId={courseId}
            target={target}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Reads the lesson's body when the dialog opens an existing lesson (module lists leave bodies out,
 * issue #13), then shows the form.
 */
function LessonLoader({
  courseId,
  target,
  onClose,
}: {
  courseId: number;
  target: LessonEditorTarget;
  onClose: () => void;
}) {
  const lessonId = target.lesson?.id ?? null;
  const { data, isError, error, refetch } = useQuery({
    queryKey: queryKeys.lesson(lessonId ?? 0),
    queryFn: () => api.lessons.get(lessonId ?? 0),
    enabled: lessonId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  if (lessonId === null)
    return <LessonForm courseId={courseId} module={target.module} lesson={null} onClose={onClose} />;
  if (data) return <LessonForm courseId={courseId} module={target.module} lesson={data} onClose={onClose} />;
  return (
    <DialogHeader className="pr-8">
      <DialogTitle>Edit Lesson</DialogTitle>
      <DialogDescription>Module: {target.module.title}</DialogDescription>
      {isError ? (
        <div role="alert" className="space-y-3 text-sm text-red-800">
          <p>{errorMessage(error, "Could not load the lesson.")}</p>
          <Button type="button" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-gray-700">
          Loading the lesson...
        </p>
      )}
    </DialogHeader>
  );
}

function LessonForm({
  courseId,
  module,
  lesson,
  onClose,
}: {
  courseId: number;
  module: CourseModule;
  lesson: Lesson | null;
  onClose: () => void;
}) {
  const id = useId();
  const { assessments } = useAssessments(courseId);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LessonFormValues>({
    resolver: zodResolver(lessonFormSchema(assessments.length)),
    defaultValues: lessonFormDefaults(lesson, assessments),
    // An error clears as soon as the field is corrected (issue #9: "Title is required" stayed).
    reValidateMode: "onChange",
  });
  const type = watch("type");

  const save = useEditorMutation(
    (body: CreateLessonInput) => (lesson ? api.lessons.update(lesson.id, body) : api.lessons.create(module.id, body)),
    {
      success: lesson
        ? { title: "Lesson Saved", description: "Your changes to the lesson have been saved." }
        : { title: "Lesson Added", description: `The lesson was added to "${module.title}".` },
      failure: { title: "Save Failed" },
      onSuccess: onClose,
    },
  );
  const onSubmit = handleSubmit((values) => save.mutate(toLessonBody(values, assessments, lesson?.type ?? null)));
  const invalid = (field: "title" | "duration") => invalidProps(`${id}-${field}-error`, errors[field]?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader className="pr-8">
        <DialogTitle>{lesson ? "Edit Lesson" : "Add Lesson"}</DialogTitle>
        <DialogDescription>Module: {module.title}</DialogDescription>
      </DialogHeader>

      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Please correct the highlighted fields.
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="space-y-2">
          <Label htmlFor={`${id}-title`}>Lesson title</Label>
          <Input id={`${id}-title`} autoFocus {...register("title")} {...invalid("title")} />
          <FieldError id={`${id}-title-error`} error={errors.title?.message} />
        </div>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <LabeledSelect
              id={`${id}-type`}
              label="Lesson type"
              value={field.value}
              onValueChange={field.onChange}
              options={LESSON_TYPES.map((t) => ({ value: t, label: LESSON_TYPE_LABELS[t] }))}
            />
          )}
        />
      </div>

      {type === "text" && <TextLessonFields id={id} control={control} courseId={courseId} />}
      {type === "video" && <VideoLessonFields id={id} register={register} errors={errors} />}
      {type === "assessment" && (
        <AssessmentLessonFields id={id} control={control} errors={errors} assessments={assessments} />
      )}

      <div className="max-w-48 space-y-2">
        <Label htmlFor={`${id}-duration`}>Duration (minutes)</Label>
        <Input
          id={`${id}-duration`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register("duration")}
          {...invalid("duration")}
        />
        <FieldError id={`${id}-duration-error`} error={errors.duration?.message} />
      </div>

      <FormDialogFooter pending={save.isPending} onCancel={onClose} submitLabel="Save Lesson" />
    </form>
  );
}
