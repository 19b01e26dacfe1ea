/**
 * GET /api/courses/:id/export.imscc (SPEC §7; issue #12 "Export others can read"): the user's course
 * as a Common Cartridge 1.3 archive, with the stored images and attachments its lessons use.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { loadCourseSnapshot } from "../../services/course-snapshot/load-course-snapshot.ts";
import { courseFileReader } from "../../services/files/course-files.ts";
import type { FileStorage } from "../../services/files/storage.ts";
import { attachmentDisposition, cartridgeFileName } from "../../services/lms/cartridge-download.ts";
import { exportCommonCartridge } from "../../services/lms/common-cartridge/index.ts";

/** Registers the route on the LMS plugin's instance (which already requires a signed-in user). */
export function registerCartridgeExportRoute(app: FastifyInstance, db: Database, fileStorage: FileStorage): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/courses/:id/export.imscc",
    {
      schema: { params: idParamSchema },
      config: { audit: { action: "course.export_cartridge", resource: "course", always: true } },
    },
    async (request, reply) => {
      // The same owner-scoped loader as the AI and quality services (404 when not the user's).
      const userId = currentUser(request).id;
      const course = await loadCourseSnapshot(db, userId, request.params.id);
      // The course's stored images and attachments go into the archive (issue #12).
      const archive = await exportCommonCartridge(course, {
        readFile: courseFileReader(db, fileStorage, userId, course.id),
      });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachmentDisposition(cartridgeFileName(course.title)))
        .header("cache-control", "no-store")
        .send(archive);
    },
  );
}
