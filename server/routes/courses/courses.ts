/**
 * Courses API (SPEC §7): list, create, read, edit and delete the signed-in user's courses.
 * Every query is scoped to the session's user; another user's course is a 404.
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outlineContentSchema } from "../../../common/ai-schemas.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { courseIdParamSchema, createCourseSchema, updateCourseSchema } from "../../../common/schemas.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { courses } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { presentCourse } from "../../presenters/course.ts";
import { recomputeCourseProgress } from "../../services/progress/recompute-course-progress.ts";
import { acceptOutline } from "../../services/outline/accept-outline.ts";

/** Registers /api/courses routes. */
export async function courseRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses", async (request) => {
    const user = currentUser(request);
    const rows = await db
      .select()
      .from(courses)
      .where(eq(courses.userId, user.id))
      .orderBy(desc(courses.createdAt), desc(courses.id));
    return rows.map(presentCourse);
  });

  api.post(
    "/api/courses",
    { schema: { body: createCourseSchema }, config: { audit: { action: "course.create", resource: "course" } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { title, description, duration, level } = request.body;
      const [row] = await db
        .insert(courses)
        .values({ userId: user.id, title, description, duration, level, progress: 0 })
        .returning();
      request.audit.resourceId = String(row!.id);
      request.audit.details = { title };
      return reply.status(201).send(presentCourse(row!));
    },
  );

  api.get("/api/courses/:id", { schema: { params: courseIdParamSchema } }, async (request) => {
    const user = currentUser(request);
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.id, request.params.id), eq(courses.userId, user.id)));
    if (!row) throw notFound("Course");
    return presentCourse(row);
  });

  api.patch(
    "/api/courses/:id",
    {
      schema: { params: courseIdParamSchema, body: updateCourseSchema },
      config: { audit: { action: "course.update", resource: "course" } },
    },
    async (request) => {
      const user = currentUser(request);
      const { title, description, duration, level } = request.body;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(courses)
          .set({
            ...(title !== undefined && { title }),
            ...(description !== undefined && { description }),
            ...(duration !== undefined && { duration }),
            ...(level !== undefined && { level }),
          })
          .where(and(eq(courses.id, request.params.id), eq(courses.userId, user.id)))
          .returning({ id: courses.id });
        if (!updated) throw notFound("Course");
        await recomputeCourseProgress(tx, updated.id);
        const [fresh] = await tx.select().from(courses).where(eq(courses.id, updated.id));
        return fresh!;
      });
      request.audit.details = { fields: Object.keys(request.body) };
      return presentCourse(row);
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
      const user = currentUser(request);
      const [row] = await db
        .delete(courses)
        .where(and(eq(courses.id, request.params.id), eq(courses.userId, user.id)))
        .returning({ id: courses.id, title: courses.title });
      if (!row) throw notFound("Course");
      request.audit.details = { title: row.title };
      return reply.status(204).send();
    },
  );
}
