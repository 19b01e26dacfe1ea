/**
 * Accepting an AI course outline as one command (issue #9): the outline's modules (in order, with
 * the OUTLINE_COLORS in turn) and their starter lessons, then its learning objectives
 * (`generatedBy: "ai"`), appended to the user's course in one transaction with the progress
 * recompute. Before, the browser sent a chain of requests and a failure half-way left half an
 * outline in the course.
 */
import { eq } from "drizzle-orm";
import type { OutlineContent } from "../../../common/ai-schemas.ts";
import { createLessonSchema } from "../../../common/editor-schemas.ts";
import { OUTLINE_COLORS } from "../../../common/module-colors.ts";
import type { Course } from "../../../common/schemas.ts";
import type { Database } from "../../db/client.ts";
import { courses, learningObjectives, modules } from "../../db/schema.ts";
import { presentCourse } from "../../presenters/course.ts";
import { ownedCourse } from "../../auth/ownership.ts";
import { detectBloomLevel } from "../course-editor/bloom-level.ts";
import { insertLessons } from "../course-editor/lessons.ts";
import { assertWithinLimit, moduleIdsInOrder, objectiveIdsInOrder } from "../course-editor/order-index.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";

/**
 * Appends `outline` to course `courseId` of `userId`.
 * @returns the course as `GET /api/courses/:id` answers it
 * @throws HttpError 404 unless the course is the user's; 400 past a course limit
 */
export async function acceptOutline(
  db: Database,
  userId: string,
  courseId: number,
  outline: OutlineContent,
): Promise<Course> {
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, userId, courseId);
    const existingModules = await moduleIdsInOrder(tx, course.id);
    assertWithinLimit("modulesPerCourse", existingModules.length, outline.modules.length);
    for (const [index, module] of outline.modules.entries()) {
      const [created] = await tx
        .insert(modules)
        .values({
          courseId: course.id,
          title: module.title,
          description: module.description,
          color: OUTLINE_COLORS[index % OUTLINE_COLORS.length]!,
          orderIndex: existingModules.length + index,
        })
        .returning({ id: modules.id });
      const lessons = module.lessons.map((l) =>
        createLessonSchema.parse({ title: l.title, type: l.type, contentHtml: l.contentHtml }),
      );
      await insertLessons(tx, created!.id, 0, lessons);
    }
    if (outline.objectives.length > 0) {
      const first = (await objectiveIdsInOrder(tx, course.id)).length;
      assertWithinLimit("objectivesPerCourse", first, outline.objectives.length);
      await tx.insert(learningObjectives).values(
        outline.objectives.map((text, index) => ({
          courseId: course.id,
          text,
          objectives: [text],
          generatedBy: "ai",
          orderIndex: first + index,
          bloomLevel: detectBloomLevel(text),
        })),
      );
    }
    await recomputeCourseProgress(tx, course.id);
    const [stored] = await tx.select().from(courses).where(eq(courses.id, course.id));
    return presentCourse(stored!);
  });
}
