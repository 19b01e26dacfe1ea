import { useId, useState, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { BarChart3, Clock, Download, GraduationCap, Layers, Pencil, Sparkles } from "lucide-react";
import { COURSE_LEVELS, COURSE_LEVEL_LABELS } from "@common/constants";
import { formatDuration } from "@common/course-stats";
import { updateCourseSchema, type Course, type CourseLevel, type UpdateCourseInput } from "@common/schemas";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { ImportReportDialog } from "@/components/import-report/import-report-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api";
import { useEditorMutation } from "./queries";
import { sentence } from "@/lib/messages";

/** The page's h1 with the description, the AI Optimized badge and the edit-details dialog. */
export function CourseHeader({ course, aiOptimized }: { course: Course; aiOptimized: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{course.title}</h1>
          {aiOptimized && (
            <Badge variant="secondary" className="gap-1">
              <Sparkles className="size-3.5" aria-hidden="true" />
              AI Optimized
            </Badge>
          )}
        </div>
        {course.description && <p className="mt-1 break-words text-gray-700">{course.description}</p>}
      </div>
      <div className="flex flex-wrap gap-2 self-start">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline">
              <Pencil aria-hidden="true" />
              Edit course details
            </Button>
          </DialogTrigger>
          <DialogContent>{open && <EditCourseForm course={course} onDone={() => setOpen(false)} />}</DialogContent>
        </Dialog>
        {/* IMS Common Cartridge 1.3, importable by Canvas, Blackboard, Moodle, D2L (DESIGN.md §3 "Publish"). */}
        <a href={`/api/courses/${course.id}/export.imscc`} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          Export Common Cartridge
        </a>
        {course.lmsType && <ImportReportDialog courseId={course.id} />}
      </div>
    </div>
  );
}

/** Edit course details: react-hook-form with the API's update schema; errors clear as fields are fixed. */
function EditCourseForm({ course, onDone }: { course: Course; onDone: () => void }) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateCourseInput, unknown, z.output<typeof updateCourseSchema>>({
    resolver: zodResolver(updateCourseSchema),
    defaultValues: {
      title: course.title,
      description: course.description ?? "",
      duration: course.duration ?? "",
      level: course.level,
    },
    reValidateMode: "onChange",
  });
  const save = useEditorMutation((body: UpdateCourseInput) => api.courses.update(course.id, body), {
    success: { title: "Course Updated", description: "The course details have been saved." },
    failure: { title: "Update Failed" },
    onSuccess: onDone,
  });

  type Field = "title" | "description" | "duration";
  const field = (name: Field) => invalidProps(`${id}-${name}-error`, errors[name]?.message);
  const error = (name: Field) => <FieldError id={`${id}-${name}-error`} error={sentence(errors[name]?.message)} />;

  return (
    <form onSubmit={handleSubmit((body) => save.mutate(body))} noValidate className="grid gap-4">
      <DialogHeader className="pr-8">
        <DialogTitle>Edit course details</DialogTitle>
        <DialogDescription>Title, description, duration and level of the course.</DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>Course Title</Label>
        <Input id={`${id}-title`} {...register("title")} {...field("title")} />
        {error("title")}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea id={`${id}-description`} {...register("description")} {...field("description")} />
        {error("description")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-duration`}>Duration</Label>
          <Input id={`${id}-duration`} placeholder="e.g., 8 weeks" {...register("duration")} {...field("duration")} />
          {error("duration")}
        </div>
        <Controller
          control={control}
          name="level"
          render={({ field: level }) => (
            <LabeledSelect
              id={`${id}-level`}
              label="Difficulty Level"
              value={(level.value ?? course.level) as CourseLevel}
              onValueChange={level.onChange}
              options={COURSE_LEVELS.map((l) => ({ value: l, label: COURSE_LEVEL_LABELS[l] }))}
            />
          )}
        />
      </div>
      <FieldError id={`${id}-form-error`} error={sentence(errors.root?.message)} />
      <FormDialogFooter pending={save.isPending} onCancel={onDone} submitLabel="Save Changes" />
    </form>
  );
}

/** Duration, Level, Modules and Progress tiles (SPEC §2 "Course editor"). */
export function StatTiles({ course, moduleCount }: { course: Course; moduleCount: number }) {
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile icon={<Clock />} label="Duration" value={formatDuration(course.duration)} />
      <Tile icon={<GraduationCap />} label="Level" value={COURSE_LEVEL_LABELS[course.level] ?? course.level} />
      <Tile icon={<Layers />} label="Modules" value={String(moduleCount)} />
      <Tile icon={<BarChart3 />} label="Progress" value={`${course.progress}%`} />
    </dl>
  );
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-white p-3 shadow-sm sm:p-4">
      <dt className="flex items-center gap-2 text-sm text-gray-600">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 [&_svg]:size-4"
          aria-hidden="true"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 truncate text-lg font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
