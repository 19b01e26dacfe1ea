/**
 * Modules API (SPEC §7; DESIGN.md §3 "Course editor"): list a course's modules with their
 * lessons (without lesson bodies unless `?include=content`; issue #13), add (optionally with
 * lessons), edit, delete and reorder. Every route goes through the
 * course's owner; another user's course or module is a 404. The writes are commands
 * (services/course-editor/module-commands.ts), each all-or-nothing with the progress recompute.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createModuleSchema,
  moduleOrderSchema,
  modulesQuerySchema,
  updateModuleSchema,
} from "../../../common/editor-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { loadModules } from "../../services/course-editor/load-module-rows.ts";
import {
  createModule,
  deleteModule,
  reorderModules,
  updateModule,
} from "../../services/course-editor/module-commands.ts";
import { ownedCourse } from "../../auth/ownership.ts";

/** Registers /api/courses/:id/modules and /api/modules/:id routes. */
export async function moduleRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  // Lessons without their bodies unless `?include=content` (issue #13); each says `hasContent`.
  api.get(
    "/api/courses/:id/modules",
    { schema: { params: idParamSchema, querystring: modulesQuerySchema } },
    async (request) => {
      const course = await ownedCourse(db, currentUser(request).id, request.params.id);
      return loadModules(db, { courseId: course.id }, { content: request.query.include === "content" });
    },
  );

  api.post(
    "/api/courses/:id/modules",
    {
      schema: { params: idParamSchema, body: createModuleSchema },
      config: { audit: { action: "module.create", resource: "module" } },
    },
    async (request, reply) => {
      const created = await createModule(db, currentUser(request).id, request.params.id, request.body);
      request.audit.resourceId = String(created.id);
      request.audit.details = { courseId: created.courseId, title: created.title, lessons: created.lessons.length };
      return reply.status(201).send(created);
    },
  );

  api.patch(
    "/api/modules/:id",
    {
      schema: { params: idParamSchema, body: updateModuleSchema },
      config: { audit: { action: "module.update", resource: "module" } },
    },
    async (request) => {
      const updated = await updateModule(db, currentUser(request).id, request.params.id, request.body);
      request.audit.details = { courseId: updated.courseId, fields: Object.keys(request.body) };
      return updated;
    },
  );

  api.delete(
    "/api/modules/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "module.delete", resource: "module" } } },
    async (request, reply) => {
      const module = await deleteModule(db, currentUser(request).id, request.params.id);
      request.audit.details = { courseId: module.courseId, title: module.title };
      return reply.status(204).send();
    },
  );

  api.put(
    "/api/courses/:id/modules/order",
    {
      schema: { params: idParamSchema, body: moduleOrderSchema },
      config: { audit: { action: "module.reorder", resource: "course" } },
    },
    async (request) => {
      const { moduleIds } = request.body;
      const ordered = await reorderModules(db, currentUser(request).id, request.params.id, moduleIds);
      request.audit.details = { moduleIds };
      return ordered;
    },
  );
}
