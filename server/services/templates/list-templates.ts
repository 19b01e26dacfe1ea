/** The template library (SPEC §7 GET /api/templates): every seeded template, in seed order. */
import { asc } from "drizzle-orm";
import type { Template } from "../../../common/template-schemas.ts";
import type { Database } from "../../db/client.ts";
import { templates } from "../../db/schema.ts";
import { presentTemplate } from "../../presenters/template.ts";

/** Lists the templates as the API shows them. */
export async function listTemplates(db: Database): Promise<Template[]> {
  const rows = await db.select().from(templates).orderBy(asc(templates.id));
  return rows.map(presentTemplate);
}
