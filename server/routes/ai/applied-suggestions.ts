/**
 * Applied content suggestions (SPEC §4 "Suggestion apply": identified by title; DESIGN.md §3:
 * persisted). `POST /api/courses/:id/applied-suggestions {title}` marks a suggestion applied
 * (idempotent: 201 the first time, 200 with the same record after); `GET` lists them, oldest
 * first. Owner-scoped through the course; deleted with it.
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type AppliedSuggestion, applySuggestionRequestSchema } from "../../../common/ai-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { appliedSuggestions } from "../../db/schema.ts";
import { ownedCourse } from "../../services/course-editor/ownership.ts";

function present(row: { title: string; appliedAt: Date }): AppliedSuggestion {
  return { title: row.title, appliedAt: row.appliedAt.toISOString() };
}

/** Registers /api/courses/:id/applied-suggestions routes. */
export async function appliedSuggestionRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/applied-suggestions", { schema: { params: idParamSchema } }, async (request) => {
    const course = await ownedCourse(db, currentUser(request).id, request.params.id);
    const rows = await db
      .select()
      .from(appliedSuggestions)
      .where(eq(appliedSuggestions.courseId, course.id))
      .orderBy(asc(appliedSuggestions.appliedAt), asc(appliedSuggestions.id));
    return rows.map(present);
  });

  api.post(
    "/api/courses/:id/applied-suggestions",
    {
      schema: { params: idParamSchema, body: applySuggestionRequestSchema },
      config: { audit: { action: "suggestion.apply", resource: "course" } },
    },
    async (request, reply) => {
      const course = await ownedCourse(db, currentUser(request).id, request.params.id);
      const { title } = request.body;
      const [inserted] = await db
        .insert(appliedSuggestions)
        .values({ courseId: course.id, title })
        .onConflictDoNothing({ target: [appliedSuggestions.courseId, appliedSuggestions.title] })
        .returning();
      request.audit.details = { title };
      if (inserted) return reply.status(201).send(present(inserted));
      const [existing] = await db
        .select()
        .from(appliedSuggestions)
        .where(and(eq(appliedSuggestions.courseId, course.id), eq(appliedSuggestions.title, title)));
      return reply.status(200).send(present(existing!));
    },
  );
}
