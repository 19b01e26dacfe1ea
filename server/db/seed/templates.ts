/**
 * The template library (SPEC §2 "Templates", §3): eight starter courses across the corporate,
 * online, workshop and academic categories, each with modules, lessons with real starter content
 * and measurable objectives. Seeded at start-up, idempotently (upsert by slug), so an edited seed
 * reaches existing databases and no template is ever duplicated.
 */
import { sql } from "drizzle-orm";
import type { TemplateCategory, TemplateContent } from "../../../common/template-schemas.ts";
import type { Executor } from "../executor.ts";
import { templates } from "../schema.ts";
import { academicWriting, researchMethods } from "./template-content/academic.ts";
import { dataLiteracy, workplaceSafety } from "./template-content/corporate.ts";
import { onlineCourseDesign, pythonProgramming } from "./template-content/online.ts";
import { designThinking, inclusiveTeaching } from "./template-content/workshop.ts";

/** One seeded template; its image is client/public/images/templates/<slug>.svg. */
export interface TemplateSeed {
  slug: string;
  title: string;
  description: string;
  category: TemplateCategory;
  /** Text alternative of the card image. */
  imageAlt: string;
  content: TemplateContent;
}

/** Every seeded template, in the order the library lists them. */
export const TEMPLATE_SEEDS: readonly TemplateSeed[] = [
  academicWriting,
  dataLiteracy,
  onlineCourseDesign,
  designThinking,
  researchMethods,
  workplaceSafety,
  pythonProgramming,
  inclusiveTeaching,
];

/** Site path of a template's card image. */
export function templateImageUrl(slug: string): string {
  return `/images/templates/${slug}.svg`;
}

/**
 * Inserts or updates every template of {@link TEMPLATE_SEEDS} in one statement (upsert by slug).
 * Idempotent; templates added by other means are left alone.
 */
export async function seedTemplates(db: Executor): Promise<void> {
  await db
    .insert(templates)
    .values(
      TEMPLATE_SEEDS.map((t) => ({
        slug: t.slug,
        title: t.title,
        description: t.description,
        category: t.category,
        imageUrl: templateImageUrl(t.slug),
        imageAlt: t.imageAlt,
        content: t.content,
      })),
    )
    .onConflictDoUpdate({
      target: templates.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        imageUrl: sql`excluded.image_url`,
        imageAlt: sql`excluded.image_alt`,
        content: sql`excluded.content`,
      },
    });
}
