/**
 * Learning objectives API (SPEC §7; docs/decisions/0003): list, add one or many, edit, delete and
 * reorder a course's objectives. Every route goes through the course's owner; the writes are
 * commands (services/course-editor/objective-commands.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createObjectivesSchema, objectiveOrderSchema, updateObjectiveSchema } from "../../../common/editor-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import {
  createObjectives,
  deleteObjective,
  listOwnedObjectives,
  reorderObjectives,
  updateObjective,
} from "../../services/course-editor/objective-commands.ts";

/** Registers /api/courses/:id/objectives and /api/objectives/:id routes. */
export async function objectiveRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/objectives", { schema: { params: idParamSchema } }, async (request) =>
    listOwnedObjectives(db, currentUser(request).id, request.params.id),
  );

  api.post(
    "/api/courses/:id/objectives",
    {
      schema: { params: idParamSchema, body: createObjectivesSchema },
      config: { audit: { action: "objective.create", resource: "objective" } },
    },
    async (request, reply) => {
      const created = await createObjectives(db, currentUser(request).id, request.params.id, request.body);
      request.audit.resourceId = created.map((o) => o.id).join(",");
      request.audit.details = {
        courseId: request.params.id,
        count: created.length,
        generatedBy: request.body.generatedBy,
      };
      return reply.status(201).send(created);
    },
  );

  api.patch(
    "/api/objectives/:id",
    {
      schema: { params: idParamSchema, body: updateObjectiveSchema },
      config: { audit: { action: "objective.update", resource: "objective" } },
    },
    async (request) => {
      const updated = await updateObjective(db, currentUser(request).id, request.params.id, request.body);
      request.audit.details = { courseId: updated.courseId, fields: Object.keys(request.body) };
      return updated;
    },
  );

  api.delete(
    "/api/objectives/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "objective.delete", resource: "objective" } } },
    async (request, reply) => {
      const deleted = await deleteObjective(db, currentUser(request).id, request.params.id);
      request.audit.details = { courseId: deleted.courseId };
      return reply.status(204).send();
    },
  );

  api.put(
    "/api/courses/:id/objectives/order",
    {
      schema: { params: idParamSchema, body: objectiveOrderSchema },
      config: { audit: { action: "objective.reorder", resource: "course" } },
    },
    async (request) => {
      const { objectiveIds } = request.body;
      const ordered = await reorderObjectives(db, currentUser(request).id, request.params.id, objectiveIds);
      request.audit.details = { objectiveIds };
      return ordered;
    },
  );
}
