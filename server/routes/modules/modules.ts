/**
 * Modules API (SPEC §7; DESIGN.md §3 "Course editor"): list a course's modules with their
 * lessons, add (optionally with lessons), edit, delete and reorder. Every route goes through the
 * course's owner; another user's course or module is a 404. Each change recomputes the course's
 * progress in the same transaction.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createModuleSchema, moduleOrderSchema, updateModuleSchema } from "../../../common/editor-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { modules } from "../../db/schema.ts";
import { insertLessons } from "../../services/course-editor/lessons.ts";
import { assertWithinLimit, moduleIdsInOrder, placeAt, writeOrder } from "../../services/course-editor/order-index.ts";
import { assertExactIdList } from "../../services/course-editor/ordering.ts";
import { ownedCourse, ownedModule } from "../../services/course-editor/ownership.ts";
import { recomputeCourseProgress } from "../../services/progress/recompute-course-progress.ts";
import { loadModules } from "./module-presenter.ts";

/** Registers /api/courses/:id/modules and /api/modules/:id routes. */
export async function moduleRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/modules", { schema: { params: idParamSchema } }, async (request) => {
    const course = await ownedCourse(db, currentUser(request).id, request.params.id);
    return loadModules(db, { courseId: course.id });
  });

  api.post(
    "/api/courses/:id/modules",
    {
      schema: { params: idParamSchema, body: createModuleSchema },
      config: { audit: { action: "module.create", resource: "module" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { title, description, orderIndex, color, lessons } = request.body;
      const created = await db.transaction(async (tx) => {
        const course = await ownedCourse(tx, user.id, request.params.id);
        const existing = await moduleIdsInOrder(tx, course.id);
        assertWithinLimit("modulesPerCourse", existing.length, 1);
        const [row] = await tx
          .insert(modules)
          .values({ courseId: course.id, title, description: description ?? null, color, orderIndex: existing.length })
          .returning();
        if (orderIndex !== undefined && orderIndex < existing.length) {
          await placeAt(tx, modules, [...existing, row!.id], row!.id, orderIndex);
        }
        await insertLessons(tx, row!.id, 0, lessons);
        await recomputeCourseProgress(tx, course.id);
        const [module] = await loadModules(tx, { moduleId: row!.id });
        return module!;
      });
      request.audit.resourceId = String(created.id);
      request.audit.details = { courseId: created.courseId, title, lessons: lessons.length };
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
      const user = currentUser(request);
      const { title, description, color } = request.body;
      return db.transaction(async (tx) => {
        const module = await ownedModule(tx, user.id, request.params.id);
        await tx
          .update(modules)
          .set({
            ...(title !== undefined && { title }),
            ...(description !== undefined && { description }),
            ...(color !== undefined && { color }),
          })
          .where(eq(modules.id, module.id));
        await recomputeCourseProgress(tx, module.courseId);
        const [updated] = await loadModules(tx, { moduleId: module.id });
        request.audit.details = { courseId: module.courseId, fields: Object.keys(request.body) };
        return updated!;
      });
    },
  );

  api.delete(
    "/api/modules/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "module.delete", resource: "module" } } },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const module = await ownedModule(tx, user.id, request.params.id);
        await tx.delete(modules).where(eq(modules.id, module.id));
        await writeOrder(tx, modules, await moduleIdsInOrder(tx, module.courseId));
        await recomputeCourseProgress(tx, module.courseId);
        request.audit.details = { courseId: module.courseId, title: module.title };
      });
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
      const user = currentUser(request);
      const { moduleIds } = request.body;
      return db.transaction(async (tx) => {
        const course = await ownedCourse(tx, user.id, request.params.id);
        assertExactIdList("moduleIds", "modules of this course", moduleIds, await moduleIdsInOrder(tx, course.id));
        await writeOrder(tx, modules, moduleIds);
        await recomputeCourseProgress(tx, course.id);
        request.audit.details = { moduleIds };
        return loadModules(tx, { courseId: course.id });
      });
    },
  );
}
