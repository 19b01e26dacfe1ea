/**
 * Learning objectives API (SPEC §7 GET /api/courses/:id/objectives; DESIGN.md §3 "objectives
 * listed and editable"): one row per objective (docs/decisions/0003-one-row-per-objective.md).
 * The Bloom level is detected from the verb when the client does not send one.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createObjectivesSchema, objectiveOrderSchema, updateObjectiveSchema } from "../../../common/editor-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { learningObjectives } from "../../db/schema.ts";
import { detectBloomLevel } from "../../services/course-editor/bloom-level.ts";
import type { Executor } from "../../services/course-editor/executor.ts";
import { assertWithinLimit, objectiveIdsInOrder, writeOrder } from "../../services/course-editor/order-index.ts";
import { assertExactIdList } from "../../services/course-editor/ordering.ts";
import { ownedCourse, ownedObjective } from "../../services/course-editor/ownership.ts";
import { recomputeCourseProgress } from "../../services/progress/recompute-course-progress.ts";
import { presentObjective } from "./objective-presenter.ts";

async function listObjectives(db: Executor, courseId: number) {
  const rows = await db
    .select()
    .from(learningObjectives)
    .where(eq(learningObjectives.courseId, courseId))
    .orderBy(asc(learningObjectives.orderIndex), asc(learningObjectives.id));
  return rows.map(presentObjective);
}

/** Registers /api/courses/:id/objectives and /api/objectives/:id routes. */
export async function objectiveRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/objectives", { schema: { params: idParamSchema } }, async (request) => {
    const course = await ownedCourse(db, currentUser(request).id, request.params.id);
    return listObjectives(db, course.id);
  });

  api.post(
    "/api/courses/:id/objectives",
    {
      schema: { params: idParamSchema, body: createObjectivesSchema },
      config: { audit: { action: "objective.create", resource: "objective" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { text, objectives, generatedBy, bloomLevel } = request.body;
      const texts = objectives ?? (text !== undefined ? [text] : []);
      const created = await db.transaction(async (tx) => {
        const course = await ownedCourse(tx, user.id, request.params.id);
        const first = (await objectiveIdsInOrder(tx, course.id)).length;
        assertWithinLimit("objectivesPerCourse", first, texts.length);
        const rows = await tx
          .insert(learningObjectives)
          .values(
            texts.map((t, i) => ({
              courseId: course.id,
              text: t,
              objectives: [t],
              generatedBy,
              orderIndex: first + i,
              bloomLevel: (texts.length === 1 ? bloomLevel : undefined) ?? detectBloomLevel(t),
            })),
          )
          .returning();
        await recomputeCourseProgress(tx, course.id);
        request.audit.details = { courseId: course.id, count: rows.length, generatedBy };
        return rows.sort((a, b) => a.orderIndex - b.orderIndex);
      });
      request.audit.resourceId = created.map((r) => r.id).join(",");
      return reply.status(201).send(created.map(presentObjective));
    },
  );

  api.patch(
    "/api/objectives/:id",
    {
      schema: { params: idParamSchema, body: updateObjectiveSchema },
      config: { audit: { action: "objective.update", resource: "objective" } },
    },
    async (request) => {
      const user = currentUser(request);
      const { text, bloomLevel } = request.body;
      return db.transaction(async (tx) => {
        const objective = await ownedObjective(tx, user.id, request.params.id);
        const [row] = await tx
          .update(learningObjectives)
          .set({
            ...(text !== undefined && { text, objectives: [text] }),
            // A new text without a level gets its verb's level; an explicit level (or null) wins.
            ...(bloomLevel !== undefined
              ? { bloomLevel }
              : text !== undefined
                ? { bloomLevel: detectBloomLevel(text) }
                : {}),
          })
          .where(eq(learningObjectives.id, objective.id))
          .returning();
        await recomputeCourseProgress(tx, objective.courseId);
        request.audit.details = { courseId: objective.courseId, fields: Object.keys(request.body) };
        return presentObjective(row!);
      });
    },
  );

  api.delete(
    "/api/objectives/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "objective.delete", resource: "objective" } } },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const objective = await ownedObjective(tx, user.id, request.params.id);
        await tx.delete(learningObjectives).where(eq(learningObjectives.id, objective.id));
        await writeOrder(tx, learningObjectives, await objectiveIdsInOrder(tx, objective.courseId));
        await recomputeCourseProgress(tx, objective.courseId);
        request.audit.details = { courseId: objective.courseId };
      });
      return reply.status(204).send();
    },
  );

  api.put(
    "/api/courses/:id/objectives/order",
    {
      schema: { params: idParamSchema, body: objectiveOrderSchema },
      config: { audit: { action: "objective.reorder", resource: "course" } },
    },
    async (request) => {
      const user = currentUser(request);
      const { objectiveIds } = request.body;
      return db.transaction(async (tx) => {
        const course = await ownedCourse(tx, user.id, request.params.id);
        const existing = await objectiveIdsInOrder(tx, course.id);
        assertExactIdList("objectiveIds", "objectives of this course", objectiveIds, existing);
        await writeOrder(tx, learningObjectives, objectiveIds);
        await recomputeCourseProgress(tx, course.id);
        request.audit.details = { objectiveIds };
        return listObjectives(tx, course.id);
      });
    },
  );
}
