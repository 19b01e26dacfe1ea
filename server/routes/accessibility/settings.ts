/**
 * Accessibility settings API (SPEC §7): GET returns the signed-in user's settings (defaults when
 * none are saved), POST saves a partial body and returns the full settings.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accessibilitySettingsPatchSchema } from "../../../common/quality.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { getAccessibilitySettings, updateAccessibilitySettings } from "../../services/accessibility/settings.ts";

/** Registers GET and POST /api/accessibility/settings. */
export async function accessibilitySettingsRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/accessibility/settings", async (request) => getAccessibilitySettings(db, currentUser(request).id));

  api.post(
    "/api/accessibility/settings",
    {
      schema: { body: accessibilitySettingsPatchSchema },
      config: { audit: { action: "accessibility_settings.update", resource: "accessibility_settings" } },
    },
    async (request) => {
      const user = currentUser(request);
      const settings = await updateAccessibilitySettings(db, user.id, request.body);
      request.audit.resourceId = user.id;
      request.audit.details = { fields: Object.keys(request.body) };
      return settings;
    },
  );
}
