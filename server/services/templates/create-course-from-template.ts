/**
 * Use Template as one command (issue #9): the course (TEMPLATE_COURSE_DEFAULTS), its modules in
 * order with random colours and their lessons, and the template's learning objectives marked
 * `generatedBy: "template"` (not "ai": provenance must be true), all in one transaction with the
 * progress recompute. A failure anywhere leaves nothing behind.
 */
import { eq } from "drizzle-orm";
import { TEMPLATE_COURSE_DEFAULTS } from "../../../common/constants.ts";
import { createLessonSchema } from "../../../common/editor-schemas.ts";
import { randomModuleColor } from "../../../common/module-colors.ts";
import type { Course } from "../../../common/schemas.ts";
import type { Database } from "../../db/client.ts";
import { courses, learningObjectives, modules, templates } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { presentCourse } from "../../presenters/course.ts";
import { presentTemplate } from "../../presenters/template.ts";
import { detectBloomLevel } from "../course-editor/bloom-level.ts";
import { insertLessons } from "../course-editor/lessons.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";

/**
 * Creates the user's course from template `templateId`.
 * @param title - the new course's title (default: the template's)
 * @returns the course as `POST /api/courses` answers it
 * @throws HttpError 404 "Template not found"
 */
export async function createCourseFromTemplate(
  db: Database,
  userId: string,
  templateId: number,
  title?: string,
): Promise<Course> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(templates).where(eq(templates.id, templateId));
    if (!row) throw notFound("Template");
    const template = presentTemplate(row);
    const [course] = await tx
      .insert(courses)
      .values({
        userId,
        title: title ?? template.title,
        description: template.description || template.title,
        duration: TEMPLATE_COURSE_DEFAULTS.duration,
        level: TEMPLATE_COURSE_DEFAULTS.level,
        progress: 0,
      })
      .returning();
    for (const [index, module] of template.content.modules.entries()) {
      const [created] = await tx
        .insert(modules)
        .values({
          courseId: course!.id,
          title: module.title,
          description: module.description,
          color: randomModuleColor(),
          orderIndex: index,
        })
        .returning({ id: modules.id });
      await insertLessons(
        tx,
        created!.id,
        0,
        module.lessons.map((lesson) => createLessonSchema.parse(lesson)),
      );
    }
    if (template.content.objectives.length > 0) {
      await tx.insert(learningObjectives).values(
        template.content.objectives.map((text, index) => ({
          courseId: course!.id,
          text,
          objectives: [text],
          generatedBy: "template",
          orderIndex: index,
          bloomLevel: detectBloomLevel(text),
        })),
      );
    }
    await recomputeCourseProgress(tx, course!.id);
    const [stored] = await tx.select().from(courses).where(eq(courses.id, course!.id));
    return presentCourse(stored!);
  });
}
