import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { CheckCircle2, LayoutTemplate, Lightbulb, Loader2, Sparkles } from "lucide-react";
import { COURSE_LEVELS, COURSE_LEVEL_LABELS, DEFAULT_LEVEL, TOASTS } from "@common/constants";
import { createCourseSchema, type CreateCourseInput } from "@common/schemas";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toast } from "@/hooks/use-toast";
import { api, queryKeys } from "@/lib/api";
import { sentence } from "@/lib/messages";

const QUICK_START_TIPS = [
  "Write a title students would recognise in a course catalogue.",
  "Say in the description who the course is for and what they will be able to do by the end.",
  "Give the duration in weeks or hours so pacing suggestions fit your schedule.",
] as const;

const AI_HELP = [
  "Measurable learning objectives using Bloom's taxonomy verbs",
  "A module structure with lesson outlines",
  "Quiz questions aligned to your objectives",
  "Accessibility checks against WCAG 2.1 AA",
  "A quality score across six dimensions",
] as const;

/** A destructive toast for a form that failed validation (SPEC §8 "Missing Information"). */
function warnInvalid(fieldErrors: FieldErrors<CreateCourseInput>): void {
  if (fieldErrors.title || fieldErrors.description) {
    toast({ ...TOASTS.missingInformationCourse, variant: "destructive" });
    return;
  }
  const first = Object.values(fieldErrors)[0];
  toast({
    title: "Check the form",
    description: sentence(typeof first?.message === "string" ? first.message : undefined) ?? "Some values are invalid.",
    variant: "destructive",
  });
}

/** /create-course (SPEC §2 "Create Course", §5). The owner comes from the session, so no userId is sent. */
export default function CreateCoursePage() {
  useDocumentTitle("Create Course");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateCourseInput, unknown, ReturnType<typeof createCourseSchema.parse>>({
    resolver: zodResolver(createCourseSchema),
    defaultValues: { title: "", description: "", duration: "", level: DEFAULT_LEVEL },
  });

  const createCourse = useMutation({
    mutationFn: (body: ReturnType<typeof createCourseSchema.parse>) => api.courses.create(body),
    onSuccess: async () => {
      toast(TOASTS.courseCreated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      navigate("/dashboard");
    },
    onError: () => {
      toast({ ...TOASTS.courseCreateFailed, variant: "destructive" });
    },
  });

  const pending = createCourse.isPending;

  return (
    <>
      <PageHeader
        title="Create Course"
        description="Start with the basics. You can add modules, lessons and objectives in the course editor."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>Course details</CardTitle>
            <p className="text-sm text-gray-600">
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">required</span> are required.
            </p>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onSubmit={handleSubmit((values) => createCourse.mutate(values), warnInvalid)}
              className="space-y-5"
            >
              <div className="space-y-2">
                <Label htmlFor="course-title">
                  Course Title{" "}
                  <span aria-hidden="true" className="text-red-700">
                    *
                  </span>
                </Label>
                <Input
                  id="course-title"
                  placeholder="e.g., Introduction to Data Science"
                  aria-required="true"
                  aria-invalid={errors.title ? "true" : undefined}
                  aria-describedby={errors.title ? "course-title-error" : undefined}
                  {...register("title")}
                />
                {errors.title && (
                  <p id="course-title-error" className="text-sm text-red-700">
                    {sentence(errors.title.message)}
                  </p>
                )}
              </div>

              <div className="space-y-2">
                <Label htmlFor="course-description">
                  Description{" "}
                  <span aria-hidden="true" className="text-red-700">
                    *
                  </span>
                </Label>
                <Textarea
                  id="course-description"
                  rows={5}
                  placeholder="What will students learn, and who is the course for?"
                  aria-required="true"
                  aria-invalid={errors.description ? "true" : undefined}
                  aria-describedby={errors.description ? "course-description-error" : undefined}
                  {...register("description")}
                />
                {errors.description && (
                  <p id="course-description-error" className="text-sm text-red-700">
                    {sentence(errors.description.message)}
                  </p>
                )}
              </div>

              <DurationAndLevelFields register={register} control={control} />

              <FormActions pending={pending} onNavigate={navigate} />
            </form>
          </CardContent>
        </Card>

        <CreateCourseTips />
      </div>
    </>
  );
}

/** Duration (free text, SPEC §3) and difficulty level. */
function DurationAndLevelFields({
  register,
  control,
}: {
  register: UseFormRegister<CreateCourseInput>;
  control: Control<CreateCourseInput>;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="course-duration">Duration</Label>
        <Input
          id="course-duration"
          placeholder="e.g., 8 weeks"
          aria-describedby="course-duration-hint"
          {...register("duration")}
        />
        <p id="course-duration-hint" className="text-xs text-gray-600">
          Optional. Weeks or hours of study; 4 weeks if left blank.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="course-level">Difficulty Level</Label>
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <Select value={field.value ?? DEFAULT_LEVEL} onValueChange={field.onChange}>
              <SelectTrigger id="course-level" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {COURSE_LEVELS.map((level) => (
                  <SelectItem key={level} value={level}>
                    {COURSE_LEVEL_LABELS[level]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
    </div>
  );
}

/** Browse Templates, Cancel and Create Course. */
function FormActions({ pending, onNavigate }: { pending: boolean; onNavigate: (to: string) => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="secondary" onClick={() => onNavigate("/templates")}>
        <LayoutTemplate aria-hidden="true" />
        Browse Templates
      </Button>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => onNavigate("/dashboard")}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {pending ? "Creating..." : "Create Course"}
        </Button>
      </div>
    </div>
  );
}

/** Quick Start Tips and what the AI will help with. */
function CreateCourseTips() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="size-5 text-indigo-700" aria-hidden="true" />
            Quick Start Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {QUICK_START_TIPS.map((tip) => (
              <li key={tip} className="text-sm text-gray-700">
                {tip}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="border-indigo-100 bg-indigo-50/60">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="size-5 text-indigo-700" aria-hidden="true" />
            AI Will Help With
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2">
            {AI_HELP.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-gray-700">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
