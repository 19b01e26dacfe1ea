/**
 * Lessons API (DESIGN.md §3 "lesson create/edit/delete with a rich-text body"): add a lesson to a
 * module, edit it, delete it, reorder a module's lessons. Lesson HTML is sanitised on the way in
 * (services/content/sanitize-lesson-html.ts). Ownership goes through module -> course -> user.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createLessonSchema, lessonOrderSchema, updateLessonSchema } from "../../../common/editor-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { lessons } from "../../db/schema.ts";
import { insertLessons, lessonChanges } from "../../services/course-editor/lessons.ts";
import { assertWithinLimit, lessonIdsInOrder, writeOrder } from "../../services/course-editor/order-index.ts";
import { assertExactIdList } from "../../services/course-editor/ordering.ts";
import { ownedLesson, ownedModule } from "../../services/course-editor/ownership.ts";
import { recomputeCourseProgress } from "../../services/progress/recompute-course-progress.ts";
import { loadModules, presentLesson } from "../modules/module-presenter.ts";

/** Registers /api/modules/:id/lessons and /api/lessons/:id routes. */
export async function lessonRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.post(
    "/api/modules/:id/lessons",
    {
      schema: { params: idParamSchema, body: createLessonSchema },
      config: { audit: { action: "lesson.create", resource: "lesson" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lesson = await db.transaction(async (tx) => {
        const module = await ownedModule(tx, user.id, request.params.id);
        const existing = await lessonIdsInOrder(tx, module.id);
        assertWithinLimit("lessonsPerModule", existing.length, 1);
        const [row] = await insertLessons(tx, module.id, existing.length, [request.body]);
        await recomputeCourseProgress(tx, module.courseId);
        request.audit.details = { moduleId: module.id, courseId: module.courseId, title: row!.title };
        return row!;
      });
      request.audit.resourceId = String(lesson.id);
      return reply.status(201).send(presentLesson(lesson));
    },
  );

  api.patch(
    "/api/lessons/:id",
    {
      schema: { params: idParamSchema, body: updateLessonSchema },
      config: { audit: { action: "lesson.update", resource: "lesson" } },
    },
    async (request) => {
      const user = currentUser(request);
      return db.transaction(async (tx) => {
        const { lesson, courseId } = await ownedLesson(tx, user.id, request.params.id);
        const [row] = await tx
          .update(lessons)
          .set(lessonChanges(request.body))
          .where(eq(lessons.id, lesson.id))
          .returning();
        await recomputeCourseProgress(tx, courseId);
        request.audit.details = { moduleId: lesson.moduleId, courseId, fields: Object.keys(request.body) };
        return presentLesson(row!);
      });
    },
  );

  api.delete(
    "/api/lessons/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "lesson.delete", resource: "lesson" } } },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const { lesson, courseId } = await ownedLesson(tx, user.id, request.params.id);
        await tx.delete(lessons).where(eq(lessons.id, lesson.id));
        await writeOrder(tx, lessons, await lessonIdsInOrder(tx, lesson.moduleId));
        await recomputeCourseProgress(tx, courseId);
        request.audit.details = { moduleId: lesson.moduleId, courseId, title: lesson.title };
      });
      return reply.status(204).send();
    },
  );

  api.put(
    "/api/modules/:id/lessons/order",
    {
      schema: { params: idParamSchema, body: lessonOrderSchema },
      config: { audit: { action: "lesson.reorder", resource: "module" } },
    },
    async (request) => {
      const user = currentUser(request);
      const { lessonIds } = request.body;
      return db.transaction(async (tx) => {
        const module = await ownedModule(tx, user.id, request.params.id);
        assertExactIdList("lessonIds", "lessons of this module", lessonIds, await lessonIdsInOrder(tx, module.id));
        await writeOrder(tx, lessons, lessonIds);
        await recomputeCourseProgress(tx, module.courseId);
        request.audit.details = { courseId: module.courseId, lessonIds };
        const [updated] = await loadModules(tx, { moduleId: module.id });
        return updated!;
      });
    },
  );
}
