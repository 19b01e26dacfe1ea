/**
 * The lesson form's values and rules (SPEC §2 "Course editor", lesson dialog). The form holds
 * text as typed; `lessonFormSchema` checks it with the API's own lesson rules (common/lesson.ts),
 * and `toLessonBody` turns valid values into the body of POST /api/modules/:id/lessons or
 * PATCH /api/lessons/:id.
 */
import { z } from "zod";
import type { Assessment } from "@common/assessment-schemas";
import type { CreateLessonInput, Lesson, LessonType } from "@common/editor-schemas";
import { lessonContentSchema, LESSON_TYPES } from "@common/lesson";
import { assessmentLessonHtml, linkedAssessmentId } from "../lesson-meta";
import { sentence } from "@/lib/messages";

export interface LessonFormValues {
  title: string;
  type: LessonType;
  contentHtml: string;
  videoUrl: string;
  captionsUrl: string;
  /** Minutes as typed; '' = unknown. */
  duration: string;
  /** Id of the linked assessment as text; '' = none. */
  assessmentId: string;
}

const optionalUrl = (schema: typeof lessonContentSchema.shape.videoUrl) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === "") return;
    const parsed = schema.safeParse(value.trim());
    if (!parsed.success) ctx.addIssue({ code: "custom", message: sentence(parsed.error.issues[0]!.message) });
  });

/**
 * Rules of the form, by field: title as the API's (required, at most 200 characters), URLs
 * http(s), duration a whole number of minutes; a video lesson needs its video URL, and an
 * assessment lesson its linked assessment when the course has any (`assessmentCount`).
 */
export function lessonFormSchema(assessmentCount: number) {
  return z
    .object({
      title: z.string().superRefine((value, ctx) => {
        const parsed = lessonContentSchema.shape.title.safeParse(value);
        if (!parsed.success) {
          const message = value.trim() === "" ? "Title is required" : sentence(parsed.error.issues[0]!.message);
          ctx.addIssue({ code: "custom", message });
        }
      }),
      type: z.enum(LESSON_TYPES),
      contentHtml: z.string(),
      videoUrl: optionalUrl(lessonContentSchema.shape.videoUrl),
      captionsUrl: optionalUrl(lessonContentSchema.shape.captionsUrl),
      duration: z
        .string()
        .refine(
          (value) => value.trim() === "" || (Number.isInteger(Number(value)) && Number(value) >= 0),
          "Duration must be a whole number of minutes",
        ),
      assessmentId: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.type === "video" && values.videoUrl.trim() === "") {
        ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "Video URL is required for a video lesson" });
      }
      if (values.type === "assessment" && assessmentCount > 0 && values.assessmentId === "") {
        ctx.addIssue({ code: "custom", path: ["assessmentId"], message: "Choose the assessment this lesson links to" });
      }
    });
}

/** The form's first values: the lesson's, or a new text lesson's. */
export function lessonFormDefaults(lesson: Lesson | null, assessments: readonly Assessment[]): LessonFormValues {
  const linked = lesson?.type === "assessment" ? linkedAssessmentId(lesson, assessments) : null;
  return {
    title: lesson?.title ?? "",
    type: lesson?.type ?? "text",
    contentHtml: lesson?.type === "text" ? lesson.contentHtml : "",
    videoUrl: lesson?.videoUrl ?? "",
    captionsUrl: lesson?.captionsUrl ?? "",
    duration: lesson?.durationMinutes != null ? String(lesson.durationMinutes) : "",
    assessmentId: linked ? String(linked) : "",
  };
}

/**
 * The request body of valid form values. Fields of the other lesson types are cleared (a text
 * lesson keeps no video URL); an assessment lesson's body is the link to its assessment. A video
 * lesson that was a video lesson keeps its body (e.g. an imported transcript): it is not sent.
 */
export function toLessonBody(
  values: LessonFormValues,
  assessments: readonly Assessment[],
  previousType: LessonType | null,
): CreateLessonInput {
  const minutes = values.duration.trim() === "" ? null : Number(values.duration);
  const base = { title: values.title, type: values.type, durationMinutes: minutes };
  if (values.type === "text") return { ...base, contentHtml: values.contentHtml, videoUrl: null, captionsUrl: null };
  if (values.type === "video") {
    return {
      ...base,
      ...(previousType !== "video" && { contentHtml: "" }),
      videoUrl: values.videoUrl.trim() || null,
      captionsUrl: values.captionsUrl.trim() || null,
    };
  }
  const linked = assessments.find((a) => String(a.id) === values.assessmentId);
  return { ...base, contentHtml: linked ? assessmentLessonHtml(linked) : "", videoUrl: null, captionsUrl: null };
}
