/**
 * The composition root (DESIGN.md §2): builds the Fastify app from a Config and an open
 * database. No side effects on import; `index.ts` starts it, tests `inject()` into it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import auditPlugin from "./audit/audit.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { SESSION_TTL_MS, createSessionStore } from "./auth/session-store.ts";
import { touchActiveSession } from "./auth/session-touch.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import { seedTemplates } from "./db/seed/templates.ts";
import { errorHandler, serializeError } from "./http/errors.ts";
import { databaseRateLimitStore } from "./http/rate-limit-store.ts";
import { refuseUnsafeText } from "./http/unsafe-text.ts";
import { createSpaPage } from "./http/spa-page.ts";
import { loadSessionUser } from "./auth/guard.ts";
import { refuseCrossOrigin } from "./http/same-origin.ts";
import { courseRoutes } from "./routes/courses/courses.ts";
import { assessmentRoutes } from "./routes/assessments/assessments.ts";
import { lessonRoutes } from "./routes/lessons/lessons.ts";
import { accessibilityFixRoutes } from "./routes/lessons/accessibility-fixes.ts";
import { lmsRoutes } from "./routes/lms/lms.ts";
import { moduleRoutes } from "./routes/modules/modules.ts";
import { objectiveRoutes } from "./routes/objectives/objectives.ts";
import { templateRoutes } from "./routes/templates/templates.ts";
import { aiRoutes } from "./routes/ai/ai.ts";
import { appliedSuggestionRoutes } from "./routes/ai/applied-suggestions.ts";
import { createAiService } from "./services/ai/index.ts";
import { qualityRoutes } from "./routes/quality/quality.ts";
import { manualReviewRoutes } from "./routes/quality/manual-review.ts";
import { analysisJobRoutes } from "./routes/quality/analysis-jobs.ts";
import { startAnalysisJobRunner } from "./services/quality/analysis-job-runner.ts";
import { startImportJobRunner } from "./services/lms/import-job-runner.ts";
import { type CourseAnalyzer, createAnalysisPool } from "./services/quality/analysis-pool.ts";
import { accessibilitySettingsRoutes } from "./routes/accessibility/settings.ts";
import { governanceRoutes } from "./routes/governance/governance.ts";
import { seedRetentionPolicies } from "./services/governance/retention.ts";
import { fileRoutes } from "./routes/files/files.ts";
import { createFileStorage, type FileStorage } from "./services/files/storage.ts";

/** What the app needs besides its Config. */
export interface AppDeps {
  database: DatabaseHandle;
  /** Secret signing the session cookie, at least 32 characters. */
  sessionSecret: string;
  /** Folder of the built client (index.html); null serves the API only. */
  clientDir: string | null;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Runs quality analyses; default a worker-thread pool (the bench passes the in-process one as its baseline). */
  analyze?: CourseAnalyzer;
  /** Where course files are kept; default the one `config.fileStorage` describes (tests pass a temporary folder). */
  fileStorage?: FileStorage;
}

/**
 * Pino options: request logs carry the method and the path only, never the query string (it can
 * carry secrets such as LMS access tokens) nor cookie or authorization headers; errors without
 * the query parameters or row values a failing database call carries (errors.ts serializeError).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    serializers: {
      err: serializeError,
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, path: req.url.split("?")[0], ip: req.ip };
      },
    },
  };
}

/**
 * The request log: one `info` line per request when its response is done (Fastify's default is two,
 * "incoming request" and "request completed"), with the method, the path without the query
 * string (it can carry secrets), the status and the response time in ms.
 */
async function logRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.log.info(
    {
      method: request.method,
      path: request.url.split("?")[0],
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    "request",
  );
}

/** Builds the app: plugins, hooks, routes, static client. Call `ready()` or `listen()` on it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // A hop count trusts that many proxies nearest to us (proxy-addr's numeric form, as a function
    // because Fastify's types omit numbers); addresses/CIDRs trust only those hops.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // One line per request (issue #13), written when the response is done: see logRequest below.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onResponse", logRequest);

  const { db } = deps.database;

  await app.register(fastifyHelmet, {
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Counters in the database, so that every app instance enforces one limit (rate-limit-store.ts).
  // br/gzip for JSON, HTML, JS and CSS above 1 KiB, as the browser accepts (issue #13).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });
  // API answers are per user and change with every edit: never stored by a shared or browser cache.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.sessionSecret,
    cookieName: "cw.sid",
    store: createSessionStore(db),
    saveUninitialized: false,
    // Expiry slides by touchActiveSession (at most one write a minute), not by a save per request.
    rolling: false,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", path: "/", maxAge: SESSION_TTL_MS },
  });
  app.addHook("onRequest", touchActiveSession);
  // Audit first, so that refused cross-origin requests are recorded too.
  await app.register(auditPlugin, { db });
  app.addHook("onRequest", refuseCrossOrigin);
  app.addHook("preValidation", refuseUnsafeText);

  await app.register(authRoutes, { db, loginRateLimitMax: config.loginRateLimitMax, oidc: config.oidc });
  // Course files (issue #12): removed from the storage when their course or account is deleted.
  const fileStorage = deps.fileStorage ?? (await createFileStorage(config.fileStorage));
  await app.register(courseRoutes, { db, fileStorage });
  await app.register(moduleRoutes, { db });
  await app.register(lessonRoutes, { db });
  await app.register(accessibilityFixRoutes, { db });
  await app.register(objectiveRoutes, { db });
  await app.register(assessmentRoutes, { db });
  await app.register(templateRoutes, { db });
  const ai = createAiService({
    ...config.ai,
    onFallback: ({ method, reason }) => app.log.warn({ method, reason }, "AI provider fell back to offline"),
  });
  const aiProviderName = config.ai.baseUrl && config.ai.apiKey && config.ai.model ? "openai-compatible" : "offline";
  await app.register(aiRoutes, { db, ai, providerName: aiProviderName, rateLimitMax: config.aiRateLimitMax });
  await app.register(appliedSuggestionRoutes, { db });
  await app.register(fileRoutes, { db, storage: fileStorage });
  await registerLms(app, config, db, fileStorage);
  // Quality analysis runs in worker threads (issue #13): a big course no longer blocks other requests.
  // ANALYSIS_THREADS=0 keeps it on the main thread (the bench's baseline); loaded only then, since
  // jsdom and axe-core cost the main thread ~100 MiB.
  let analyze = deps.analyze ?? (config.analysisThreads === 0 ? analyzeOnMainThread : undefined);
  const analysisPool = analyze ? null : createAnalysisPool(config.analysisThreads);
  analyze ??= analysisPool!.analyze;
  // Durable Analyze All (issue #13): this instance runs job items; a restart resumes them.
  const jobRunner = startAnalysisJobRunner(db, analyze, app.log, config.analysisJobLeaseMs);
  app.addHook("onClose", async () => {
    await jobRunner.stop();
    await analysisPool?.close();
  });
  await app.register(qualityRoutes, {
    db,
    analyze,
    runner: jobRunner,
    waitMaxWords: config.analyzeWaitMaxWords,
  });
  await app.register(analysisJobRoutes, { db, runner: jobRunner });
  await app.register(manualReviewRoutes, { db });
  await app.register(accessibilitySettingsRoutes, { db });
  await app.register(governanceRoutes, { db, fileStorage });
  await seedTemplates(db);
  await seedRetentionPolicies(db);

  if (deps.clientDir && existsSync(path.join(deps.clientDir, "index.html")))
    await registerClient(app, db, deps.clientDir);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: "Not found" }));
  return app;
}

/** The LMS routes, and the runner of LMS and cartridge imports as durable jobs (issue #13). */
async function registerLms(app: FastifyInstance, config: Config, db: Database, fileStorage: FileStorage) {
  const leaseMs = config.analysisJobLeaseMs;
  const allowPrivateHosts = config.lmsAllowPrivateHosts;
  const importRunner = startImportJobRunner({ db, fileStorage, allowPrivateHosts, log: app.log, leaseMs });
  app.addHook("onClose", () => importRunner.stop());
  await app.register(lmsRoutes, { db, allowPrivateHosts, fileStorage, importRunner, jobLeaseMs: leaseMs });
}

/** Quality analysis in this thread (ANALYSIS_THREADS=0). */
const analyzeOnMainThread: CourseAnalyzer = async (course, options, onProgress) => {
  const { analyzeCourseQuality } = await import("./services/quality/analyze-course-quality.ts");
  return analyzeCourseQuality(course, { ...options, onProgress });
};

/** The built client: hashed assets from disk, and the SPA page for every other GET outside /api/. */
async function registerClient(app: FastifyInstance, db: Database, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // Vite names every file under assets/ by its content hash: it never changes, so browsers may
    // keep it a year without asking again (issue #13). Everything else is revalidated.
    setHeaders(res, filePath) {
      const hashed = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/.test(filePath);
      res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  // Client-side routes (SPEC §2): any other GET outside /api/ gets the SPA, which decides,
  // including its own 'Page Not Found'. A route (not the not-found handler) so that it is compressed.
  // The page carries the signed-in user (spa-page.ts), so it is private to the browser and revalidated.
  const spaPage = createSpaPage(clientDir);
  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.status(404).send({ message: "Not found" });
    const user = await loadSessionUser(db, request);
    return reply
      .header("cache-control", "private, no-cache")
      .header("vary", "Cookie")
      .type("text/html; charset=utf-8")
      .send(spaPage.render({ user }));
  });
}
