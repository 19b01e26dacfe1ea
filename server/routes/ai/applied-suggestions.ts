/**
 * Applied content suggestions (SPEC §4 "Suggestion apply": identified by title; DESIGN.md §3:
 * persisted). `POST /api/courses/:id/applied-suggestions {title}` marks a suggestion applied
 * (idempotent: 201 the first time, 200 with the same record after); `GET` lists them, oldest
 * first. Owner-scoped through the course; deleted with it (services/ai-suggestions).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applySuggestionRequestSchema } from "../../../common/ai-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { applySuggestion, listAppliedSuggestions } from "../../services/ai-suggestions/applied-suggestions.ts";

/** Registers /api/courses/:id/applied-suggestions routes. */
export async function appliedSuggestionRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/applied-suggestions", { schema: { params: idParamSchema } }, async (request) =>
    listAppliedSuggestions(db, currentUser(request).id, request.params.id),
  );

  api.post(
    "/api/courses/:id/applied-suggestions",
    {
      schema: { params: idParamSchema, body: applySuggestionRequestSchema },
      config: { audit: { action: "suggestion.apply", resource: "course" } },
    },
    async (request, reply) => {
      const { title } = request.body;
      const { created, applied } = await applySuggestion(db, currentUser(request).id, request.params.id, title);
      request.audit.details = { title };
      return reply.status(created ? 201 : 200).send(applied);
    },
  );
}
