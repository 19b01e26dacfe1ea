/**
 * Course files API (issue #12):
 *
 * - GET /api/files/:id -> the file's bytes, to the owner of its course only (404 otherwise, the
 *   same answer as a missing file). Content-Type as stored; Content-Disposition `inline` for
 *   images and PDFs, `attachment` for anything else; `X-Content-Type-Options: nosniff`; a
 *   sandboxing Content-Security-Policy (an SVG opened on its own runs no script); cached privately.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/errors.ts";
import { findOwnedFile } from "../../services/files/course-files.ts";
import { contentDisposition } from "../../services/files/mime.ts";
import type { FileStorage } from "../../services/files/storage.ts";

/** Options of the files routes plugin. */
export interface FileRoutesOptions {
  db: Database;
  storage: FileStorage;
}

/**
 * How long the browser may reuse a file without asking again, in seconds (1 hour). The bytes at
 * an id never change; `private` keeps shared caches out, since files are per user.
 */
export const FILE_CACHE_SECONDS = 3600;

/** Registers the course files routes. */
export async function fileRoutes(app: FastifyInstance, opts: FileRoutesOptions) {
  const { db, storage } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/files/:id", { schema: { params: idParamSchema } }, async (request, reply) => {
    const file = await findOwnedFile(db, currentUser(request).id, request.params.id);
    const data = file ? await storage.get(file.storageKey) : null;
    if (!file || !data) {
      if (file) request.log.warn({ fileId: file.id }, "course file row without stored bytes");
      throw notFound("File");
    }
    return reply
      .header("content-type", file.mimeType)
      .header("content-disposition", contentDisposition(file.name, file.mimeType))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header("cache-control", `private, max-age=${FILE_CACHE_SECONDS}`)
      .send(data);
  });
}
