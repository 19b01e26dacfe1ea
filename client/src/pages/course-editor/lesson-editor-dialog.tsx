import { Suspense, lazy, useId, useState, type FormEvent } from "react";
import {
  LESSON_TYPES,
  createLessonSchema,
  updateLessonSchema,
  type CourseModule,
  type Lesson,
  type LessonType,
} from "@common/editor-schemas";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { assessmentLessonHtml, LESSON_TYPE_LABELS, linkedAssessmentId } from "./lesson-meta";
import { sendJson, useAssessments, useEditorMutation } from "./queries";

/** TipTap is large; it loads when the first text lesson is opened, not with the app. */
const RichTextEditor = lazy(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

/** Which lesson the dialog edits: `lesson: null` adds a new one to `module`. */
export interface LessonEditorTarget {
  module: CourseModule;
  lesson: Lesson | null;
}

type FieldErrors = Partial<
  Record<"title" | "videoUrl" | "captionsUrl" | "durationMinutes" | "assessment" | "form", string>
>;

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
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
          <LessonForm
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

function LessonForm({
  courseId,
  target,
  onClose,
}: {
  courseId: number;
  target: LessonEditorTarget;
  onClose: () => void;
}) {
  const id = useId();
  const { module, lesson } = target;
  const { assessments } = useAssessments(courseId);
  const [title, setTitle] = useState(lesson?.title ?? "");
  const [type, setType] = useState<LessonType>(lesson?.type ?? "text");
  const [html, setHtml] = useState(lesson?.type === "text" ? lesson.contentHtml : "");
  const [videoUrl, setVideoUrl] = useState(lesson?.videoUrl ?? "");
  const [captionsUrl, setCaptionsUrl] = useState(lesson?.captionsUrl ?? "");
  const [duration, setDuration] = useState(lesson?.durationMinutes != null ? String(lesson.durationMinutes) : "");
  const [assessmentId, setAssessmentId] = useState<string>(() => {
    const linked = lesson?.type === "assessment" ? linkedAssessmentId(lesson, assessments) : null;
    return linked ? String(linked) : "";
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Typing into a field clears its error at once (issue #9: "Title is required" stayed after typing). */
  const edited = (field: keyof FieldErrors) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const save = useEditorMutation(
    (body: Record<string, unknown>) =>
      lesson
        ? sendJson<Lesson>("PATCH", `/api/lessons/${lesson.id}`, body)
        : sendJson<Lesson>("POST", `/api/modules/${module.id}/lessons`, body),
    {
      success: lesson
        ? { title: "Lesson Saved", description: "Your changes to the lesson have been saved." }
        : { title: "Lesson Added", description: `The lesson was added to "${module.title}".` },
      failure: { title: "Save Failed" },
      onSuccess: onClose,
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    const minutes = duration.trim() === "" ? null : Number(duration);
    if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0)) {
      next.durationMinutes = "Duration must be a whole number of minutes";
    }
    const body: Record<string, unknown> = { title, type, durationMinutes: Number.isFinite(minutes) ? minutes : null };
    if (type === "text") {
      Object.assign(body, { contentHtml: html, videoUrl: null, captionsUrl: null });
    } else if (type === "video") {
      Object.assign(body, { videoUrl: videoUrl.trim() || null, captionsUrl: captionsUrl.trim() || null });
      if (lesson && lesson.type !== "video") body.contentHtml = "";
    } else {
      const linked = assessments.find((a) => String(a.id) === assessmentId);
      if (!linked && assessments.length > 0) next.assessment = "Choose the assessment this lesson links to";
      Object.assign(body, {
        contentHtml: linked ? assessmentLessonHtml(linked) : "",
        videoUrl: null,
        captionsUrl: null,
      });
    }
    const parsed = (lesson ? updateLessonSchema : createLessonSchema).safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form") as keyof FieldErrors;
        next[field] ??= sentence(issue.message);
      }
    }
    if (type === "video" && !videoUrl.trim()) next.videoUrl ??= "Video URL is required for a video lesson";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(body);
  };

  const errorText = (field: keyof FieldErrors) => <FieldError id={`${id}-${field}-error`} error={errors[field]} />;
  const invalid = (field: keyof FieldErrors) => invalidProps(`${id}-${field}-error`, errors[field]);

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
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              edited("title");
            }}
            autoFocus
            {...invalid("title")}
          />
          {errorText("title")}
        </div>
        <LabeledSelect
          id={`${id}-type`}
          label="Lesson type"
          value={type}
          onValueChange={(value) => setType(value as LessonType)}
          options={LESSON_TYPES.map((t) => ({ value: t, label: LESSON_TYPE_LABELS[t] }))}
        />
      </div>

      {type === "text" && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-gray-900" id={`${id}-content-label`}>
            Lesson content
          </p>
          <Suspense
            fallback={
              <p className="h-56 rounded-md border border-input p-3 text-sm text-gray-600">Loading editor...</p>
            }
          >
            <RichTextEditor initialHtml={html} onChange={setHtml} describedBy={`${id}-content-hint`} />
          </Suspense>
          <p id={`${id}-content-hint`} className="text-xs text-gray-600">
            Use headings in order and describe every image; links should say where they lead.
          </p>
        </div>
      )}

      {type === "video" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-video`}>Video URL</Label>
            <Input
              id={`${id}-video`}
              type="url"
              value={videoUrl}
              onChange={(event) => {
                setVideoUrl(event.target.value);
                edited("videoUrl");
              }}
              placeholder="https://"
              {...invalid("videoUrl")}
            />
            {errorText("videoUrl")}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-captions`}>Captions URL (WebVTT)</Label>
            <Input
              id={`${id}-captions`}
              type="url"
              value={captionsUrl}
              onChange={(event) => {
                setCaptionsUrl(event.target.value);
                edited("captionsUrl");
              }}
              placeholder="https://.../captions.vtt"
              {...invalid("captionsUrl")}
            />
            {errorText("captionsUrl") ?? (
              <p className="text-xs text-gray-600">Captions make the video accessible (WCAG 1.2.2).</p>
            )}
          </div>
        </div>
      )}

      {type === "assessment" && (
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
              <Select
                value={assessmentId}
                onValueChange={(value) => {
                  setAssessmentId(value);
                  edited("assessment");
                }}
              >
                <SelectTrigger id={`${id}-assessment`} {...invalid("assessment")}>
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
            </>
          )}
          {errorText("assessment")}
        </div>
      )}

      <div className="max-w-48 space-y-2">
        <Label htmlFor={`${id}-duration`}>Duration (minutes)</Label>
        <Input
          id={`${id}-duration`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={duration}
          onChange={(event) => {
            setDuration(event.target.value);
            edited("durationMinutes");
          }}
          {...invalid("durationMinutes")}
        />
        {errorText("durationMinutes")}
      </div>
      {errorText("form")}

      <FormDialogFooter pending={save.isPending} onCancel={onClose} submitLabel="Save Lesson" />
    </form>
  );
}
