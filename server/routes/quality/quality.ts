/**
 * Quality API (SPEC §7; DESIGN.md §3 "Quality"): analyse a course, the Quality Dashboard and a
 * course's quality page. Owner-scoped: another user's course is the same 404 as a missing one.
 *
 * `POST /api/courses/:id/analyze-quality` answers SPEC's shape (overallScore, grade...) with 200
 * after waiting, for a course of at most `waitMaxWords` lesson words (ANALYZE_WAIT_MAX_WORDS,
 * course-analysis-job.ts); a larger course is analysed as a durable job: 202 with the
 * AnalysisJobDto and `Location: /api/quality/jobs/<id>` to poll (issue #13).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import type { AnalysisJobRunner } from "../../services/quality/analysis-job-runner.ts";
import type { CourseAnalyzer } from "../../services/quality/analysis-pool.ts";
import { courseAnalysisSize, startCourseAnalysis } from "../../services/quality/course-analysis-job.ts";
import { analyzeAndStoreCourseQuality, loadCourseQuality, loadQualityDashboard } from "../../services/quality/store.ts";

/** Options of the quality routes. */
export interface QualityRoutesOptions {
  db: Database;
  analyze: CourseAnalyzer;
  /** Runs analysis jobs; woken when a large course's job is created. */
  runner: AnalysisJobRunner;
  /** Lesson words above which analyze-quality answers 202 with a job. */
  waitMaxWords: number;
}

/** Registers /api/quality/dashboard, /api/courses/:id/analyze-quality and /api/courses/:id/quality. */
export async function qualityRoutes(app: FastifyInstance, opts: QualityRoutesOptions) {
  const { db, analyze, runner, waitMaxWords } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/quality/dashboard", async (request) => loadQualityDashboard(db, currentUser(request).id));

  api.post(
    "/api/courses/:id/analyze-quality",
    {
      schema: { params: idParamSchema },
      config: { audit: { action: "quality.analyze", resource: "course" } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const courseId = request.params.id;
      const size = await courseAnalysisSize(db, userId, courseId);
      if (size.words > waitMaxWords) {
        const job = await startCourseAnalysis(db, userId, courseId);
        request.audit.details = { jobId: job.id, lessons: size.lessons, words: size.words };
        runner.wake();
        return reply.status(202).header("location", `/api/quality/jobs/${job.id}`).send(job);
      }
      const result = await analyzeAndStoreCourseQuality(db, userId, courseId, {}, analyze);
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
