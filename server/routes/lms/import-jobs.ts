/**
 * Import jobs API (issue #13; shapes in common/import-jobs.ts):
 *
 * - `Prefer: respond-async` (RFC 7240 §4.1) on POST /api/lms/import-course or
 *   /api/lms/import-cartridge: 202 with the job and `Location: /api/lms/import-jobs/<id>`
 *   (see lms.ts; without the header they answer as SPEC §7 says, after the import).
 * - GET /api/lms/import-jobs: the user's latest jobs, newest first (the LMS page's "Recent imports").
 * - GET /api/lms/import-jobs/:id: one job with its progress and outcome. Another user's job is a 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PREFER_RESPOND_ASYNC } from "../../../common/import-jobs.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { type ImportJobRow, listImportJobs, loadImportJob, presentImportJob } from "../../services/lms/import-jobs.ts";

/** Whether the request asked for an asynchronous answer (`Prefer: respond-async`, RFC 7240). */
export function prefersAsync(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer.join(",") : (prefer ?? "");
  return values
    .split(",")
    .map((v) => v.split(";")[0]!.trim().toLowerCase())
    .includes(PREFER_RESPOND_ASYNC);
}

/** Answers 202 with the job, its URL in `Location` and `Preference-Applied` (RFC 7240 §3). */
export function acceptedJob(reply: FastifyReply, job: ImportJobRow) {
  return reply
    .status(202)
    .header("location", `/api/lms/import-jobs/${job.id}`)
    .header("preference-applied", PREFER_RESPOND_ASYNC)
    .send(presentImportJob(job));
}

/** Registers GET /api/lms/import-jobs and /api/lms/import-jobs/:id (inside the LMS plugin, signed in). */
export function registerImportJobRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get("/api/lms/import-jobs", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return listImportJobs(db, currentUser(request).id);
  });
  typed.get("/api/lms/import-jobs/:id", { schema: { params: idParamSchema } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return loadImportJob(db, currentUser(request).id, request.params.id);
  });
}
