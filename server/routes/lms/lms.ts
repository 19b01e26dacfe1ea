/**
 * LMS Integration API (SPEC §7 /api/lms/*, issue #6; DESIGN.md §3 "LMS", "Publish tab"):
 *
 * - POST /api/lms/connect          {lmsType, institutionName, baseUrl, accessToken} -> {connected, lmsUser}
 * - GET  /api/lms/courses          ?lmsType&baseUrl&accessToken -> [{id, name, description, enrollmentCount, startDate}]
 * - POST /api/lms/import-course    {lmsType, baseUrl, accessToken, courseId, mode?} -> course + counts + warnings
 * - POST /api/lms/import-cartridge multipart `file` (.imscc) -> course + counts + warnings
 * - either import with `Prefer: respond-async`: 202 + an import job to poll (issue #13; import-jobs.ts)
 * - GET  /api/lms/import-jobs(/:id) -> the user's recent import jobs / one job with progress and outcome
 * - GET  /api/courses/:id/export.imscc -> the course as an IMS Common Cartridge 1.3 file
 * - GET  /api/courses/:id/import-report -> the latest import report of the user's course (404 when none)
 *
 * Access tokens are used for the one request and then forgotten: never stored, never logged (the
 * app's request serializer logs paths without query strings), never put in audit details.
 * Upstream failures answer with the LmsError's status (400 blocked address, 401 invalid token,
 * 403 missing permission, 404, 429, 502 LMS down or not an LMS, 504 timeout) and its message.
 */
import fastifyMultipart from "@fastify/multipart";
import { assertConsent } from "../../services/governance/consent.ts";
import { readUploadedFile } from "../../http/uploaded-file.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CARTRIDGE_MAX_BYTES,
  lmsConnectSchema,
  lmsCoursesQuerySchema,
  lmsImportCourseSchema,
  type LmsConnectResponse,
  type LmsCourse,
  type LmsTypeName,
} from "../../../common/lms.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import {
  CartridgeError,
  LmsError,
  createLmsConnector,
  importCommonCartridge,
  type LmsConnector,
} from "../../services/lms/index.ts";
import type { LmsCourseSummary } from "../../services/lms/types.ts";
import type { CartridgeImport } from "../../services/lms/common-cartridge/import.ts";
import { CARTRIDGE_LMS_TYPE, findEarlierImport, saveImportedCourse } from "../../services/lms/save-import.ts";
import { htmlToText } from "../../services/lms/sanitize.ts";
import { registerCartridgeExportRoute } from "./cartridge-export.ts";
import { registerImportReportRoute } from "./import-report.ts";
import { acceptedJob, prefersAsync, registerImportJobRoutes } from "./import-jobs.ts";
import { duplicateBody, presentImport } from "../../services/lms/import-outcome.ts";
import { queueCartridgeImport, startLmsImportJob } from "../../services/lms/import-jobs.ts";
import type { ImportJobRunner } from "../../services/lms/import-job-runner.ts";
import type { FileStorage } from "../../services/files/storage.ts";

/** Options of the LMS routes plugin. */
export interface LmsRoutesOptions {
  db: Database;
  /** LMS_ALLOW_PRIVATE_HOSTS: let base URLs point at private/loopback hosts (tests, on-premises LMS). */
  allowPrivateHosts: boolean;
  /** Where a cartridge's images and attachments are stored (issue #12). */
  fileStorage: FileStorage;
  /** Runs import jobs (issue #13). */
  importRunner: ImportJobRunner;
  /** Lease of a running import job, ms (ANALYSIS_JOB_LEASE_MS). */
  jobLeaseMs: number;
}

/** LMS calls allowed per user per minute (each one fans out to many upstream requests). */
const LMS_RATE_LIMIT = {
  max: 60,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
};

/** Audit details of an LMS call: which LMS and host, never the token or the full URL. */
function auditDetails(lmsType: LmsTypeName, baseUrl: string, lmsCourseId?: string): Record<string, unknown> {
  let host: string | null = null;
  try {
    host = new URL(baseUrl).host;
  } catch {
    host = null;
  }
  return { lmsType, baseUrlHost: host, ...(lmsCourseId !== undefined && { lmsCourseId }) };
}

/**
 * Runs an LMS call, turning an LmsError into the HttpError our API answers with (status and
 * user-facing message from the connector). The failure is logged by kind and upstream status only.
 */
async function lmsCall<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof LmsError) {
      request.log.info({ lmsError: error.kind, upstreamStatus: error.upstreamStatus }, "LMS call failed");
      throw new HttpError(error.httpStatus, error.message);
    }
    throw error;
  }
}

/** A row of the Import tab: the description as plain text of at most 1000 characters. */
function presentLmsCourse(course: LmsCourseSummary): LmsCourse {
  const description = htmlToText(course.description);
  return {
    id: course.id,
    name: course.name,
    description: description ? description.slice(0, 1000) : null,
    enrollmentCount: course.enrollmentCount,
    startDate: course.startDate,
  };
}

/**
 * Reads an uploaded cartridge.
 * @throws HttpError with the cartridge's own status and message (400/413/422) for a file we refuse
 */
async function readCartridge(request: FastifyRequest, buffer: Buffer): Promise<CartridgeImport> {
  try {
    return await importCommonCartridge(buffer);
  } catch (error) {
    if (error instanceof CartridgeError) {
      request.log.info({ cartridgeError: error.reason }, "cartridge refused");
      throw new HttpError(error.httpStatus, error.message);
    }
    throw error;
  }
}

/** Routes that read from the LMS with the user's token: they need consent "lms_course_content". */
const LMS_READS = new Set(["/api/lms/connect", "/api/lms/courses", "/api/lms/import-course"]);

/** Registers the /api/lms/* routes and GET /api/courses/:id/export.imscc. */
export async function lmsRoutes(app: FastifyInstance, opts: LmsRoutesOptions) {
  const { db, allowPrivateHosts, fileStorage, importRunner, jobLeaseMs } = opts;
  // Encapsulated here: only these routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: CARTRIDGE_MAX_BYTES, files: 1, fields: 10, parts: 20 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));
  // Reading from an LMS needs the user's recorded consent (issue #15); a cartridge upload does not.
  api.addHook("preHandler", async (request) => {
    if (LMS_READS.has(request.routeOptions.url ?? "")) {
      await assertConsent(db, currentUser(request).id, "lms_course_content");
    }
  });

  const connector = (lmsType: LmsTypeName, baseUrl: string, accessToken: string): LmsConnector =>
    createLmsConnector(lmsType, { baseUrl, accessToken, allowPrivateHosts });

  api.post(
    "/api/lms/connect",
    {
      schema: { body: lmsConnectSchema },
      config: { rateLimit: LMS_RATE_LIMIT, audit: { action: "lms.connect", resource: "lms" } },
    },
    async (request): Promise<LmsConnectResponse> => {
      const { lmsType, baseUrl, accessToken } = request.body;
      request.audit.details = auditDetails(lmsType, baseUrl);
      const { lmsUser } = await lmsCall(request, () => connector(lmsType, baseUrl, accessToken).verifyConnection());
      return { connected: true, lmsUser: { name: lmsUser.name } };
    },
  );

  api.get(
    "/api/lms/courses",
    { schema: { querystring: lmsCoursesQuerySchema }, config: { rateLimit: LMS_RATE_LIMIT } },
    async (request, reply): Promise<LmsCourse[]> => {
      const { lmsType, baseUrl, accessToken } = request.query;
      const list = await lmsCall(request, () => connector(lmsType, baseUrl, accessToken).listCourses());
      reply.header("cache-control", "no-store");
      return list.map(presentLmsCourse);
    },
  );

  api.post(
    "/api/lms/import-course",
    {
      schema: { body: lmsImportCourseSchema },
      config: { rateLimit: LMS_RATE_LIMIT, audit: { action: "lms.import", resource: "course" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { lmsType, baseUrl, accessToken, courseId, mode } = request.body;
      request.audit.details = { ...auditDetails(lmsType, baseUrl, courseId), ...(mode && { mode }) };
      if (!mode) {
        // Ask before reading the whole course from the LMS (saveImportedCourse checks again, race-free).
        const earlier = await findEarlierImport(db, user.id, lmsType, courseId);
        if (earlier) {
          return reply
            .status(409)
            .send(duplicateBody({ kind: "duplicate", existingCourseId: earlier.id, existingTitle: earlier.title }));
        }
      }
      if (prefersAsync(request)) {
        const job = await startLmsImportJob(db, user.id, { lmsType, baseUrl, courseId, mode }, jobLeaseMs);
        request.audit.details = { ...request.audit.details, jobId: job.id };
        importRunner.runLms(job, accessToken);
        return acceptedJob(reply, job);
      }
      const imported = await lmsCall(request, () => connector(lmsType, baseUrl, accessToken).fetchCourse(courseId));
      const result = await saveImportedCourse(db, imported, { userId: user.id, mode, fileStorage });
      if (result.kind === "duplicate") return reply.status(409).send(duplicateBody(result));
      request.audit.resourceId = String(result.course.id);
      return reply.status(result.kind === "created" ? 201 : 200).send(presentImport(result));
    },
  );

  api.post(
    "/api/lms/import-cartridge",
    {
      bodyLimit: CARTRIDGE_MAX_BYTES + 1024 * 1024,
      config: { rateLimit: LMS_RATE_LIMIT, audit: { action: "lms.import_cartridge", resource: "course" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { buffer, fileName } = await readUploadedFile(
        request,
        "file",
        CARTRIDGE_MAX_BYTES,
        "a Common Cartridge (.imscc) file",
      );
      request.audit.details = { lmsType: CARTRIDGE_LMS_TYPE, bytes: buffer.length };
      if (prefersAsync(request)) {
        // Stored before the job is queued, so a restart resumes it (issue #13).
        const job = await queueCartridgeImport(db, fileStorage, user.id, buffer, fileName);
        request.audit.details = { ...request.audit.details, jobId: job.id };
        importRunner.wake();
        return acceptedJob(reply, job);
      }
      const { resourceReport, sourceQuestionCount, ...imported } = await readCartridge(request, buffer);
      const result = await saveImportedCourse(db, imported, {
        userId: user.id,
        sourceName: fileName || null,
        resourceReport,
        sourceQuestionCount,
        fileStorage,
      });
      if (result.kind === "duplicate") throw new HttpError(409, "This cartridge was imported before.");
      request.audit.resourceId = String(result.course.id);
      return reply.status(201).send(presentImport(result));
    },
  );

  registerImportReportRoute(api, db);

  registerImportJobRoutes(api, db);

  registerCartridgeExportRoute(api, db, fileStorage);
}
