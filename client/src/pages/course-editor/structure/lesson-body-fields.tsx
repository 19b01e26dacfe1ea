/**
 * The part of the lesson form that depends on the lesson type (SPEC §3 "Lesson"): the rich-text
 * body of a text lesson, the video and captions URLs of a video lesson (WCAG 1.2.2), and the
 * linked assessment of an assessment lesson.
 */
import { Suspense, lazy } from "react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { Assessment } from "@common/assessment-schemas";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { LessonFormValues } from "./lesson-form-schema";

/** TipTap is large; it loads when the first text lesson is opened, not with the app. */
const RichTextEditor = lazy(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

interface BodyFieldsProps {
  id: string;
  control: Control<LessonFormValues>;
  register: UseFormRegister<LessonFormValues>;
  errors: FieldErrors<LessonFormValues>;
}

/** The text lesson's body; `courseId` lets the editor upload images into the course's files. */
export function TextLessonFields({
  id,
  control,
  courseId,
}: Pick<BodyFieldsProps, "id" | "control"> & { courseId: number }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-gray-900" id={`${id}-content-label`}>
        Lesson content
      </p>
      <Suspense
        fallback={<p className="h-56 rounded-md border border-input p-3 text-sm text-gray-600">Loading editor...</p>}
      >
        <Controller
          control={control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextEditor
              initialHtml={field.value}
              onChange={field.onChange}
              describedBy={`${id}-content-hint`}
              courseId={courseId}
            />
          )}
        />
      </Suspense>
      <p id={`${id}-content-hint`} className="text-xs text-gray-600">
        Use headings in order and describe every image; links should say where they lead.
      </p>
    </div>
  );
}

export function VideoLessonFields({ id, register, errors }: Omit<BodyFieldsProps, "control">) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor={`${id}-video`}>Video URL</Label>
        <Input
          id={`${id}-video`}
          type="url"
          placeholder="https://"
          {...register("videoUrl")}
          {...invalidProps(`${id}-videoUrl-error`, errors.videoUrl?.message)}
        />
        <FieldError id={`${id}-videoUrl-error`} error={errors.videoUrl?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-captions`}>Captions URL (WebVTT)</Label>
        <Input
          id={`${id}-captions`}
          type="url"
          placeholder="https://.../captions.vtt"
          {...register("captionsUrl")}
          {...invalidProps(`${id}-captionsUrl-error`, errors.captionsUrl?.message)}
        />
        {errors.captionsUrl ? (
          <FieldError id={`${id}-captionsUrl-error`} error={errors.captionsUrl.message} />
        ) : (
          <p className="text-xs text-gray-600">Captions make the video accessible (WCAG 1.2.2).</p>
        )}
      </div>
    </div>
  );
}

export function AssessmentLessonFields({
  id,
  control,
  errors,
  assessments,
}: Omit<BodyFieldsProps, "register"> & { assessments: readonly Assessment[] }) {
  const error = errors.assessmentId?.message;
  return (
    <div className="space-y-2">
      {assessments.length === 0 ? (
        <>
          <p className="text-sm font-medium text-gray-900">Linked assessment</p>
          <p className="text-sm text-gray-700">
            This course has no assessments yet. Create one under Assessment Tools, then link it here.
          </p>
        </>
      ) : (
        <>
          <Label htmlFor={`${id}-assessment`}>Linked assessment</Label>
          <Controller
            control={control}
            name="assessmentId"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={`${id}-assessment`} {...invalidProps(`${id}-assessment-error`, error)}>
                  <SelectValue placeholder="Choose an assessment" />
                </SelectTrigger>
                <SelectContent>
                  {assessments.map((a) => (
                    <SelectItem key={a.id} value={String(a.id)}>
                      {a.title}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </>
      )}
      <FieldError id={`${id}-assessment-error`} error={error} />
    </div>
  );
}
