/**
 * Builds the starter HTML of a template lesson: an h2 (lessons sit under the page's h1, so no
 * heading level is skipped), an introduction, a list and a closing paragraph. The output is
 * already in the form the lesson sanitiser keeps unchanged.
 */
import type { LessonType } from "../../../../common/editor-schemas.ts";
import type { TemplateLesson, TemplateModule } from "../../../../common/template-schemas.ts";

/** The text of one starter lesson; plain text, or inline <strong>/<em> only. */
export interface LessonText {
  intro: string;
  /** Sentence introducing the list. */
  listLead: string;
  points: readonly string[];
  /** Ordered steps rather than bullet points. */
  ordered?: boolean;
  closing: string;
  type?: LessonType;
}

/** One template lesson with its HTML body. */
export function lesson(title: string, durationMinutes: number, text: LessonText): TemplateLesson {
  const list = text.ordered ? "ol" : "ul";
  const items = text.points.map((p) => `<li>${p}</li>`).join("");
  return {
    title,
    type: text.type ?? "text",
    durationMinutes,
    contentHtml: `<h2>${title}</h2><p>${text.intro}</p><p>${text.listLead}</p><${list}>${items}</${list}><p>${text.closing}</p>`,
  };
}

/** One template module. */
export function module(title: string, description: string, lessons: TemplateLesson[]): TemplateModule {
  return { title, description, lessons };
}
