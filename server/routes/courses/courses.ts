/**
 * Courses API (SPEC §7): list, create, read, edit and delete the signed-in user's courses.
 * Every query is scoped to the session's user; another user's course is a 404. The queries and
 * writes live in services/courses/course-commands.ts.
 */
import type { FastifyInstance } from "fastify";
import { outlineContentSchema } from "../../../common/ai-schemas.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  courseIdParamSchema,
  courseListQuerySchema,
  courseStatsQuerySchema,
  createCourseSchema,
  updateCourseSchema,
} from "../../../common/schemas.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import {
  courseStats,
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  listCoursesPage,
  updateCourse,
} from "../../services/courses/course-commands.ts";
import { acceptOutline } from "../../services/outline/accept-outline.ts";
import { removeCourseFiles, type FileStorage } from "../../services/files/storage.ts";

/** Registers /api/courses routes. */
export async function courseRoutes(app: FastifyInstance, opts: { db: Database; fileStorage?: FileStorage }) {
  const { db, fileStorage } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  // Every course (SPEC §7), or with ?limit= one page and a Link header to the next (issue #13).
  api.get("/api/courses", { schema: { querystring: courseListQuerySchema } }, async (request, reply) => {
    const userId = currentUser(request).id;
    const { limit, cursor } = request.query;
    if (limit === undefined) return listCourses(db, userId);
    const page = await listCoursesPage(db, userId, limit, cursor);
    if (page.nextCursor) {
      const next = new URLSearchParams({ limit: String(limit), cursor: page.nextCursor });
      reply.header("link", `</api/courses?${next.toString()}>; rel="next"`);
    }
    return page.items;
  });

  // The Dashboard's four figures without sending every course (issue #13).
  api.get("/api/courses/stats", { schema: { querystring: courseStatsQuerySchema } }, async (request) =>
    courseStats(db, currentUser(request).id, new Date(request.query.monthStart)),
  );

  api.post(
    "/api/courses",
    { schema: { body: createCourseSchema }, config: { audit: { action: "course.create", resource: "course" } } },
    async (request, reply) => {
      const course = await createCourse(db, currentUser(request).id, request.body);
      request.audit.resourceId = String(course.id);
      request.audit.details = { title: course.title };
      return reply.status(201).send(course);
    },
  );

  api.get("/api/courses/:id", { schema: { params: courseIdParamSchema } }, async (request) =>
    getCourse(db, currentUser(request).id, request.params.id),
  );

  api.patch(
    "/api/courses/:id",
    {
      schema: { params: courseIdParamSchema, body: updateCourseSchema },
      config: { audit: { action: "course.update", resource: "course" } },
    },
    async (request) => {
      const course = await updateCourse(db, currentUser(request).id, request.params.id, request.body);
      request.audit.details = { fields: Object.keys(request.body) };
      return course;
    },
  );

  // Accept an AI outline in one request (issue #9); a `provider` field in the body is ignored.
  api.post(
    "/api/courses/:id/outline",
    {
      schema: { params: courseIdParamSchema, body: outlineContentSchema },
      config: { audit: { action: "course.outline", resource: "course" } },
    },
    async (request, reply) => {
      const { modules, objectives } = request.body;
      const course = await acceptOutline(db, currentUser(request).id, request.params.id, { modules, objectives });
      request.audit.details = { title: course.title, modules: modules.length, objectives: objectives.length };
      return reply.status(201).send(course);
    },
  );

  api.delete(
    "/api/courses/:id",
    { schema: { params: courseIdParamSchema }, config: { audit: { action: "course.delete", resource: "course" } } },
    async (request, reply) => {
      const { title } = await deleteCourse(db, currentUser(request).id, request.params.id);
      request.audit.details = { title };
      await removeCourseFiles(fileStorage, [request.params.id], request.log);
      return reply.status(204).send();
    },
  );
}
