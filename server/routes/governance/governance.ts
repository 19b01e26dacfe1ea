/**
 * Governance API (issue #15): consent to read LMS course content, the user's activity trail,
 * "download your data" and account deletion. Every route acts on the signed-in user only.
 *
 * - GET  /api/consents            -> ConsentStatus
 * - POST /api/consents            {consentType, granted} -> ConsentStatus (a new row; history kept)
 * - GET  /api/activity            ?before&limit&resource&outcome -> ActivityPage
 * - GET  /api/account/export      -> application/zip (see services/governance/data-export.ts)
 * - DELETE /api/account           {confirmEmail} -> 204, session ended
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { activityQuerySchema, consentRequestSchema, deleteAccountSchema } from "../../../common/governance.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { deleteAccount } from "../../services/governance/account.ts";
import { listActivity } from "../../services/governance/activity.ts";
import { consentStatus, recordConsent } from "../../services/governance/consent.ts";
import { exportUserData } from "../../services/governance/data-export.ts";
import { attachmentDisposition } from "../../services/lms/cartridge-download.ts";
import { removeCourseFiles, type FileStorage } from "../../services/files/storage.ts";

/** Registers the governance routes. */
export async function governanceRoutes(app: FastifyInstance, opts: { db: Database; fileStorage?: FileStorage }) {
  const { db, fileStorage } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/consents", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return consentStatus(db, currentUser(request).id);
  });

  api.post(
    "/api/consents",
    { schema: { body: consentRequestSchema }, config: { audit: { action: "consent.update", resource: "consent" } } },
    async (request) => {
      const { consentType, granted } = request.body;
      request.audit.details = { consentType, granted };
      return recordConsent(db, currentUser(request).id, { consentType, granted, ipAddress: request.ip });
    },
  );

  api.get("/api/activity", { schema: { querystring: activityQuerySchema } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return listActivity(db, currentUser(request).id, request.query);
  });

  api.get(
    "/api/account/export",
    { config: { audit: { action: "account.export", resource: "account", always: true } } },
    async (request, reply) => {
      const { archive, fileName } = await exportUserData(db, currentUser(request).id, new Date(), fileStorage);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachmentDisposition(fileName))
        .header("cache-control", "no-store")
        .send(archive);
    },
  );

  api.delete(
    "/api/account",
    { schema: { body: deleteAccountSchema }, config: { audit: { action: "account.delete", resource: "account" } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { courseIds, ...result } = await deleteAccount(db, user.id, request.body.confirmEmail);
      await removeCourseFiles(fileStorage, courseIds, request.log);
      // The audit row of this request is written after the user is gone: keep it unlinked.
      request.audit.userId = null;
      request.audit.details = result;
      await request.session.destroy();
      return reply.status(204).send();
    },
  );
}
