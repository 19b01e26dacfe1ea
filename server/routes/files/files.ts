/**
 * Course files API (issue #12):
 *
 * - GET /api/files/:id -> the file's bytes, to the owner of its course only (404 otherwise, the
 *   same answer as a missing file). Content-Type as stored; Content-Disposition `inline` for
 *   images and PDFs, `attachment` for anything else; `X-Content-Type-Options: nosniff`; a
 *   sandboxing Content-Security-Policy (an SVG opened on its own runs no script); cached privately.
 * - POST /api/courses/:id/files multipart `file` (a PNG, JPEG, GIF or WebP image, by its bytes)
 *   -> 201 CourseFileResponse; 400 naming `file`, 404 for a course not the user's, 413 naming the
 *   limit (FILE_MAX_BYTES per file, COURSE_FILES_MAX_BYTES per course). The lesson editor asks for
 *   alt text before it uploads.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { type CourseFileResponse, FILE_MAX_BYTES } from "../../../common/course-files.ts";
import { ownedCourse } from "../../auth/ownership.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { readUploadedFile } from "../../http/uploaded-file.ts";
import { courseFileUrl, findOwnedFile, storeCourseFile } from "../../services/files/course-files.ts";
import { cleanFileName, contentDisposition, sniffImageType } from "../../services/files/mime.ts";
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
  // Encapsulated here: only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 10 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.post(
    "/api/courses/:id/files",
    {
      schema: { params: idParamSchema },
      bodyLimit: FILE_MAX_BYTES + 1024 * 1024,
      config: { audit: { action: "course.file_upload", resource: "course" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const course = await ownedCourse(db, user.id, request.params.id);
      const { data, fileName } = await readImage(request);
      const mimeType = sniffImageType(data);
      if (!mimeType) throw new HttpError(400, "file: upload a PNG, JPEG, GIF or WebP image");
      const row = await db.transaction((tx) =>
        storeCourseFile(tx, storage, {
          courseId: course.id,
          userId: user.id,
          name: cleanFileName(fileName, "image"),
          mimeType,
          data,
        }),
      );
      request.audit.resourceId = String(course.id);
      request.audit.details = { fileId: row.id, bytes: row.sizeBytes };
      const body: CourseFileResponse = {
        id: row.id,
        url: courseFileUrl(row.id),
        name: row.name,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
      };
      return reply.status(201).send(body);
    },
  );

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

/**
 * The uploaded image's bytes and file name.
 * @throws HttpError 400 naming `file`; 413 naming the 25 MiB limit
 */
async function readImage(request: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  try {
    const { buffer, fileName } = await readUploadedFile(request, "file", FILE_MAX_BYTES, "an image");
    return { data: buffer, fileName };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new HttpError(413, `The image is larger than the ${FILE_MAX_BYTES / 1024 / 1024} MiB limit per file.`);
    }
    throw error;
  }
}
