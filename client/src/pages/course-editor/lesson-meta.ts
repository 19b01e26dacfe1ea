import { escapeHtml } from "@common/html";
import { ClipboardCheck, FileText, PlayCircle, type LucideIcon } from "lucide-react";
import type { Assessment, AssessmentType } from "@common/assessment-schemas";
import type { Lesson, LessonType } from "@common/editor-schemas";

export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  text: "Text",
  video: "Video",
  assessment: "Assessment",
};

export const LESSON_TYPE_ICONS: Record<LessonType, LucideIcon> = {
  text: FileText,
  video: PlayCircle,
  assessment: ClipboardCheck,
};

/** The body of an assessment lesson: a paragraph naming the linked assessment. */
export function assessmentLessonHtml(assessment: Pick<Assessment, "id" | "title">): string {
  return `<p data-assessment-id="${assessment.id}">Assessment: ${escapeHtml(assessment.title)}</p>`;
}

/**
 * The assessment an assessment lesson links to: by its data-assessment-id, or, when the stored
 * HTML lost that attribute (the server's sanitiser may drop data-* attributes), by the
 * "Assessment: TITLE" text.
 */
export function linkedAssessmentId(
  lesson: Pick<Lesson, "contentHtml">,
  assessments: readonly Assessment[],
): number | null {
  const html = lesson.contentHtml ?? "";
  const byId = /data-assessment-id="(\d+)"/.exec(html);
  if (byId) {
    const id = Number(byId[1]);
    if (assessments.some((a) => a.id === id)) return id;
  }
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
  const byTitle = /^Assessment: ([\s\S]+)$/.exec(text);
  if (byTitle) {
    const match = assessments.find((a) => a.title === byTitle[1]!.trim());
    if (match) return match.id;
  }
  return null;
}

export const ASSESSMENT_TYPE_LABELS: Record<AssessmentType, string> = {
  quiz: "Quiz",
  exam: "Exam",
  assignment: "Assignment",
  practice: "Practice",
  discussion: "Discussion",
  project: "Project",
};
