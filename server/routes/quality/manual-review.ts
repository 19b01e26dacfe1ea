/**
 * The manual-check list API (issue #11): GET /api/courses/:id/manual-review and
 * PUT /api/courses/:id/manual-review/:criterion {confirmed}. Owner-scoped: another user's course
 * is the same 404 as a missing one; an unknown criterion or a bad body is a 400 naming the field.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { manualReviewBodySchema, manualReviewParamsSchema } from "../../../common/manual-review.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { loadManualReview, setManualReview } from "../../services/quality/manual-review.ts";

/** Registers the manual-check list routes. */
export async function manualReviewRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/manual-review", { schema: { params: idParamSchema } }, async (request) =>
    loadManualReview(db, currentUser(request).id, request.params.id),
  );

  api.put(
    "/api/courses/:id/manual-review/:criterion",
    {
      schema: { params: manualReviewParamsSchema, body: manualReviewBodySchema },
      config: { audit: { action: "quality.manual_review", resource: "course" } },
    },
    async (request) => {
      const { id, criterion } = request.params;
      request.audit.details = { criterion, confirmed: request.body.confirmed };
      return setManualReview(db, currentUser(request).id, id, criterion, request.body.confirmed);
    },
  );
}
