/** Course templates as `GET /api/templates` returns them (SPEC §2 "Templates", §3, §7). */
import { z } from "zod";
import type { LessonType } from "./editor-schemas.ts";
import { requiredText } from "./schema-helpers.ts";

/** Template categories, each with its own card style (SPEC §2 "Templates"). */
export const TEMPLATE_CATEGORIES = ["corporate", "online", "workshop", "academic"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A lesson of a template module; posted as is in a new module's `lessons`. */
export interface TemplateLesson {
  title: string;
  type: LessonType;
  contentHtml: string;
  durationMinutes: number;
  videoUrl?: string;
}

/** A module of a template (SPEC §3: title, description, lessons). */
export interface TemplateModule {
  title: string;
  description: string;
  lessons: TemplateLesson[];
}

/** What a template holds (SPEC §3 templates.content). */
export interface TemplateContent {
  modules: TemplateModule[];
  /** Measurable objectives, "Students will be able to" + a Bloom verb. */
  objectives: string[];
}

/** A template as the API returns it. `imageUrl` is a path under the site, e.g. /images/templates/x.svg. */
export interface Template {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  category: TemplateCategory;
  imageUrl: string | null;
  imageAlt: string | null;
  content: TemplateContent;
}

/** Body of `POST /api/templates/:id/courses` (Use Template): an optional title, default the template's. */
export const useTemplateSchema = z.object({ title: requiredText("title", 200).optional() }).default({});
