/**
 * Accepting an AI course outline as one command (issue #9): the outline's modules (in order, with
 * the MODULE_COLOR_CYCLE in turn) and their starter lessons, then its learning objectives
 * (`generatedBy: "ai"`), appended to the user's course in one transaction with the progress
 * recompute. Before, the browser sent a chain of requests and a failure half-way left half an
 * outline in the course.
 */
import type { OutlineContent } from "../../../common/ai-schemas.ts";
import { cycledModuleColor } from "../../../common/module-colors.ts";
import type { Course } from "../../../common/schemas.ts";
import type { Database } from "../../db/client.ts";
import { presentCourse } from "../../presenters/course.ts";
import { ownedCourse } from "../../auth/ownership.ts";
import { buildCourse, lessonDraft } from "../courses/build-course.ts";
import { assertWithinLimit, moduleIdsInOrder, objectiveIdsInOrder } from "../course-editor/order-index.ts";

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
    assertWithinLimit("modulesPerCourse", (await moduleIdsInOrder(tx, course.id)).length, outline.modules.length);
    assertWithinLimit(
      "objectivesPerCourse",
      (await objectiveIdsInOrder(tx, course.id)).length,
      outline.objectives.length,
    );
    const { course: built } = await buildCourse(tx, course.id, {
      modules: outline.modules.map((module, index) => ({
        title: module.title,
        description: module.description,
        color: cycledModuleColor(index),
        lessons: module.lessons.map((l) => lessonDraft({ title: l.title, type: l.type, contentHtml: l.contentHtml })),
      })),
      objectives: outline.objectives.map((text) => ({ text, generatedBy: "ai" })),
      assessments: [],
    });
    return presentCourse(built);
  });
}
