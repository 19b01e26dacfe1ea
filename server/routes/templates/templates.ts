/**
 * Templates API: the seeded template library (SPEC §7 GET /api/templates) and Use Template as one
 * request (`POST /api/templates/:id/courses`, issue #9), for signed-in users.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { useTemplateSchema } from "../../../common/template-schemas.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { createCourseFromTemplate } from "../../services/templates/create-course-from-template.ts";
import { listTemplates } from "../../services/templates/list-templates.ts";

/** Registers GET /api/templates and POST /api/templates/:id/courses. */
export async function templateRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/templates", async () => listTemplates(db));

  api.post(
    "/api/templates/:id/courses",
    {
      schema: { params: idParamSchema, body: useTemplateSchema },
      config: { audit: { action: "course.create", resource: "course" } },
    },
    async (request, reply) => {
      const course = await createCourseFromTemplate(db, currentUser(request).id, request.params.id, request.body.title);
      request.audit.resourceId = String(course.id);
      request.audit.details = { title: course.title, templateId: request.params.id };
      return reply.status(201).send(course);
    },
  );
}
