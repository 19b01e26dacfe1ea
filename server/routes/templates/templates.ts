/** Templates API (SPEC §7 GET /api/templates): the seeded template library, for signed-in users. */
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Template, TemplateCategory, TemplateContent } from "../../../common/template-schemas.ts";
import { requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { templates } from "../../db/schema.ts";

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

/** Registers GET /api/templates. */
export async function templateRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/templates", async () => {
    const rows = await db.select().from(templates).orderBy(asc(templates.id));
    return rows.map(presentTemplate);
  });
}
