/** The template as the API returns it (SPEC §7 GET /api/templates). */
import type { Template, TemplateCategory, TemplateContent } from "../../common/template-schemas.ts";
import type { templates } from "../db/schema.ts";

/** Presents a templates row; a row without content gets an empty one. */
export function presentTemplate(row: typeof templates.$inferSelect): Template {
  const content = (row.content ?? {}) as Partial<TemplateContent>;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as TemplateCategory,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    content: { modules: content.modules ?? [], objectives: content.objectives ?? [] },
  };
}
