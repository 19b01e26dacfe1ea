/**
 * Fix in place (issue #11 item 5): POST /api/lessons/:id/accessibility-fixes applies one fix of
 * an accessibility issue (alt text, link text, heading levels, table header row) to the lesson's
 * HTML and saves it through the lesson update command, so the HTML is sanitised, the course's
 * progress is recomputed and its stored quality grade cleared as on any edit. The client then
 * re-analyses the course. Owner-scoped: another user's lesson is the same 404 as a missing one.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accessibilityFixSchema } from "../../../common/accessibility-fixes.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { presentLesson } from "../../presenters/module.ts";
import { updateLesson } from "../../services/course-editor/lesson-commands.ts";

/** Registers POST /api/lessons/:id/accessibility-fixes. */
export async function accessibilityFixRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.post(
    "/api/lessons/:id/accessibility-fixes",
    {
      schema: { params: idParamSchema, body: accessibilityFixSchema },
      config: { audit: { action: "lesson.accessibility_fix", resource: "lesson" } },
    },
    async (request) => {
      const fix = request.body;
      request.audit.details = { kind: fix.kind };
      // Loaded on first use: jsdom costs the main thread ~70 MiB that most instances never need (issue #13).
      const { applyAccessibilityFix } = await import("../../services/accessibility/fix-in-place.ts");
      const { lesson, courseId } = await updateLesson(db, currentUser(request).id, request.params.id, (current) => ({
        contentHtml: applyAccessibilityFix(current.contentHtml, fix),
      }));
      request.audit.details = { moduleId: lesson.moduleId, courseId, kind: fix.kind };
      return presentLesson(lesson);
    },
  );
}
