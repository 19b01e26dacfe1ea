/**
 * Assessments API (SPEC §7 POST /api/assessments; DESIGN.md §3 "assessments with real
 * questions"): create, list per course, edit and delete. Questions are validated by the shared
 * zod schema, then against the course (objectiveIds, moduleId) by services/course-editor.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createAssessmentSchema, updateAssessmentSchema } from "../../../common/assessment-schemas.ts";
import { idParamSchema } from "../../../common/schema-helpers.ts";
import { currentUser, requireUser } from "../../auth/guard.ts";
import type { Database } from "../../db/client.ts";
import { assessments } from "../../db/schema.ts";
import { ownedAssessment, ownedCourse } from "../../services/course-editor/ownership.ts";
import { assertModuleOfCourse, prepareQuestions } from "../../services/course-editor/questions.ts";
import { recomputeCourseProgress } from "../../services/progress/recompute-course-progress.ts";
import { presentAssessment } from "./assessment-presenter.ts";

/** Registers /api/assessments and /api/courses/:id/assessments routes. */
export async function assessmentRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onRequest", requireUser(db));

  api.get("/api/courses/:id/assessments", { schema: { params: idParamSchema } }, async (request) => {
    const course = await ownedCourse(db, currentUser(request).id, request.params.id);
    const rows = await db
      .select()
      .from(assessments)
      .where(eq(assessments.courseId, course.id))
      .orderBy(asc(assessments.id));
    return rows.map(presentAssessment);
  });

  api.post(
    "/api/assessments",
    {
      schema: { body: createAssessmentSchema },
      config: { audit: { action: "assessment.create", resource: "assessment" } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { courseId, moduleId, title, type } = request.body;
      const row = await db.transaction(async (tx) => {
        const course = await ownedCourse(tx, user.id, courseId);
        if (moduleId != null) await assertModuleOfCourse(tx, course.id, moduleId);
        const questions = await prepareQuestions(tx, course.id, request.body.questions);
        const [inserted] = await tx
          .insert(assessments)
          .values({ courseId: course.id, moduleId: moduleId ?? null, title, type, questions })
          .returning();
        await recomputeCourseProgress(tx, course.id);
        return inserted!;
      });
      request.audit.resourceId = String(row.id);
      request.audit.details = { courseId, title, questions: request.body.questions.length };
      return reply.status(201).send(presentAssessment(row));
    },
  );

  api.patch(
    "/api/assessments/:id",
    {
      schema: { params: idParamSchema, body: updateAssessmentSchema },
      config: { audit: { action: "assessment.update", resource: "assessment" } },
    },
    async (request) => {
      const user = currentUser(request);
      const { title, type, moduleId, questions } = request.body;
      return db.transaction(async (tx) => {
        const assessment = await ownedAssessment(tx, user.id, request.params.id);
        if (moduleId != null) await assertModuleOfCourse(tx, assessment.courseId, moduleId);
        const [row] = await tx
          .update(assessments)
          .set({
            ...(title !== undefined && { title }),
            ...(type !== undefined && { type }),
            ...(moduleId !== undefined && { moduleId }),
            ...(questions !== undefined && { questions: await prepareQuestions(tx, assessment.courseId, questions) }),
          })
          .where(eq(assessments.id, assessment.id))
          .returning();
        await recomputeCourseProgress(tx, assessment.courseId);
        request.audit.details = { courseId: assessment.courseId, fields: Object.keys(request.body) };
        return presentAssessment(row!);
      });
    },
  );

  api.delete(
    "/api/assessments/:id",
    { schema: { params: idParamSchema }, config: { audit: { action: "assessment.delete", resource: "assessment" } } },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const assessment = await ownedAssessment(tx, user.id, request.params.id);
        await tx.delete(assessments).where(eq(assessments.id, assessment.id));
        await recomputeCourseProgress(tx, assessment.courseId);
        request.audit.details = { courseId: assessment.courseId, title: assessment.title };
      });
      return reply.status(204).send();
    },
  );
}
