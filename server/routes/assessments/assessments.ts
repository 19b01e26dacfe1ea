/**
 * Assessments API (SPEC §7 POST /api/assessments; DESIGN.md §3 "assessments with real
 * questions"): create, list per course, edit and delete. Questions are validated by the shared
 * zod schema, then against the course (objectiveIds, moduleId) by the commands in
 * services/course-editor/assessment-commands.ts.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createAssessmentSchema, updateAssessmentSchema } from "../../../common/assessment-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import {
  createAssessment,
  deleteAssessment,
  listAssessments,
  updateAssessment,
} from "../../services/course-editor/assessment-commands.ts";

/** Registers /api/assessments and /api/courses/:id/assessments routes. */
export async function assessmentRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/assessments", { schema: { params: idParamSchema } }, async (request) =>
    listAssessments(db, currentUser(request).id, request.params.id),
  );

  api.post(
    "/api/assessments",
    {
      schema: { body: createAssessmentSchema },
      config: { audit: { action: "assessment.create", resource: "assessment" } },
    },
    async (request, reply) => {
      const created = await createAssessment(db, currentUser(request).id, request.body);
      request.audit.resourceId = String(created.id);
      request.audit.details = {
        courseId: created.courseId,
        title: created.title,
        questions: request.body.questions.length,
      };
      return reply.status(201).send(created);
    },
  );

  api.patch(
    "/api/assessments/:id",
    {
      schema: { params: idParamSchema, body: updateAssessmentSchema },
      config: { audit: { action: "assessment.update", resource: "assessment" } },
    },
    async (request) => {
      const updated = await updateAssessment(db, currentUser(request).id, request.params.id, request.body);
      request.audit.details = { courseId: updated.courseId, fields: Object.keys(request.body) };
      return updated;
    },
  );

  api.delete(
    "/api/assessments/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "assessment.delete", resource: "assessment" } } },
    async (request, reply) => {
      const deleted = await deleteAssessment(db, currentUser(request).id, request.params.id);
      request.audit.details = { courseId: deleted.courseId, title: deleted.title };
      return reply.status(204).send();
    },
  );
}
