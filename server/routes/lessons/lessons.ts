/**
 * Lessons API (DESIGN.md §3 "lesson create/edit/delete with a rich-text body"): add a lesson to a
 * module, read one with its body (GET /api/lessons/:id: the editor opens a lesson with it, since
 * module lists leave bodies out; issue #13), edit it, delete it, reorder a module's lessons. Lesson HTML is sanitised on the way in
 * (services/content/sanitize-lesson-html.ts). Ownership goes through module -> course -> user.
 * The writes are commands (services/course-editor/lesson-commands.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createLessonSchema, lessonOrderSchema, updateLessonSchema } from "../../../common/editor-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { presentLesson } from "../../presenters/module.ts";
import { ownedLesson } from "../../auth/ownership.ts";
import {
  createLesson,
  deleteLesson,
  reorderLessons,
  updateLesson,
} from "../../services/course-editor/lesson-commands.ts";

/** Registers /api/modules/:id/lessons and /api/lessons/:id routes. */
export async function lessonRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/lessons/:id", { schema: { params: idParamSchema } }, async (request) => {
    const { lesson } = await ownedLesson(db, currentUser(request).id, request.params.id);
    return presentLesson(lesson);
  });

  api.post(
    "/api/modules/:id/lessons",
    {
      schema: { params: idParamSchema, body: createLessonSchema },
      config: { audit: { action: "lesson.create", resource: "lesson" } },
    },
    async (request, reply) => {
      const { lesson, courseId } = await createLesson(db, currentUser(request).id, request.params.id, request.body);
      request.audit.resourceId = String(lesson.id);
      request.audit.details = { moduleId: lesson.moduleId, courseId, title: lesson.title };
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
      const { lesson, courseId } = await updateLesson(db, currentUser(request).id, request.params.id, request.body);
      request.audit.details = { moduleId: lesson.moduleId, courseId, fields: Object.keys(request.body) };
      return presentLesson(lesson);
    },
  );

  api.delete(
    "/api/lessons/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "lesson.delete", resource: "lesson" } } },
    async (request, reply) => {
      const { lesson, courseId } = await deleteLesson(db, currentUser(request).id, request.params.id);
      request.audit.details = { moduleId: lesson.moduleId, courseId, title: lesson.title };
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
      const { lessonIds } = request.body;
      const module = await reorderLessons(db, currentUser(request).id, request.params.id, lessonIds);
      request.audit.details = { courseId: module.courseId, lessonIds };
      return module;
    },
  );
}
