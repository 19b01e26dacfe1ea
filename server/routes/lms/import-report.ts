/**
 * GET /api/courses/:id/import-report (issue #12 "Import report"): the latest import report of the
 * user's course; 404 when the course is not theirs, does not exist or was not imported.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StoredImportReport } from "../../../common/import-report.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import { latestImportReport } from "../../services/lms/stored-import-report.ts";

/** Registers the route on the LMS plugin's instance (which already requires a signed-in user). */
export function registerImportReportRoute(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/courses/:id/import-report",
    { schema: { params: idParamSchema } },
    async (request): Promise<StoredImportReport> => {
      const report = await latestImportReport(db, currentUser(request).id, request.params.id);
      if (!report) throw new HttpError(404, "This course has no import report.");
      return report;
    },
  );
}
