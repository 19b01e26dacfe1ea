/**
 * AI assistant API (SPEC §2 "AI assistant side panel", §7 /api/ai/*; DESIGN.md §3 "AI"): objectives,
 * content suggestions, pedagogical insights, quiz questions, activity ideas and course outlines,
 * plus the user's AI activity for the dashboard.
 *
 * Signed-in users only. Every call naming a course or module is owner-scoped (another user's is a
 * 404). The AI calls share one per-user budget of `rateLimitMax` per minute (429 beyond it). Each
 * answer carries `provider` (which engine answered, and `fellBack` when the configured LLM failed
 * and the offline engine answered), and each call records an `ai_runs` row. The provider gets
 * course content only: the user is never passed to it.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AI_RATE_LIMIT_MESSAGE,
  type AiProviderName,
  type ProviderInfo,
  activityIdeasRequestSchema,
  contentSuggestionsRequestSchema,
  courseOutlineRequestSchema,
  generateObjectivesRequestSchema,
  generateQuizRequestSchema,
  pedagogicalInsightsRequestSchema,
} from "../../../common/ai-schemas.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { AiProvider } from "../../services/ai/index.ts";
import {
  courseLessonText,
  moduleQuizInput,
  moduleTexts,
  snapshotFromOutline,
  withoutPlaceholderIds,
} from "../../services/ai/course-inputs.ts";
import { type AiRunKind, aiStatsFor, recordAiRun } from "../../services/ai/runs.ts";
import { ownedCourse, ownedModule } from "../../auth/ownership.ts";
import { loadCourseSnapshot } from "../../services/course-snapshot/load-course-snapshot.ts";
import { timedAiCall } from "./timed-ai-call.ts";

/** What the AI routes need. */
export interface AiRoutesOptions {
  db: Database;
  /** The AI service, created once per app (server/services/ai `createAiService`). */
  ai: AiProvider;
  /** The configured engine, named in 502 messages. */
  providerName: AiProviderName;
  /** AI calls allowed per user per minute, across all AI endpoints (config.aiRateLimitMax). */
  rateLimitMax: number;
}

/** Registers /api/ai/* routes. */
export async function aiRoutes(app: FastifyInstance, opts: AiRoutesOptions) {
  const { db } = opts;
  app.addHook("onRequest", requireUser(db));

  app.get("/api/ai/stats", async (request) => aiStatsFor(db, currentUser(request).id));

  // The AI calls proper, in their own scope so that only they share the rate limit.
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // One limiter (one counter store) for every AI call: the budget is per user, not per endpoint.
    api.addHook(
      "preHandler",
      scope.rateLimit({
        max: opts.rateLimitMax,
        timeWindow: "1 minute",
        keyGenerator: (request) => `ai:${request.user?.id ?? request.ip}`,
        errorResponseBuilder: () => new HttpError(429, AI_RATE_LIMIT_MESSAGE),
      }),
    );

    const run = aiRunner(opts);
    registerDraftingCalls(api, opts, run);
    registerReviewCalls(api, opts, run);
  });
}

/** A Fastify instance whose routes are typed by their zod schemas. */
type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Runs a provider call, records it in ai_runs and notes it in the audit row.
 * @throws HttpError 502 naming the provider when the call fails (timedAiCall)
 */
type AiRun = <T extends { provider: ProviderInfo }>(
  request: FastifyRequest,
  kind: AiRunKind,
  courseId: number | null,
  call: () => Promise<T>,
) => Promise<T>;

function aiRunner(opts: AiRoutesOptions): AiRun {
  return async (request, kind, courseId, call) => {
    const { result, durationMs } = await timedAiCall(call, opts.providerName, (err) =>
      request.log.error({ err, kind }, "AI call failed"),
    );
    await recordAiRun(opts.db, {
      userId: currentUser(request).id,
      courseId,
      kind,
      provider: result.provider,
      durationMs,
    });
    if (courseId !== null) request.audit.resourceId = String(courseId);
    request.audit.details = { kind, provider: result.provider.name, fellBack: result.provider.fellBack === true };
    return result;
  };
}

const audit = (kind: AiRunKind) => ({ audit: { action: `ai.${kind}`, resource: "ai" } });

/** The calls that draft new material: objectives, quiz questions, a course outline. */
function registerDraftingCalls(api: TypedApp, { db, ai }: AiRoutesOptions, run: AiRun): void {
  api.post(
    "/api/ai/generate-objectives",
    { schema: { body: generateObjectivesRequestSchema }, config: audit("objectives") },
    async (request) => {
      const body = request.body;
      const course = body.courseId ? await loadCourseSnapshot(db, currentUser(request).id, body.courseId) : null;
      const lessonText = course ? courseLessonText(course) : "";
      return run(request, "objectives", course?.id ?? null, () =>
        ai.generateObjectives({
          courseTitle: body.courseTitle,
          courseDescription: body.courseDescription,
          level: body.level,
          ...(body.count !== undefined && { count: body.count }),
          ...(course && { existing: course.objectives.map((o) => o.text) }),
          ...(lessonText && { lessonText }),
          ...(course && { modules: moduleTexts(course) }),
        }),
      );
    },
  );

  api.post(
    "/api/ai/generate-quiz",
    { schema: { body: generateQuizRequestSchema }, config: audit("quiz") },
    async (request) => {
      const body = request.body;
      if (body.moduleId) {
        const userId = currentUser(request).id;
        const module = await ownedModule(db, userId, body.moduleId);
        const course = await loadCourseSnapshot(db, userId, module.courseId);
        const input = moduleQuizInput(course, module.id, {
          questionCount: body.questionCount,
          moduleTitle: body.moduleTitle,
          moduleDescription: body.moduleDescription,
        });
        if (body.avoid) input.avoid = body.avoid;
        return run(request, "quiz", course.id, () => ai.generateQuiz(input));
      }
      // SPEC's call carries no lesson text: the description is all there is to draw from.
      return run(request, "quiz", null, () =>
        ai.generateQuiz({
          moduleTitle: body.moduleTitle,
          moduleDescription: body.moduleDescription,
          questionCount: body.questionCount,
          lessonText: body.moduleDescription,
        }),
      );
    },
  );

  api.post(
    "/api/ai/course-outline",
    { schema: { body: courseOutlineRequestSchema }, config: audit("outline") },
    async (request) => {
      const body = request.body;
      if (body.courseId) {
        const course = await ownedCourse(db, currentUser(request).id, body.courseId);
        return run(request, "outline", course.id, () =>
          ai.courseOutline({
            title: course.title,
            description: course.description ?? "",
            level: course.level as typeof body.level,
            duration: course.duration,
          }),
        );
      }
      return run(request, "outline", null, () =>
        ai.courseOutline({
          title: body.title ?? "",
          description: body.description,
          level: body.level,
          duration: body.duration,
        }),
      );
    },
  );
}

/** The calls that review a course: content suggestions, pedagogical insights, activity ideas. */
function registerReviewCalls(api: TypedApp, { db, ai }: AiRoutesOptions, run: AiRun): void {
  api.post(
    "/api/ai/content-suggestions",
    { schema: { body: contentSuggestionsRequestSchema }, config: audit("suggestions") },
    async (request) => {
      const body = request.body;
      if (body.courseId) {
        const course = await loadCourseSnapshot(db, currentUser(request).id, body.courseId);
        return run(request, "suggestions", course.id, () =>
          ai.contentSuggestions({ course, currentProgress: body.currentProgress }),
        );
      }
      const course = snapshotFromOutline({ title: body.courseTitle, modules: body.modules });
      const result = await run(request, "suggestions", null, () =>
        ai.contentSuggestions({ course, currentProgress: body.currentProgress, outlineOnly: true }),
      );
      // The placeholder module ids of a body-only snapshot mean nothing to the client.
      return { ...result, suggestions: result.suggestions.map(withoutPlaceholderIds) };
    },
  );

  api.post(
    "/api/ai/pedagogical-insights",
    { schema: { body: pedagogicalInsightsRequestSchema }, config: audit("insights") },
    async (request) => {
      const body = request.body;
      if (body.courseId) {
        const course = await loadCourseSnapshot(db, currentUser(request).id, body.courseId);
        return run(request, "insights", course.id, () =>
          ai.pedagogicalInsights({
            title: course.title,
            level: course.level,
            duration: course.duration,
            moduleCount: course.modules.length,
            hasAssessments: course.assessments.length > 0,
            course,
          }),
        );
      }
      return run(request, "insights", null, () =>
        ai.pedagogicalInsights({
          title: body.title,
          level: body.level,
          duration: body.duration,
          moduleCount: body.moduleCount,
          hasAssessments: body.hasAssessments,
        }),
      );
    },
  );

  api.post(
    "/api/ai/activity-ideas",
    { schema: { body: activityIdeasRequestSchema }, config: audit("activities") },
    async (request) => {
      const body = request.body;
      const course = await loadCourseSnapshot(db, currentUser(request).id, body.courseId);
      if (body.moduleId !== undefined && !course.modules.some((m) => m.id === body.moduleId)) {
        throw notFound("Module");
      }
      return run(request, "activities", course.id, () =>
        ai.activityIdeas({
          course,
          ...(body.moduleId !== undefined && { moduleId: body.moduleId }),
          ...(body.count !== undefined && { count: body.count }),
        }),
      );
    },
  );
}
