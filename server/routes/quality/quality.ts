/**
 * Quality API (SPEC §7; DESIGN.md §3 "Quality"): analyse a course, the Quality Dashboard and a
 * course's quality page. Owner-scoped: another user's course is the same 404 as a missing one.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import type { CourseAnalyzer } from "../../services/quality/analysis-pool.ts";
import { analyzeAndStoreCourseQuality, loadCourseQuality, loadQualityDashboard } from "../../services/quality/store.ts";

/** Registers /api/quality/dashboard, /api/courses/:id/analyze-quality and /api/courses/:id/quality. */
export async function qualityRoutes(app: FastifyInstance, opts: { db: Database; analyze: CourseAnalyzer }) {
  const { db, analyze } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/quality/dashboard", async (request) => loadQualityDashboard(db, currentUser(request).id));

  api.post(
    "/api/courses/:id/analyze-quality",
    {
      schema: { params: idParamSchema },
      config: { audit: { action: "quality.analyze", resource: "course" } },
    },
    async (request) => {
      const result = await analyzeAndStoreCourseQuality(db, currentUser(request).id, request.params.id, {}, analyze);
      request.audit.details = {
        overallScore: result.overallScore,
        grade: result.grade.grade,
        accessibilityIssues: result.accessibility?.issues.length ?? 0,
      };
      return result;
    },
  );

  api.get("/api/courses/:id/quality", { schema: { params: idParamSchema } }, async (request) =>
    loadCourseQuality(db, currentUser(request).id, request.params.id),
  );
}
