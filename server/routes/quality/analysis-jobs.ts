/**
 * Durable Analyze All API (issue #13): POST /api/quality/analyze-all starts a job over every course
 * of the user without a score and answers 202 with it; GET /api/quality/jobs/current and
 * /api/quality/jobs/:id report progress, so the dashboard can show "Analyzing 3 of 12" and the user
 * can leave and come back. GET /api/courses/:id/analysis-job is the course's running (else latest)
 * single-course job, `{job: null}` when none: a large course's quality page resumes showing its
 * progress. Owner-scoped: another user's job or course is a 404.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import type { AnalysisJobRunner } from "../../services/quality/analysis-job-runner.ts";
import { loadAnalysisJob, loadCurrentAnalysisJob, startAnalyzeAll } from "../../services/quality/analysis-jobs.ts";
import { loadCourseAnalysisJob } from "../../services/quality/course-analysis-job.ts";

/** Registers the Analyze All job routes. */
export async function analysisJobRoutes(app: FastifyInstance, opts: { db: Database; runner: AnalysisJobRunner }) {
  const { db, runner } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.post(
    "/api/quality/analyze-all",
    { config: { audit: { action: "quality.analyze_all", resource: "course" } } },
    async (request, reply) => {
      const job = await startAnalyzeAll(db, currentUser(request).id);
      request.audit.details = { jobId: job.id, courses: job.total };
      runner.wake();
      return reply.status(202).send(job);
    },
  );

  api.get("/api/quality/jobs/current", async (request) => ({
    job: await loadCurrentAnalysisJob(db, currentUser(request).id),
  }));

  api.get("/api/courses/:id/analysis-job", { schema: { params: idParamSchema } }, async (request) => ({
    job: await loadCourseAnalysisJob(db, currentUser(request).id, request.params.id),
  }));

  api.get("/api/quality/jobs/:id", { schema: { params: idParamSchema } }, async (request) =>
    loadAnalysisJob(db, currentUser(request).id, request.params.id),
  );
}
