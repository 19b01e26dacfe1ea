/**
 * Use Template as one command (issue #9): the course (TEMPLATE_COURSE_DEFAULTS), its modules in
 * order with random colours and their lessons, and the template's learning objectives marked
 * `generatedBy: "template"` (not "ai": provenance must be true), all in one transaction with the
 * progress recompute. A failure anywhere leaves nothing behind.
 */
import { eq } from "drizzle-orm";
import { TEMPLATE_COURSE_DEFAULTS } from "../../../common/constants.ts";
import { randomModuleColor } from "../../../common/module-colors.ts";
import type { Course } from "../../../common/schemas.ts";
import type { Database } from "../../db/client.ts";
import { courses, templates } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { presentCourse } from "../../presenters/course.ts";
import { presentTemplate } from "../../presenters/template.ts";
import { buildCourse, lessonDraft } from "../courses/build-course.ts";

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
    const { course: built } = await buildCourse(tx, course!.id, {
      modules: template.content.modules.map((module) => ({
        title: module.title,
        description: module.description,
        color: randomModuleColor(),
        lessons: module.lessons.map(lessonDraft),
      })),
      objectives: template.content.objectives.map((text) => ({ text, generatedBy: "template" })),
      assessments: [],
    });
    return presentCourse(built);
  });
}
